import {
  forwardedClient,
  type ForwardedRequest,
  type TrustProxy,
} from '../lib/http/trust-proxy.ts';

/**
 * Powerful browser features the storefront never uses are refused to every frame; the Payment
 * Request API stays for wallet payments on our own origin (docs/product.md §7.3).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=(), browsing-topics=()';

/**
 * Headers on every response (docs/architecture.md §6). Framing is refused everywhere; prerendered
 * pages replace this policy with their own, which also pins scripts and styles (src/server/csp.ts).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy':
    "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** One year; without includeSubDomains, since a chain's other hosts are not ours to commit. */
export const HSTS = 'max-age=31536000';

/**
 * The Strict-Transport-Security value for a request that arrived over HTTPS — its own socket was
 * TLS, or a trusted proxy says so (TRUST_PROXY) — else undefined: over plain HTTP the header
 * means nothing, and an untrusted X-Forwarded-Proto must not switch it on.
 * @example strictTransportSecurity({ remoteAddress: '10.0.0.2', tls: true }, { hops: 0 }) // 'max-age=31536000'
 */
export function strictTransportSecurity(
  request: ForwardedRequest,
  trust: TrustProxy,
): string | undefined {
  return forwardedClient(request, trust).https ? HSTS : undefined;
}
