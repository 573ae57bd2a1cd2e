/**
 * The OpenFeature Remote Evaluation Protocol (OFREP), the OpenFeature standard's wire protocol,
 * as the storefront's flag client speaks it (docs/product.md §1 feature-flag service, §9 refresh
 * every 15 s): bulk evaluation `POST <base>/ofrep/v1/evaluate/flags` with `{ context }`, answered
 * `{ flags: [{ key, value, reason, variant? } | { key, errorCode }] }` with an ETag, or 304 Not
 * Modified to `If-None-Match`; 429 may say when to ask again (Retry-After). Pure.
 */
import { FLAG_DEFAULTS, type Flags } from './defaults.ts';
import { parseFlagDocument, type FlagDocument } from './flags.ts';

export const OFREP_BULK_PATH = '/ofrep/v1/evaluate/flags';

/**
 * The bulk evaluation URL under a flag service's base URL.
 * @example ofrepBulkUrl('https://flags.example.com/') // 'https://flags.example.com/ofrep/v1/evaluate/flags'
 */
export function ofrepBulkUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}${OFREP_BULK_PATH}`;
}

/**
 * The evaluated values of a bulk answer, leaving out flags that failed (`errorCode`) or are not
 * scalars; null when the body is not a bulk answer at all.
 * @example parseBulkEvaluation({ flags: [{ key: 'gift-cards', value: false, reason: 'STATIC' }] }) // { 'gift-cards': false }
 */
export function parseBulkEvaluation(body: unknown): FlagDocument | null {
  if (!body || typeof body !== 'object' || !('flags' in body) || !Array.isArray(body.flags))
    return null;
  const values: Record<string, unknown> = {};
  for (const flag of body.flags as unknown[]) {
    if (!flag || typeof flag !== 'object' || !('key' in flag) || typeof flag.key !== 'string')
      continue;
    if ('errorCode' in flag || !('value' in flag)) continue;
    values[flag.key] = flag.value;
  }
  return parseFlagDocument({ flags: values });
}

/**
 * A bulk answer for a flag document, as a flag service built on it would send (the sandbox's).
 * @example bulkEvaluation({ a: true }) // { flags: [{ key: 'a', value: true, reason: 'STATIC', variant: 'true' }] }
 */
export function bulkEvaluation(doc: FlagDocument): {
  flags: { key: string; value: FlagDocument[string]; reason: 'STATIC'; variant: string }[];
} {
  return {
    flags: Object.entries(doc).map(([key, value]) => ({
      key,
      value,
      reason: 'STATIC',
      variant: String(value),
    })),
  };
}

/**
 * A strong ETag for a response body (FNV-1a, 32 bits): equal bodies, equal tags.
 * @example etagOf('{}') === etagOf('{}') // true
 */
export function etagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `"${(hash >>> 0).toString(16).padStart(8, '0')}"`;
}

/**
 * When a 429's Retry-After (seconds or an HTTP date) allows the next request; `nowMs` when absent
 * or unreadable, and at most an hour away.
 * @example retryAt('30', 1_000) // 31_000
 */
export function retryAt(header: string | null, nowMs: number): number {
  if (!header) return nowMs;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - nowMs;
  return Number.isFinite(seconds) ? nowMs + Math.min(Math.max(seconds, 0), 3_600_000) : nowMs;
}

/**
 * The storefront's flags from an evaluated document: each known flag's value when it is a boolean,
 * else its safe default.
 * @example flagValues({ 'gift-cards': 'no' }) // { 'gift-cards': true }
 */
export function flagValues(doc: FlagDocument): Flags {
  return Object.fromEntries(
    Object.entries(FLAG_DEFAULTS).map(([key, fallback]) => {
      const value = doc[key];
      return [key, typeof value === 'boolean' ? value : fallback];
    }),
  ) as Flags;
}
