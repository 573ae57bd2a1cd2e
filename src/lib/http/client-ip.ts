/**
 * The client's address for per-address attempt limits (docs/product.md §9 "Accounts", rate limits),
 * read the one way for the storefront's proxy and for the sandbox: what the production server
 * resolved through TRUST_PROXY (passed in from the request's locals) comes first; otherwise the
 * caller says what it knows.
 */

/**
 * What the caller knows besides the resolved address: the socket's peer (the storefront's proxy,
 * which never believes a client's X-Forwarded-For), or that the request came through the
 * storefront's proxy, the sandbox's standalone server or the sandbox endpoint, which all write
 * X-Forwarded-For and put the client first.
 */
export type ClientIpFallback = { peer: string | undefined } | 'x-forwarded-for';

/**
 * @example clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }), 'x-forwarded-for') // '203.0.113.9'
 * @example clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }), { peer: '10.0.0.2' }) // '10.0.0.2'
 * @example clientIp(new Headers(), { peer: '10.0.0.2' }, '198.51.100.4') // '198.51.100.4'
 */
export function clientIp(
  headers: Pick<Headers, 'get'>,
  fallback: ClientIpFallback,
  /** The address the production server resolved through TRUST_PROXY, when it did. */
  resolved?: string,
): string | undefined {
  if (resolved) return resolved;
  if (fallback !== 'x-forwarded-for') return fallback.peer;
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
