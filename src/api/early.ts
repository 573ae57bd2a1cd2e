/**
 * Calls a page starts while its HTML is parsed, before any of its modules has loaded: the call
 * then travels while the scripts download, instead of after them (docs/architecture.md §8: LCP).
 * The page writes src/layouts/early-script.ts's text inline at build time; it sends the request
 * as callApi would and leaves the pending answer on `window`, and the module that needs it takes
 * it with takeEarly and reads it itself (answerOf in client.ts). Imports nothing, and travels in
 * the file every page loads first (scripts/chunk-groups.ts, boot): a module that must not wait for
 * the islands' code (and React with them) can use it.
 */

/** The name a runtime-branded shell keeps its theme-config call under (src/layouts/Shell.astro). */
export const EARLY_THEME = 'siteTheme';

/**
 * The names Order quote keeps its order's and its store's calls under: the order named by the
 * page's address, the store the guest last chose (src/stores/quote/quote.ts).
 */
export const EARLY_QUOTE_ORDER = 'quoteOrder';
export const EARLY_QUOTE_STORE = 'quoteStore';

/** Where the inline script leaves each pending answer, by name. */
export const EARLY_SLOT = '__sfEarly';

type Pending = Record<string, Promise<Response> | undefined>;

/**
 * The name a call is kept under when its path has parameters read as the page runs: the call's name
 * and their values, so a reader only takes the answer to the very call it would make.
 * @example earlyKey(EARLY_QUOTE_ORDER, [42]) // 'quoteOrder:42'
 */
export function earlyKey(name: string, values: readonly (string | number)[] = []): string {
  return [name, ...values].join(':');
}

/** The answer an inline script asked for under `name`, once: a second caller asks itself. */
export function takeEarly(name: string): Promise<Response> | undefined {
  const pending = (globalThis as { [EARLY_SLOT]?: Pending })[EARLY_SLOT];
  const answer = pending?.[name];
  if (pending) delete pending[name];
  return answer;
}
