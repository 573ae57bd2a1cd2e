/**
 * The feature flags the storefront reads, each with the safe default used until the flag service
 * answers (docs/product.md §1). Apart from the client (./flags.ts), so the pages that only read
 * flags carry no more than this.
 */
export const FLAG_DEFAULTS = {
  /** The Gift Cards entry of the profile menu (when the store configuration offers it). */
  'gift-cards': true,
} as const;

export type FlagKey = keyof typeof FLAG_DEFAULTS;
export type Flags = { [K in FlagKey]: boolean };
