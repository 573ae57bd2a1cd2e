/**
 * How a live tenant's runtime branding (live-branding.ts) hands the branding it applied to the
 * islands' branding store (src/stores/chain/config.ts) without importing it: the store's code
 * travels with React, and the branding must not wait for React to download. The shell's
 * sf-branding tag is rewritten with it, for a store that starts later, and this event tells one
 * that has started.
 */
export const BRANDING_EVENT = 'sf:branding';

/** The shell's tag stating the page's branding (src/layouts/Shell.astro). */
export const BRANDING_TAG_ID = 'sf-branding';
