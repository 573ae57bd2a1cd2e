/**
 * Whether a request reached the storefront over HTTPS: its own socket was TLS, or a reverse proxy
 * the operator said to trust (STOREFRONT_TRUST_PROXY=1, README "Running behind a proxy") says so in
 * X-Forwarded-Proto. Without that setting the header is ignored: anyone can send it.
 */

/** The setting that makes X-Forwarded-Proto believable. */
export const TRUST_PROXY_ENV = 'STOREFRONT_TRUST_PROXY';

/**
 * @example trustsForwardedProto({ STOREFRONT_TRUST_PROXY: '1' }) // true
 */
export function trustsForwardedProto(env: Readonly<Record<string, string | undefined>>): boolean {
  const value = (env[TRUST_PROXY_ENV] ?? '').trim().toLowerCase();
  return value === '1' || value === 'true' || value === 'on';
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
