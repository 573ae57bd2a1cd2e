/**
 * The feature flags as the islands read them (docs/product.md §1 feature-flag service): the safe
 * defaults until the tenant's flag client (src/integrations/flags/) publishes what the service
 * answered.
 */
import { atom } from 'nanostores';
import { FLAG_DEFAULTS, type Flags } from '../../lib/flags/defaults.ts';

export const $flags = atom<Flags>({ ...FLAG_DEFAULTS });

/** Publishes the values the flag client evaluated. */
export function setFlags(flags: Flags): void {
  const current = $flags.get();
  if (Object.keys(flags).some((k) => current[k as keyof Flags] !== flags[k as keyof Flags]))
    $flags.set({ ...flags });
}
