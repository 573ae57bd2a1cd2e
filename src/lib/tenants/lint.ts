import type { Branding } from '../../generated/branding';
import { DEFAULT_BRANDING, fillBranding } from '../branding/defaults.ts';
import { contrastRatio, AA_NORMAL_TEXT } from '../branding/contrast.ts';
import { parseGradient } from '../branding/gradient.ts';
import { themeMode, themeTokens } from '../branding/theme.ts';
import { isSitePath } from './formats.ts';
import type { Issue } from './validate.ts';

/** Branding fields that name a file to load (as opposed to a page to link to). */
const ASSET_FIELDS = [
  'logo_url',
  'hero_image_url',
  'gift_card_image',
  'favicon_url',
  'menu_logo_url',
  'fonts.regular_font.font_url',
  'fonts.regular_bold_font.font_url',
  'fonts.header_font.font_url',
  'fonts.button_font.font_url',
  'markers.user_marker',
  'markers.store_marker',
  'display_options.icons.profile',
  'display_options.icons.cart',
  'display_options.loading_logo_url',
] as const;

function get(obj: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
      obj,
    );
}

function contrastWarning(
  path: string,
  what: string,
  fg: string,
  bg: string,
  mode: string,
  fix: string,
): Issue | undefined {
  const ratio = contrastRatio(fg, bg);
  if (ratio >= AA_NORMAL_TEXT) return undefined;
  return {
    path,
    message: `${what} (${fg} on ${bg}) has a contrast of ${ratio}:1 in ${mode} mode, below WCAG AA's ${AA_NORMAL_TEXT}:1`,
    hint: fix,
  };
}

/**
 * Warnings about a tenant's schema-valid branding (the whole file's, or what usableBranding kept
 * of a broken one): palette contrast below WCAG AA, gradient colours that docs/product.md §5 would
 * drop or clamp, and local assets that do not exist.
 * @param assetExists tells whether a site path such as /logo.svg exists for this tenant.
 */
export function lintTenant(
  tenant: { id: string; branding?: Branding | undefined },
  assetExists: (sitePath: string) => boolean,
): Issue[] {
  const warnings: Issue[] = [];
  if (!tenant.branding) return warnings;
  const b = fillBranding(tenant.branding);
  const mode = themeMode(b);
  const t = themeTokens(b, DEFAULT_BRANDING);
  const checks = [
    contrastWarning(
      'branding.primary_text_color',
      'Primary text on primary',
      t.color.primaryText,
      t.color.primary,
      mode,
      'pick a primary_text_color that stands out more from primary_color',
    ),
    contrastWarning(
      b.fonts.regular_font.font_color
        ? 'branding.fonts.regular_font.font_color'
        : 'branding.background_color',
      'Text on background',
      t.color.text,
      t.color.background,
      mode,
      b.fonts.regular_font.font_color
        ? 'pick a font_color that stands out more from background_color'
        : `pick a background_color that suits ${mode} mode${mode === 'light' ? ' (or set dark_mode_enabled)' : ''}`,
    ),
    t.color.heading !== t.color.text
      ? contrastWarning(
          'branding.fonts.header_font.font_color',
          'Headings on background',
          t.color.heading,
          t.color.background,
          mode,
          'pick a header font_color that stands out more from background_color',
        )
      : undefined,
  ];
  for (const w of checks) if (w) warnings.push(w);

  const gradient = tenant.branding.other_colors?.rewards?.card_gradient_color;
  for (const p of parseGradient(gradient).problems) {
    const path = `branding.other_colors.rewards.card_gradient_color[${p.index}]`;
    if (p.problem === 'not-a-colour')
      warnings.push({
        path: `${path}.hex`,
        message: `${JSON.stringify(p.value ?? null)} is not a colour, so this stop is ignored`,
        hint: 'use #RRGGBB',
      });
    if (p.problem === 'opacity-not-a-number')
      warnings.push({
        path: `${path}.opacity`,
        message: `${JSON.stringify(p.value ?? null)} is not a number, so this stop is ignored`,
        hint: 'use a number from 0 to 100',
      });
    if (p.problem === 'opacity-clamped')
      warnings.push({
        path: `${path}.opacity`,
        message: `${JSON.stringify(p.value)} is outside 0–100 and will be clamped`,
        hint: 'use a number from 0 to 100',
      });
  }

  for (const field of ASSET_FIELDS) {
    const value = get(tenant.branding, field);
    if (typeof value === 'string' && isSitePath(value) && !assetExists(value)) {
      warnings.push({
        path: `branding.${field}`,
        message: `'${value}' does not exist`,
        hint: `add public/t/${tenant.id}${value} (or public${value}), or fix the path`,
      });
    }
  }
  return warnings;
}
