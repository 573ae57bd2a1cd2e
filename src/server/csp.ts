import { createHash } from 'node:crypto';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types that are data, not code: CSP does not govern them. */
const DATA_TYPES = /type\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The Content-Security-Policy of one prerendered page (DESIGN §6): scripts and styles only from
 * our origin or as the exact inline blocks the page was built with (by hash) — no
 * 'unsafe-inline', no 'unsafe-eval' — and no framing.
 * @example contentSecurityPolicy('<style>a{}</style>') // "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-…'; …"
 */
export function contentSecurityPolicy(html: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs) || DATA_TYPES.test(attrs) || !m[2]) continue;
    scripts.add(sha256(m[2]));
  }
  for (const m of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi))
    styles.add(sha256(m[2] ?? ''));
  return [
    "default-src 'self'",
    `script-src 'self'${[...scripts].map((h) => ` ${h}`).join('')}`,
    `style-src 'self'${[...styles].map((h) => ` ${h}`).join('')}`,
    // Branding images and fonts may live on a chain's CDN.
    "img-src 'self' data: https:",
    "font-src 'self' data: https:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
