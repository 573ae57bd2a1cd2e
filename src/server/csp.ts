import { createHash } from 'node:crypto';
import { declaredSources } from './csp-sources.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Script types that are data, not code: CSP does not govern them. */
const DATA_TYPES = /type\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The Content-Security-Policy of one prerendered page (docs/architecture.md §6): scripts and styles
 * only from our origin or as the exact inline blocks the page was built with (by hash) — no
 * 'unsafe-inline', no 'unsafe-eval' — and no framing. Outside origins are added only where the
 * page declares them for its tenant's providers and services (src/server/csp-sources.ts).
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
  const declared = declaredSources(html);
  const more = (name: Parameters<typeof declared.get>[0]) =>
    [...(declared.get(name) ?? [])].map((o) => ` ${o}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${more('script-src')}${[...scripts].map((h) => ` ${h}`).join('')}`,
    `style-src 'self'${[...styles].map((h) => ` ${h}`).join('')}`,
    // Branding images and fonts may live on a chain's CDN.
    `img-src 'self' data: https:${more('img-src')}`,
    "font-src 'self' data: https:",
    `connect-src 'self'${more('connect-src')}`,
    ...(declared.has('frame-src') ? [`frame-src 'self'${more('frame-src')}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${more('form-action')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}
