/**
 * The client's address for per-address attempt limits (docs/product.md §9 "Accounts", rate limits),
 * read the one way for the storefront's proxy and for the sandbox: what the production server
 * resolved through TRUST_PROXY (resolved-forwarding.ts) comes first; otherwise the caller says what
 * it knows.
 */
import { resolvedForwarding } from './resolved-forwarding.ts';

/**
 * What the caller knows besides the resolved address: the socket's peer (the storefront's proxy,
 * which never believes a client's X-Forwarded-For), or that the request came through the
 * storefront's proxy or the sandbox's standalone server, which both write X-Forwarded-For and put
 * the client first.
 */
export type ClientIpFallback = { peer: string | undefined } | 'x-forwarded-for';

/**
 * @example clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }), 'x-forwarded-for') // '203.0.113.9'
 * @example clientIp(new Headers({ 'x-forwarded-for': '203.0.113.9' }), { peer: '10.0.0.2' }) // '10.0.0.2'
 */
export function clientIp(headers: Headers, fallback: ClientIpFallback): string | undefined {
  const resolved = resolvedForwarding(headers)?.ip;
  if (resolved) return resolved;
  if (fallback !== 'x-forwarded-for') return fallback.peer;
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
