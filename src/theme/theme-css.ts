import type { ResolvedBranding } from '../lib/branding/defaults.ts';
import {
  fontFaces,
  fontFormat,
  themeMode,
  themeTokens,
  type ColourFallbacks,
} from '../lib/branding/theme.ts';
import { themeVarName } from './var-name.ts';

/** Drops characters that could end a declaration or the <style> element. */
function cssValue(v: string): string {
  return v.replace(/[;{}<>\n\r\\]/g, '');
}

function declarations(
  tokens: object,
  path: readonly string[],
  out: [string, string][],
): [string, string][] {
  for (const [key, value] of Object.entries(tokens)) {
    if (typeof value === 'string') out.push([themeVarName([...path, key]), cssValue(value)]);
    else declarations(value as object, [...path, key], out);
  }
  return out;
}

/**
 * Every contract custom property with the tenant's value, e.g. ['--sf-color-primary', '#B3261E'];
 * a colour that is not #RRGGBB takes its fallback's.
 */
export function themeDeclarations(b: ResolvedBranding, d: ColourFallbacks): [string, string][] {
  return declarations(themeTokens(b, d), [], []);
}

const FACE_WEIGHTS: Record<string, string> = {
  regular_font: '400',
  regular_bold_font: '700',
  header_font: '700',
  button_font: '600',
};

/** A web font of the tenant, ready for @font-face or the FontFace API. */
export interface ThemeFontFace {
  family: string;
  /** The src descriptor: url("…") format("…"). */
  source: string;
  weight: string;
}

/**
 * The tenant's fonts (docs/product.md §3 fonts with a font_url), each with the weight of its role.
 */
export function themeFontFaces(b: ResolvedBranding): ThemeFontFace[] {
  return fontFaces(b).map(({ family, src }) => {
    const role =
      Object.entries(b.fonts).find(([, f]) => f?.font_url === src)?.[0] ?? 'regular_font';
    const fmt = fontFormat(src);
    return {
      family,
      source: `url("${src.replace(/["\\\n\r<>()]/g, '')}")${fmt ? ` format("${fmt}")` : ''}`,
      weight: FACE_WEIGHTS[role] ?? '400',
    };
  });
}

/**
 * The tenant's theme as CSS: @font-face rules for its fonts, then every contract variable on :root
 * with the colour scheme of its mode.
 * @example themeCss(fillBranding({}), DEFAULT_BRANDING) // '…:root{--sf-color-primary:#000000;…;color-scheme:light}'
 */
export function themeCss(b: ResolvedBranding, d: ColourFallbacks): string {
  const faces = themeFontFaces(b).map(
    (f) =>
      `@font-face{font-family:"${f.family}";src:${f.source};font-weight:${f.weight};font-style:normal;font-display:swap}`,
  );
  const decls = themeDeclarations(b, d).map(([name, value]) => `${name}:${value}`);
  return `${faces.join('')}:root{${decls.join(';')};color-scheme:${themeMode(b)}}`;
}
