/**
 * Rules of a tenant file that its JSON Schema cannot state. They read the raw parsed file
 * defensively, so they report even when the schema has already found errors elsewhere.
 */
import { addressKind } from './address.ts';
import { isHttpUrl, isPlainHttpUrl } from './formats.ts';
import type { Issue } from './validate.ts';
import { show } from './words.ts';

const KIND_WORDS = {
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
} as const;

function field(doc: unknown, key: string): unknown {
  return doc && typeof doc === 'object' && !Array.isArray(doc)
    ? (doc as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Refuses an API base on a loopback, private, link-local or unspecified address unless the file
 * says `"environment": "development"`: in production the proxy would reach into the server's own
 * network with the guests' sessions.
 * @example apiBaseIssues({ api_base: 'http://10.0.0.5/api' })[0].message // "'http://10.0.0.5/api' points at a private network address"
 */
export function apiBaseIssues(doc: unknown): Issue[] {
  const base = field(doc, 'api_base');
  if (typeof base !== 'string' || !isHttpUrl(base) || field(doc, 'environment') === 'development')
    return [];
  const kind = addressKind(new URL(base).hostname);
  if (kind === 'public') return [];
  return [
    {
      path: 'api_base',
      message: `${show(base)} points at ${KIND_WORDS[kind]}`,
      hint: 'use the chain\'s public API URL, or set "environment": "development" for a local API',
    },
  ];
}

/** `['branding', 'links', 0, 'url']` → `branding.links[0].url`. */
function dotted(parts: (string | number)[]): string {
  let out = '';
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out || '(file)';
}

/**
 * Warns about every plain-http URL in the file: fine for a local API or picture server, but it
 * sends data unencrypted, and browsers block http: pictures and fonts on an https page.
 * @example httpWarnings({ branding: { logo_url: 'http://cdn.example/l.svg' } })[0].path // 'branding.logo_url'
 */
export function httpWarnings(doc: unknown): Issue[] {
  const out: Issue[] = [];
  const walk = (node: unknown, at: (string | number)[]) => {
    if (typeof node === 'string') {
      if (isPlainHttpUrl(node))
        out.push({
          path: dotted(at),
          message: `${show(node)} uses http:, which is for local development only`,
          hint: 'use https:// (http: is unencrypted, and browsers block it on an https page)',
        });
    } else if (Array.isArray(node)) node.forEach((v, i) => walk(v, [...at, i]));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
  };
  walk(doc, []);
  return out;
}
