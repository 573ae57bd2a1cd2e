import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, fillBranding } from '../../../src/lib/branding/defaults.ts';

// docs/product.md §9 "Default branding"
describe('DEFAULT_BRANDING (docs/product.md §9)', () => {
  it.each([
    ['title', 'Online Order'],
    ['description', 'Online Order'],
    ['display_options.template', 'default'],
    ['category_placement', 'side'],
    ['display_options.button_radius.radius', 5],
    ['primary_color', '#000000'],
    ['primary_text_color', '#ffffff'],
    ['background_color', '#ffffff'],
    ['gray_color', '#efefef'],
    ['passive_color', '#8f8f8f'],
    ['display_options.custom_green_color', '#17873e'],
    ['other_colors.rewards.success_border', '#6FD38E'],
    ['other_colors.rewards.success_surface', '#8FF4C5'],
    ['other_colors.rewards.success_text', '#009440'],
    ['fonts.regular_font.font_name', 'TextFont'],
    ['fonts.regular_bold_font.font_name', 'TextBoldFont'],
    ['fonts.header_font.font_name', 'HeaderFont'],
    ['fonts.button_font.font_name', 'ButtonFont'],
    ['fonts.header_font.font_size_multiplier', 2],
  ])('%s is %j', (path, value) => {
    const got = path
      .split('.')
      .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], DEFAULT_BRANDING);
    expect(got).toBe(value);
  });

  it('has four card gradient colours', () => {
    expect(DEFAULT_BRANDING.other_colors.rewards.card_gradient_color).toHaveLength(4);
  });

  it('has every display toggle off', () => {
    const toggles = Object.entries(DEFAULT_BRANDING.display_options).filter(
      ([, v]) => typeof v === 'boolean',
    );
    expect(toggles.length).toBeGreaterThan(10);
    expect(toggles.filter(([, v]) => v)).toEqual([]);
    expect(DEFAULT_BRANDING.display_options.button_radius.enabled).toBe(false);
    expect(DEFAULT_BRANDING.display_options.logo_redirect_url.enabled).toBe(false);
  });
});

// docs/product.md §4.11: missing keys are filled one by one; docs/product.md §8: on failure the
// defaults are used.
describe('fillBranding (docs/product.md §4.11)', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a string', 'oops'],
    ['an array', [1, 2]],
    ['an empty object', {}],
  ])('yields the defaults for %s', (_n, input) => {
    expect(fillBranding(input)).toEqual(DEFAULT_BRANDING);
  });

  it.each([
    ['a top-level colour', { primary_color: '#123456' }, 'primary_color', '#123456'],
    ['keeps defaults beside it', { primary_color: '#123456' }, 'background_color', '#ffffff'],
    [
      'a nested key',
      { display_options: { hide_store_address: true } },
      'display_options.hide_store_address',
      true,
    ],
    [
      'fills siblings of a nested key',
      { display_options: { hide_store_address: true } },
      'display_options.template',
      'default',
    ],
    [
      'a deeper key',
      { display_options: { button_radius: { enabled: true } } },
      'display_options.button_radius.radius',
      5,
    ],
    [
      'keeps a deeper value',
      { display_options: { button_radius: { enabled: true, radius: 12 } } },
      'display_options.button_radius.radius',
      12,
    ],
    [
      'a font colour beside a default name',
      { fonts: { regular_font: { font_color: '#222222' } } },
      'fonts.regular_font.font_name',
      'TextFont',
    ],
    ['null counts as missing', { title: null }, 'title', 'Online Order'],
    ['a wrong kind counts as missing', { title: 42 }, 'title', 'Online Order'],
    ['an object where text belongs', { primary_color: { x: 1 } }, 'primary_color', '#000000'],
    [
      'text where an object belongs',
      { display_options: 'x' },
      'display_options.template',
      'default',
    ],
    ['keys without a default pass through', { logo_url: '/logo.svg' }, 'logo_url', '/logo.svg'],
    ['arrays are taken whole', { links: [{ label: 'A', url: '/a' }] }, 'links.length', 1],
    [
      'false is a value, not missing',
      { dark_mode_enabled: false, display_options: { display_content_hub: false } },
      'dark_mode_enabled',
      false,
    ],
  ])('%s', (_name, input, path, expected) => {
    const got = path
      .split('.')
      .reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], fillBranding(input));
    expect(got).toEqual(expected);
  });

  it('never shares objects with the defaults', () => {
    const a = fillBranding({});
    a.display_options.button_radius.radius = 99;
    expect(DEFAULT_BRANDING.display_options.button_radius.radius).toBe(5);
  });
});
