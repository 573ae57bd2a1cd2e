/**
 * A page of a chain's other language lives under its language's segment (`/fr-ca/301/checkout`,
 * docs/architecture.md §4b). Code that reads the page's own path (its store, its order, whether it
 * is Home) reads it without that segment, and sends the guest on in the page's language. Each
 * build is in one language (`#messages`), so the segment to look for is its own.
 */
import * as m from '#messages';
import { localeSegment } from './locales.ts';

const PREFIX = `/${localeSegment(m.LOCALE)}`;

/** The language segment `pathname` starts with ('' on a page of the chain's default language). */
function prefixOf(pathname: string): string {
  const head = pathname.slice(0, PREFIX.length + 1).toLowerCase();
  return head === PREFIX || head === `${PREFIX}/` ? pathname.slice(0, PREFIX.length) : '';
}

/**
 * The storefront's path of a page, without its language segment.
 * @example pagePath('/fr-ca/301/checkout') // '/301/checkout' (in the French build)
 */
export function pagePath(pathname: string): string {
  const prefix = prefixOf(pathname);
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * `path` in the language of the page at `pathname`.
 * @example inPageLanguage('/', '/fr-ca/301') // '/fr-ca' (in the French build)
 */
export function inPageLanguage(path: string, pathname: string): string {
  const prefix = prefixOf(pathname);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
