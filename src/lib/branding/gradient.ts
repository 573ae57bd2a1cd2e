import { COLOR_RE } from './colour.ts';

/** One usable gradient stop: colour and alpha in 0–1. */
export interface GradientStop {
  hex: string;
  alpha: number;
}

/** Why a raw gradient entry was dropped or changed, for the branding linter. */
export interface GradientProblem {
  index: number;
  problem: 'not-a-colour' | 'opacity-not-a-number' | 'opacity-clamped';
  value: unknown;
}

function numericOpacity(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw)))
    return Number(raw);
  return undefined;
}

/**
 * Reads card gradient colours (docs/product.md §5 "Branding values"): an entry counts only as
 * #RRGGBB with a numeric opacity; the opacity is divided by 100 and clamped to 0–1. Also reports
 * each problem.
 * @example parseGradient([{ hex: '#FF0000', opacity: 150 }]).stops // [{ hex: '#FF0000', alpha: 1 }]
 */
export function parseGradient(entries: unknown): {
  stops: GradientStop[];
  problems: GradientProblem[];
} {
  const stops: GradientStop[] = [];
  const problems: GradientProblem[] = [];
  if (!Array.isArray(entries)) return { stops, problems };
  entries.forEach((entry, index) => {
    const { hex, opacity } = (entry ?? {}) as { hex?: unknown; opacity?: unknown };
    if (typeof hex !== 'string' || !COLOR_RE.test(hex)) {
      problems.push({ index, problem: 'not-a-colour', value: hex });
      return;
    }
    const n = numericOpacity(opacity);
    if (n === undefined) {
      problems.push({ index, problem: 'opacity-not-a-number', value: opacity });
      return;
    }
    const alpha = Math.min(1, Math.max(0, n / 100));
    if (alpha !== n / 100) problems.push({ index, problem: 'opacity-clamped', value: opacity });
    stops.push({ hex, alpha });
  });
  return { stops, problems };
}

/** CSS linear-gradient of the stops, or undefined when there are none. */
export function gradientCss(stops: readonly GradientStop[], angle = 135): string | undefined {
  if (stops.length === 0) return undefined;
  const colours = stops.map(({ hex, alpha }) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  });
  return `linear-gradient(${angle}deg, ${colours.length === 1 ? `${colours[0]}, ${colours[0]}` : colours.join(', ')})`;
}
