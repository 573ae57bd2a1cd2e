/**
 * The Rewards screen's colours (docs/product.md §3 other_colors.rewards and
 * display_options.custom_green_color, docs/product.md §9 defaults) made readable: a tenant's colour
 * is used for text only where it reaches WCAG AA on what it sits on, so every chain's page passes,
 * light or dark.
 */
import { AA_NORMAL_TEXT, contrastRatio } from '../branding/contrast.ts';
import type { GradientStop } from '../branding/gradient.ts';
import { COLOR_RE } from '../branding/colour.ts';

const BLACK = '#000000';
const WHITE = '#ffffff';

/**
 * The first candidate readable on `background` (AA for normal text), else black or white,
 * whichever reads better. Candidates that are not #RRGGBB are skipped.
 * @example readableColor(['#8FF4C5'], '#ffffff') // '#000000'
 */
export function readableColor(
  candidates: readonly (string | undefined)[],
  background: string,
): string {
  const bg = COLOR_RE.test(background) ? background : WHITE;
  for (const c of candidates)
    if (c && COLOR_RE.test(c) && contrastRatio(c, bg) >= AA_NORMAL_TEXT) return c;
  return contrastRatio(BLACK, bg) >= contrastRatio(WHITE, bg) ? BLACK : WHITE;
}

const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
const toHex = (n: number) => Math.round(n).toString(16).padStart(2, '0');

/**
 * A gradient stop as it looks over the page background (alpha compositing).
 * @example blend({ hex: '#000000', alpha: 0.5 }, '#ffffff') // '#808080'
 */
export function blend(stop: GradientStop, background: string): string {
  const bg = COLOR_RE.test(background) ? background : WHITE;
  return `#${[1, 3, 5]
    .map((i) => toHex(channel(stop.hex, i) * stop.alpha + channel(bg, i) * (1 - stop.alpha)))
    .join('')}`;
}

/**
 * Text colour for the points card drawn with the card gradient (docs/product.md §5 "Branding
 * values"): black or white, whichever keeps the better worst-case contrast over every stop of the
 * gradient.
 * @example cardTextColor([{ hex: '#1F2A44', alpha: 1 }], '#ffffff') // '#ffffff'
 */
export function cardTextColor(stops: readonly GradientStop[], background: string): string {
  const shown = stops.length > 0 ? stops.map((s) => blend(s, background)) : [background];
  const worst = (text: string) => Math.min(...shown.map((c) => contrastRatio(text, c)));
  return worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
}

/** The text colours of the Rewards screen, each readable on what it sits on. */
export interface RewardPalette {
  /** On the points card (the card gradient over the page). */
  card: string;
  /** On the success surface ("Ready to redeem"). */
  badge: string;
  /** Earned points on the page background. */
  gain: string;
}

/**
 * Picks the Rewards screen's text colours from branding (docs/product.md §3 other_colors.rewards,
 * custom green; docs/product.md §9 defaults): the tenant's success colours where they read well,
 * else black or white.
 * @example rewardPalette({ background: '#ffffff', surface: '#8FF4C5', successText: '#009440', green: '#17873e', stops: [] }).gain // '#17873e'
 */
export function rewardPalette(c: {
  background: string;
  surface: string;
  successText: string;
  green: string;
  stops: readonly GradientStop[];
}): RewardPalette {
  return {
    card: cardTextColor(c.stops, c.background),
    badge: readableColor([c.successText, c.green], c.surface),
    gain: readableColor([c.green, c.successText], c.background),
  };
}
