/**
 * Outside origins a page declares for its Content-Security-Policy. A page built for a tenant whose
 * providers or outside services live elsewhere names them in one meta tag per service:
 *   <meta name="storefront-csp" content="script-src https://a.example; connect-src https://b.example">
 * The server reads these tags from the page it serves, so each page allows exactly the origins its
 * tenant configured. Only plain origins are taken: keywords, wildcards, paths and schemes other
 * than https (http only for loopback development hosts) are ignored.
 */
export type CspDirective = 'script-src' | 'connect-src' | 'frame-src' | 'img-src' | 'form-action';

const DIRECTIVES: ReadonlySet<string> = new Set<CspDirective>([
  'script-src',
  'connect-src',
  'frame-src',
  'img-src',
  'form-action',
]);

const ORIGIN =
  /^(?:https:\/\/[a-z0-9.-]+(?::\d{1,5})?|http:\/\/(?:127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+\.localhost)(?::\d{1,5})?)$/;

const META = /<meta\s+name=["']?storefront-csp["']?\s+content=["']([^"'<>]*)["']\s*\/?>/gi;

/** The meta tag a component renders to allow `sources` on its page. */
export function cspMetaContent(sources: Partial<Record<CspDirective, readonly string[]>>): string {
  return Object.entries(sources)
    .filter(([, list]) => list && list.length)
    .map(([name, list]) => `${name} ${[...new Set(list)].join(' ')}`)
    .join('; ');
}

/** The origins a page's storefront-csp meta tags allow, per directive. */
export function declaredSources(html: string): Map<CspDirective, Set<string>> {
  const out = new Map<CspDirective, Set<string>>();
  for (const m of html.matchAll(META)) {
    for (const part of (m[1] ?? '').split(';')) {
      const [name, ...values] = part.trim().split(/\s+/);
      if (!name || !DIRECTIVES.has(name)) continue;
      const origins = values.map((v) => v.toLowerCase()).filter((v) => ORIGIN.test(v));
      if (!origins.length) continue;
      const set = out.get(name as CspDirective) ?? new Set<string>();
      origins.forEach((o) => set.add(o));
      out.set(name as CspDirective, set);
    }
  }
  return out;
}
