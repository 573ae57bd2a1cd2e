/**
 * The server bundle's entry (astro.config.mjs puts it in place of @astrojs/node's): the adapter's
 * handler and the storefront server built from one module graph, so each module, and whatever
 * state it keeps, exists once per process. scripts/serve.ts imports this from the build
 * (`dist/server/entry.mjs`) and imports nothing of `src/` that is also in it.
 */
export { handler } from '@astrojs/node/server.js';
export { createStorefront } from './storefront.ts';
export type { AstroHandler, Storefront, StorefrontOptions } from './storefront.ts';
