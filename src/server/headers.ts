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
};
