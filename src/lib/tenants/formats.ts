/** Custom string formats of the storefront's JSON Schemas, shared by ajv and the linter. */

import { COLOR_RE } from '../branding/colour.ts';

export { COLOR_RE };

/** Whether text holds a blank or a control character (code below 32, or DEL). */
export function hasBlankOrControl(value: string): boolean {
  return (
    /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
  );
}

/**
 * An absolute http(s) URL with a host and no user name or password. Blanks and control characters
 * are refused because the URL parser silently drops some of them (`https://exa\tmple.com`).
 * @example isHttpUrl('javascript:alert(1)') // false
 */
export function isHttpUrl(value: string): boolean {
  // `https:///x` and backslashes are read by the URL parser in surprising ways: refused.
  if (!/^https?:\/\/[^/\\]/i.test(value) || value.includes('\\') || hasBlankOrControl(value))
    return false;
  try {
    const url = new URL(value);
    return Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A plain-http URL: allowed for local development, warned about everywhere. */
export function isPlainHttpUrl(value: string): boolean {
  return /^http:\/\//i.test(value) && isHttpUrl(value);
}

/** An absolute https URL (what a page may link to or load without mixed content). */
export function isHttpsUrl(value: string): boolean {
  return /^https:\/\//i.test(value) && isHttpUrl(value);
}

/** A site path such as /logo.svg: starts with one slash, no spaces, no dot segments. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) && !/(^|\/)\.\.?(\/|$)/.test(value);
}

/** The formats ajv learns in addition to ajv-formats' standard ones. */
export const customFormats = {
  color: COLOR_RE,
  'url-or-path': (v: string) => isHttpUrl(v) || isSitePath(v),
  'url-or-path-or-empty': (v: string) => v === '' || isHttpUrl(v) || isSitePath(v),
  'api-base': (v: string) => v === 'sandbox' || isHttpUrl(v),
  'https-or-path': (v: string) => isHttpsUrl(v) || isSitePath(v),
  'web-url': isHttpUrl,
  'url-list': (v: string) => v.split(',').every((part) => isHttpUrl(part.trim())),
} as const;

/** Plain words and a hint for a value that breaks a format. */
export const formatHints: Record<string, { what: string; hint: string }> = {
  color: { what: 'is not a colour', hint: 'use #RRGGBB' },
  'url-or-path': {
    what: 'is not a URL or a site path',
    hint: 'use https://… or a path such as /logo.svg',
  },
  'url-or-path-or-empty': {
    what: 'is not a URL or a site path',
    hint: 'use https://…, a path such as /menu, or "" for Home',
  },
  'api-base': {
    what: 'is not an API base',
    hint: 'use an https:// URL (http:// only for local development) or "sandbox"',
  },
  'https-or-path': {
    what: 'is not an https URL or a site path',
    hint: 'use https://… or a path such as /content/news.svg',
  },
  'web-url': {
    what: 'is not an https URL',
    hint: 'use an absolute URL such as https://example.com/',
  },
  'url-list': {
    what: 'is not a comma-separated list of https URLs',
    hint: 'use https://a.example/back, https://b.example/back',
  },
  date: { what: 'is not a date', hint: 'use YYYY-MM-DD, e.g. 2026-11-24' },
  uri: { what: 'is not a URL', hint: 'use an absolute URL such as https://example.com/' },
  hostname: {
    what: 'is not a host name',
    hint: 'use a name such as order.example.com, without scheme or port',
  },
};
