/**
 * Calls a page starts while its HTML is parsed, before any of its modules has loaded: the call
 * then travels while the scripts download, instead of after them (docs/architecture.md §8: LCP).
 * The page writes early-script.ts's text inline at build time; it sends the request as callApi
 * would and leaves the pending answer on `window`, and the module that needs it takes it with
 * takeEarly and reads it itself. Imports nothing: a module that must not wait for the islands'
 * code (and React with them) can use it.
 */

/** The name a runtime-branded shell keeps its theme-config call under (src/layouts/Shell.astro). */
export const EARLY_THEME = 'siteTheme';

/** Where the inline script leaves each pending answer, by name. */
export const EARLY_SLOT = '__sfEarly';

type Pending = Record<string, Promise<Response> | undefined>;

/** The answer an inline script asked for under `name`, once: a second caller asks itself. */
export function takeEarly(name: string): Promise<Response> | undefined {
  const pending = (globalThis as { [EARLY_SLOT]?: Pending })[EARLY_SLOT];
  const answer = pending?.[name];
  if (pending) delete pending[name];
  return answer;
}
