/**
 * Whether a request reached the storefront over HTTPS when the socket's peer is not known (the
 * Astro endpoints outside src/server/storefront.ts, and unit tests): its own socket was TLS, or the
 * operator trusts a proxy (TRUST_PROXY, README "Deploying") and it says so in X-Forwarded-Proto.
 * Under src/server/storefront.ts the peer is known and trust-proxy.ts decides instead.
 */
import { parseTrustProxy, trustsAnyProxy } from './trust-proxy.ts';

export { TRUST_PROXY_ENV, LEGACY_TRUST_PROXY_ENV } from './trust-proxy.ts';

/**
 * Whether any proxy is trusted; an unreadable setting trusts none (refused at start-up).
 * @example trustsForwardedProto({ TRUST_PROXY: '1' }) // true
 */
export function trustsForwardedProto(env: Readonly<Record<string, string | undefined>>): boolean {
  try {
    return trustsAnyProxy(parseTrustProxy(env));
  } catch {
    return false;
  }
}

/**
 * The nearest proxy appends its own value last, so that is the one believed.
 * @example arrivedOverHttps({ tls: false, forwardedProto: 'http, https', trustForwarded: true }) // true
 */
export function arrivedOverHttps(request: {
  tls: boolean;
  forwardedProto: string | null | undefined;
  trustForwarded: boolean;
}): boolean {
  if (request.tls) return true;
  if (!request.trustForwarded || !request.forwardedProto) return false;
  return request.forwardedProto.split(',').pop()!.trim().toLowerCase() === 'https';
}
