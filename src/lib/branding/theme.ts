import type { Font } from '../../generated/branding';
import type { ResolvedBranding } from './defaults.ts';
import { COLOR_RE } from './colour.ts';

/** Text colour when the branding's regular font names none, per mode. */
export const DEFAULT_TEXT_COLOR = { light: '#1a1a1a', dark: '#f2f2f2' } as const;
/** Border colour per mode (docs/product.md §9). */
export const BORDER_COLOR = { light: '#e6e3e3', dark: '#3b3b3b' } as const;

/** The storefront's design tokens for one chain; its shape mirrors the theme contract. */
export interface ThemeTokens {
  color: {
    primary: string;
    primaryText: string;
    background: string;
    text: string;
    heading: string;
    surface: string;
    passive: string;
    border: string;
    success: string;
    rewardsBorder: string;
    rewardsSurface: string;
    rewardsText: string;
  };
  font: { body: string; bodyBold: string; heading: string; button: string };
  scale: { body: string; heading: string; button: string };
  radius: { button: string };
}

/** A web font the shell declares with @font-face. */
export interface FontFace {
  family: string;
  src: string;
}

// "Inter Fallback" (src/theme/global.css.ts) is Arial sized to Inter's metrics: the face a first
// visit shows until Inter is cached, so the later swap moves nothing. Every family before the one
// that matches is looked up as a page first lays out its text (on Linux a round trip to the browser
// process each), so the stack names no face a device is unlikely to have: not Inter installed
// locally, nor the default branding's font names.
const FALLBACK_STACK =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * The default branding's font names (docs/product.md, "Default branding"): names of the storefront's
 * own faces, not of any font a device has. Without a file of their own they stand for Inter.
 */
export const DEFAULT_FONT_NAMES: ReadonlySet<string> = new Set([
  'TextFont',
  'TextBoldFont',
  'HeaderFont',
  'ButtonFont',
]);

function family(font: Font | undefined): string {
  const name = font?.font_name?.replace(/["\\;{}<>]/g, '').trim();
  if (!name || (DEFAULT_FONT_NAMES.has(name) && !font?.font_url)) return FALLBACK_STACK;
  return `"${name}", ${FALLBACK_STACK}`;
}

function scale(font: Font | undefined): string {
  // size_multiplier is only ever set by a tenant, whereas font_size_multiplier may be a filled-in default.
  const value = font?.size_multiplier ?? font?.font_size_multiplier ?? 1;
  return String(typeof value === 'number' && value > 0 && value <= 4 ? value : 1);
}

/** A branding colour, or the fallback when it is not #RRGGBB (live theme-configs are not validated). */
function colour(value: string | undefined, fallback: string): string {
  return value && COLOR_RE.test(value) ? value : fallback;
}

/**
 * The colours that stand in for a branding colour that is not #RRGGBB: the built-in branding's
 * (docs/product.md §9). The build passes DEFAULT_BRANDING; a live tenant's page passes the branding
 * its shell states, which is those defaults, so the browser needs no copy of its own.
 */
export interface ColourFallbacks {
  primary_color: string;
  primary_text_color: string;
  background_color: string;
  gray_color: string;
  passive_color: string;
  display_options: { custom_green_color: string };
  other_colors: {
    rewards: { success_border: string; success_surface: string; success_text: string };
  };
}

/** The palette mode of a branding. */
export function themeMode(b: ResolvedBranding): 'light' | 'dark' {
  return b.dark_mode_enabled ? 'dark' : 'light';
}

/**
 * Derives the design tokens from resolved branding; a colour that is not #RRGGBB takes its
 * fallback's (live theme-configs are not validated).
 * @example themeTokens(fillBranding({}), DEFAULT_BRANDING).radius.button // '5px'
 */
export function themeTokens(b: ResolvedBranding, d: ColourFallbacks): ThemeTokens {
  const mode = themeMode(b);
  const text = colour(b.fonts.regular_font.font_color, DEFAULT_TEXT_COLOR[mode]);
  const radius = b.display_options.button_radius;
  const rewards = b.other_colors.rewards;
  const dr = d.other_colors.rewards;
  return {
    color: {
      primary: colour(b.primary_color, d.primary_color),
      primaryText: colour(b.primary_text_color, d.primary_text_color),
      background: colour(b.background_color, d.background_color),
      text,
      heading: colour(b.fonts.header_font.font_color, text),
      surface: colour(b.gray_color, d.gray_color),
      passive: colour(b.passive_color, d.passive_color),
      border: BORDER_COLOR[mode],
      success: colour(b.display_options.custom_green_color, d.display_options.custom_green_color),
      rewardsBorder: colour(rewards.success_border, dr.success_border),
      rewardsSurface: colour(rewards.success_surface, dr.success_surface),
      rewardsText: colour(rewards.success_text, dr.success_text),
    },
    font: {
      body: family(b.fonts.regular_font),
      bodyBold: family(b.fonts.regular_bold_font),
      heading: family(b.fonts.header_font),
      button: family(b.fonts.button_font),
    },
    scale: {
      body: scale(b.fonts.regular_font),
      heading: scale(b.fonts.header_font),
      button: scale(b.fonts.button_font),
    },
    radius: {
      button: `${radius.enabled && Number.isFinite(radius.radius) ? Math.min(999, Math.max(0, radius.radius)) : 5}px`,
    },
  };
}

/** The @font-face rules a branding needs: one per distinct (name, file) pair. */
export function fontFaces(b: ResolvedBranding): FontFace[] {
  const faces = new Map<string, FontFace>();
  for (const font of Object.values(b.fonts) as Font[]) {
    if (!font.font_url || !font.font_name) continue;
    const face = { family: font.font_name.replace(/["\\;{}<>]/g, '').trim(), src: font.font_url };
    faces.set(`${face.family}|${face.src}`, face);
  }
  return [...faces.values()];
}

/** CSS format() hint for a font file, from its extension. */
export function fontFormat(url: string): string | undefined {
  const ext = /\.(woff2?|ttf|otf)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return ext
    ? (
        { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' } as Record<string, string>
      )[ext]
    : undefined;
}
