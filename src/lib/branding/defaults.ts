import type { Branding } from '../../generated/branding';
import { fillOver } from './fill.ts';

/**
 * The built-in branding (docs/product.md §9 "Default branding"): used when a chain's branding fails
 * to load, and the source every missing key is filled from (docs/product.md §4.11). All display
 * toggles are off.
 */
export const DEFAULT_BRANDING = {
  title: 'Online Order',
  description: 'Online Order',
  category_placement: 'side',
  dark_mode_enabled: false,
  primary_color: '#000000',
  primary_text_color: '#ffffff',
  background_color: '#ffffff',
  gray_color: '#efefef',
  passive_color: '#8f8f8f',
  fonts: {
    regular_font: { font_name: 'TextFont', font_size_multiplier: 1 },
    regular_bold_font: { font_name: 'TextBoldFont', font_size_multiplier: 1 },
    header_font: { font_name: 'HeaderFont', font_size_multiplier: 2 },
    button_font: { font_name: 'ButtonFont', font_size_multiplier: 1 },
  },
  links: [],
  external_links: [],
  map_style: [],
  sso: { apple: { enabled: false }, google: { enabled: false }, okta: { enabled: false } },
  other_colors: {
    rewards: {
      success_border: '#6FD38E',
      success_surface: '#8FF4C5',
      success_text: '#009440',
      // docs/product.md names four default gradient colours without giving their values; these are
      // ours.
      card_gradient_color: [
        { hex: '#1F2A44', opacity: 100 },
        { hex: '#34507F', opacity: 100 },
        { hex: '#5B7FB8', opacity: 90 },
        { hex: '#9DBBE6', opacity: 80 },
      ],
    },
  },
  terms_and_conditions: {
    enable_custom_terms_of_service: false,
    enable_custom_privacy_policy: false,
  },
  display_options: {
    category_image: { show: false },
    hide_order_note: false,
    hide_item_note: false,
    display_rewards_page: false,
    display_promos_and_rewards_on_cart: false,
    display_partial_payments: false,
    template: 'default',
    display_order_tracking: false,
    button_radius: { enabled: false, radius: 5 },
    display_store_images_as_hero: false,
    hide_include_utensils: false,
    display_delivery_instructions: false,
    additional_checkbox_options_enabled: false,
    additional_checkbox_options: [],
    make_default_service_type_first: false,
    display_content_hub: false,
    logo_redirect_url: { enabled: false, url: '' },
    hide_store_address: false,
    asap_schedule_toggle_enabled: false,
    custom_green_color: '#17873e',
  },
} as const satisfies Branding;

type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : { -readonly [K in keyof T]: Widen<T[K]> };

/** Branding whose defaulted keys are guaranteed present. */
export type ResolvedBranding = Branding & Widen<typeof DEFAULT_BRANDING>;

/**
 * Fills every missing key of a branding object from the defaults, one key at a time and at every
 * depth (docs/product.md §4.11). A key of the wrong kind (e.g. a number where text is expected)
 * counts as missing; anything that is not an object at all yields the defaults (docs/product.md §8
 * "Branding fails to load").
 * @example fillBranding({ primary_color: '#ff0000' }).background_color // '#ffffff'
 */
export function fillBranding(given: unknown): ResolvedBranding {
  return fillOver<ResolvedBranding>(given, DEFAULT_BRANDING);
}
