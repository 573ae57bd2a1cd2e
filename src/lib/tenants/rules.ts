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
  shared: 'a carrier-grade NAT address (100.64.0.0/10), not the internet',
  metadata: "a cloud instance-metadata service, which holds the server's credentials",
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
} as const;

function field(doc: unknown, key: string): unknown {
  return doc && typeof doc === 'object' && !Array.isArray(doc)
    ? (doc as Record<string, unknown>)[key]
    : undefined;
}

/** Where a URL's host is not on the internet, in words; undefined for a public host. */
function inwardWords(url: string): string | undefined {
  const kind = addressKind(new URL(url).hostname);
  return kind === 'public' ? undefined : KIND_WORDS[kind];
}

/**
 * Refuses an API base (api_base, branding.api_base_url) on a loopback, private, shared, link-local,
 * metadata or unspecified address unless the file says `"environment": "development"`: in
 * production the proxy would reach into the server's own network with the guests' sessions. An
 * api_base with a query or fragment is refused too: API paths are appended to it.
 * @example apiBaseIssues({ api_base: 'http://10.0.0.5/api' })[0].message // "'http://10.0.0.5/api' points at a private network address"
 */
export function apiBaseIssues(doc: unknown): Issue[] {
  const out: Issue[] = [];
  const development = field(doc, 'environment') === 'development';
  const base = field(doc, 'api_base');
  if (typeof base === 'string' && isHttpUrl(base)) {
    if (/[?#]/.test(base)) {
      const part =
        base.indexOf('?') >= 0 && (base.indexOf('#') < 0 || base.indexOf('?') < base.indexOf('#'))
          ? 'a query (?…)'
          : 'a fragment (#…)';
      out.push({
        path: 'api_base',
        message: `${show(base)} has ${part}, which the storefront cannot append API paths to`,
        hint: 'remove everything from the ? or #; keys belong in providers or integrations',
      });
    }
    const words = development ? undefined : inwardWords(base);
    if (words)
      out.push({
        path: 'api_base',
        message: `${show(base)} points at ${words}`,
        hint: 'use the chain\'s public API URL, or set "environment": "development" for a local API',
      });
  }
  const loyalty = field(field(doc, 'branding'), 'api_base_url');
  if (typeof loyalty === 'string' && isHttpUrl(loyalty) && !development) {
    const words = inwardWords(loyalty);
    if (words)
      out.push({
        path: 'branding.api_base_url',
        message: `${show(loyalty)} points at ${words}`,
        hint: 'use the loyalty service\'s public https URL, or set "environment": "development"',
      });
  }
  return out;
}

/**
 * Refuses two hosts of one tenant that differ only in case: host names ignore case, so they are
 * the same host (JSON Schema's uniqueItems compares them as different texts).
 * @example hostIssues({ hosts: ['Order.x.example', 'order.x.example'] })[0].path // 'hosts[1]'
 */
export function hostIssues(doc: unknown): Issue[] {
  const hosts = field(doc, 'hosts');
  if (!Array.isArray(hosts)) return [];
  const first = new Map<string, number>();
  const out: Issue[] = [];
  hosts.forEach((host, i) => {
    if (typeof host !== 'string') return;
    const key = host.toLowerCase();
    const j = first.get(key);
    if (j === undefined) first.set(key, i);
    else if (hosts[j] !== host)
      out.push({
        path: `hosts[${i}]`,
        message: `${show(host)} is the same host as hosts[${j}] ${show(hosts[j])}: host names ignore case`,
        hint: 'keep one of them, in lower case',
      });
  });
  return out;
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
