/**
 * External links (docs/product.md §3 branding external_links[] of {label, url}; docs/product.md
 * §2.1 External links): only absolute http(s) addresses become links, so a tenant's typo or a
 * javascript: URL never reaches the page.
 */
import * as m from '#messages';
import { isHttpUrl } from '../tenants/formats.ts';

export interface ExternalLink {
  label: string;
  url: string;
}

/**
 * The branding's external links that can be shown: an http(s) URL and a label (the host name
 * stands in for an empty label). Anything else is dropped.
 * @example externalLinks([{ label: 'Careers', url: 'https://a.example/jobs' }, { label: 'x', url: 'javascript:alert(1)' }]).length // 1
 */
export function externalLinks(raw: unknown): ExternalLink[] {
  if (!Array.isArray(raw)) return [];
  const out: ExternalLink[] = [];
  for (const entry of raw as unknown[]) {
    const { label, url } = (entry ?? {}) as { label?: unknown; url?: unknown };
    if (typeof url !== 'string' || !isHttpUrl(url.trim())) continue;
    const href = url.trim();
    const text = typeof label === 'string' && label.trim() ? label.trim() : new URL(href).hostname;
    out.push({ label: text, url: href });
  }
  return out;
}

/** Appended to the accessible name of a link that opens a new tab. */
export const NEW_TAB = m.account_newTab;
