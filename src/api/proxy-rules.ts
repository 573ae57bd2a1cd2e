/**
 * The proxy's refusal rules as pure functions, so each one is tested on its own.
 */
import { isPrintableAscii } from '../lib/http/header-value.ts';

/** A refusal: HTTP status, machine code and the message the caller sees. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
}

const refuse = (status: number, code: string, message: string): Refusal => ({
  status,
  code,
  message,
});

const SPACE = /\s/;

/** Control characters (C0 and DEL) or whitespace anywhere in `text`. */
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // ASCII's whitespace is the space and C0 characters; the rest of \s lies above ASCII.
    if (code <= 0x20 || code === 0x7f || (code > 0x7f && SPACE.test(text[i]!))) return true;
  }
  return false;
}

/**
 * Checks an API path before it is matched: only a plain absolute path may pass — no URL, host,
 * credentials, dot segments, backslashes, encoded characters, query, fragment or control characters.
 * @example checkPath('/stores/../admin') // { status: 400, code: 'dot_segment', … }
 */
export function checkPath(path: unknown): Refusal | undefined {
  if (typeof path !== 'string' || path.length === 0)
    return refuse(400, 'bad_path', 'path must be a string such as /stores/12');
  if (path.length > 512) return refuse(400, 'bad_path', 'path is too long');
  if (hasControlOrSpace(path))
    return refuse(
      400,
      'control_chars',
      'path must not contain spaces, line breaks or control characters',
    );
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//'))
    return refuse(400, 'absolute_url', 'Send an API path such as /stores/12, not a URL');
  if (!path.startsWith('/')) return refuse(400, 'bad_path', 'path must start with /');
  if (path.includes('\\')) return refuse(400, 'backslash', 'path must not contain backslashes');
  if (path.includes('@')) return refuse(400, 'at_sign', 'path must not contain @');
  if (path.includes('%')) return refuse(400, 'encoded', 'path must not contain encoded characters');
  if (/[?#]/.test(path))
    return refuse(400, 'query_in_path', 'Send query parameters in payload, not in path');
  if (/(^|\/)\.{1,2}(\/|$)/.test(path))
    return refuse(400, 'dot_segment', 'path must not contain . or .. segments');
  if (path.slice(1).includes('//'))
    return refuse(400, 'empty_segment', 'path must not contain empty segments');
  return undefined;
}

/** The media type of a Content-Type header, lower-cased. */
function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * CSRF: only same-origin JSON requests with the X-Storefront header pass. Browsers always send
 * Sec-Fetch-Site and/or Origin on a cross-site POST; a request with neither (a server-side client)
 * is judged by the custom header and the content type, which a cross-site form cannot forge.
 */
export function checkCsrf(headers: Pick<Headers, 'get'>, host: string | null): Refusal | undefined {
  if (mediaType(headers.get('content-type')) !== 'application/json')
    return refuse(415, 'content_type', 'Send the request as application/json');
  if (headers.get('x-storefront') !== '1')
    return refuse(403, 'missing_header', 'The X-Storefront: 1 header is required');
  return checkSameOrigin(headers, host);
}

/**
 * The origin half of checkCsrf, for requests that cannot carry a custom header (a form post):
 * Sec-Fetch-Site, when sent, must say same-origin, and Origin, when sent, must be this host.
 */
export function checkSameOrigin(
  headers: Pick<Headers, 'get'>,
  host: string | null,
): Refusal | undefined {
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin')
    return refuse(403, 'cross_site', 'Cross-site requests are not accepted');
  const origin = headers.get('origin');
  if (origin !== null) {
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return refuse(403, 'cross_site', 'Cross-site requests are not accepted');
    }
    if (!host || originHost.toLowerCase() !== host.toLowerCase())
      return refuse(403, 'cross_site', 'Cross-site requests are not accepted');
  }
  return undefined;
}

// Parsed once per API base: the bases come from the server's tenant registry, so they are few.
const baseUrls = new Map<string, URL | undefined>();

/** A tenant API base as a URL ending in `/`, or undefined when it is not a URL. */
function baseUrlOf(base: string): URL | undefined {
  if (baseUrls.has(base)) return baseUrls.get(base);
  let url: URL | undefined;
  try {
    url = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    url = undefined;
  }
  if (baseUrls.size >= 100) baseUrls.clear();
  baseUrls.set(base, url);
  return url;
}

/**
 * Builds the upstream URL inside the tenant's API base with the URL parser, and proves it stayed
 * there (same origin, under the base path).
 */
export function upstreamUrl(
  base: string,
  path: string,
  query: Readonly<Record<string, string>>,
): URL | Refusal {
  const baseUrl = baseUrlOf(base);
  if (!baseUrl)
    return refuse(502, 'bad_api_base', 'The ordering service is not configured correctly');
  const url = new URL(path.slice(1), baseUrl);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, v);
  if (
    url.origin !== baseUrl.origin ||
    !url.pathname.startsWith(baseUrl.pathname) ||
    url.username ||
    url.password
  ) {
    return refuse(400, 'outside_base', 'path leaves the API');
  }
  return url;
}

/**
 * Turns a GET payload into query parameters: scalars as text, anything nested as JSON.
 * @example toQuery({ service_schedule: true, service_type_id: 2 }) // { service_schedule: 'true', service_type_id: '2' }
 */
export function toQuery(payload: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined) continue;
    // Payloads are parsed JSON: strings as they are, numbers, booleans, null, arrays and objects as JSON.
    out[k] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

/**
 * A payload field sent upstream as a header value (the in-store loyalty webhook's two,
 * docs/product.md §7.6) must be printable ASCII: anything else would be refused by the HTTP client
 * after the request was queued, or split into a second header.
 * @example checkHeaderValue('service_id', 'a\r\nb') // { status: 400, code: 'bad_header_value', … }
 */
export function checkHeaderValue(field: string, value: string): Refusal | undefined {
  if (isPrintableAscii(value)) return undefined;
  return refuse(
    400,
    'bad_header_value',
    `payload.${field} must contain printable ASCII characters only (no line breaks, control characters or accented letters)`,
  );
}

/**
 * The page's language to pass on to the tenant API (Accept-Language, so it writes its mails and
 * texts in it): only one of the chain's own languages, exactly as the tenant file spells it; any
 * other value (a browser's own list, a hostile string) is not sent.
 * @example upstreamLanguage('fr-CA', ['en', 'fr-CA']) // 'fr-CA'
 */
export function upstreamLanguage(
  header: string | null,
  locales: readonly string[] | undefined,
): string | undefined {
  return header !== null && locales?.includes(header) ? header : undefined;
}

/**
 * Removes `key` from every object inside `data`, however deep, in place. Iterative, so an upstream
 * answer nested deeply cannot overflow the stack.
 * @example const d = { a: [{ auth_cookie: 'x' }] }; removeKeyDeep(d, 'auth_cookie') // d is { a: [{}] }
 */
export function removeKeyDeep(data: unknown, key: string): void {
  const pending: unknown[] = [data];
  while (pending.length) {
    const item = pending.pop();
    if (!item || typeof item !== 'object') continue;
    if (Array.isArray(item)) pending.push(...(item as unknown[]));
    else {
      const record = item as Record<string, unknown>;
      if (Object.hasOwn(record, key)) delete record[key];
      pending.push(...Object.values(record));
    }
  }
}
