import { arrivedOverHttps, trustsForwardedProto } from '../lib/http/forwarded.ts';

/**
 * Powerful browser features the storefront never uses are refused to every frame; the Payment
 * Request API stays for wallet payments on our own origin (SPEC §7.3).
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(self), usb=(), browsing-topics=()';

/**
 * Headers on every response (DESIGN §6). Framing is refused everywhere; prerendered pages replace
 * this policy with their own, which also pins scripts and styles (src/server/csp.ts).
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
 * TLS, or a trusted proxy says so (TRUST_PROXY) — else undefined: over plain HTTP the
 * header means nothing, and an untrusted X-Forwarded-Proto must not switch it on.
 * @example strictTransportSecurity({ encrypted: true }) // 'max-age=31536000'
 */
export function strictTransportSecurity(
  request: { encrypted?: boolean | undefined; forwardedProto?: string | string[] | undefined },
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  const proto = request.forwardedProto;
  const https = arrivedOverHttps({
    tls: request.encrypted === true,
    forwardedProto: Array.isArray(proto) ? proto.join(',') : proto,
    trustForwarded: trustsForwardedProto(env),
  });
  return https ? HSTS : undefined;
}
