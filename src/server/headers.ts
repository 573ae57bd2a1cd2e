/**
 * Headers on every response (DESIGN §6). Framing is refused outright; scripts and styles are
 * restricted to our origin (the theme <style> and Astro's inline island bootstrap are the only
 * inline code, both hashed at build time once CSP hashing lands with the proxy).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'",
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};
