/**
 * Feature flags the storefront reads from the tenant's flag service (docs/product.md §1 "a
 * feature-flag service"; docs/product.md §9: flags refresh every 15 s). Each flag has a safe
 * default, used until the service answers and whenever it answers something unusable, so a flag
 * service outage never hides a feature.
 */
export const FLAG_REFRESH_MS = 15_000;

export { FLAG_DEFAULTS, type FlagKey, type Flags } from './defaults.ts';

export type FlagValue = boolean | string | number;
export type FlagDocument = Readonly<Record<string, FlagValue>>;

const MAX_FLAGS = 200;
const KEY = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/**
 * The flag service's answer `{ "flags": { "<key>": value } }`, keeping only well-formed keys with
 * boolean, string (≤ 500 characters) or finite number values; null when the body is not that shape.
 * @example parseFlagDocument({ flags: { 'gift-cards': false } }) // { 'gift-cards': false }
 */
export function parseFlagDocument(body: unknown): FlagDocument | null {
  if (!body || typeof body !== 'object' || !('flags' in body)) return null;
  const flags = body.flags;
  if (!flags || typeof flags !== 'object' || Array.isArray(flags)) return null;
  const out: Record<string, FlagValue> = {};
  for (const [key, value] of Object.entries(flags).slice(0, MAX_FLAGS)) {
    if (!KEY.test(key)) continue;
    if (
      typeof value === 'boolean' ||
      (typeof value === 'string' && value.length <= 500) ||
      (typeof value === 'number' && Number.isFinite(value))
    )
      out[key] = value;
  }
  return out;
}

/**
 * How long until the next refresh: 15 s after the last one, at once when that is past. The caller
 * only waits while the page is visible (a hidden tab does not poll).
 * @example refreshDelay(1_000, 10_000) // 6_000
 */
export function refreshDelay(lastRefreshMs: number | null, nowMs: number): number {
  if (lastRefreshMs === null) return 0;
  return Math.max(0, lastRefreshMs + FLAG_REFRESH_MS - nowMs);
}
