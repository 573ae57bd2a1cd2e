/**
 * The feature flags as the islands read them (SPEC §1 feature-flag service). The last values the
 * flag service gave are kept in localStorage, so a page does not show a switched-off feature for a
 * moment before the service answers; until it first answers, the safe defaults apply.
 */
import { FLAG_DEFAULTS, type Flags } from '../../lib/flags/defaults.ts';
import { persistent } from '../persist/local.ts';

const isFlags = (v: unknown): v is Flags =>
  !!v &&
  typeof v === 'object' &&
  Object.keys(FLAG_DEFAULTS).every((k) => typeof (v as Record<string, unknown>)[k] === 'boolean');

export const $flags = persistent<Flags>('featureFlags', isFlags, { ...FLAG_DEFAULTS });

/** Publishes the values the flag client evaluated. */
export function setFlags(flags: Flags): void {
  const current = $flags.get();
  if (Object.keys(flags).some((k) => current[k as keyof Flags] !== flags[k as keyof Flags]))
    $flags.set({ ...flags });
}
