/**
 * The branding `links[]` (docs/product.md §3) as the content hub lists them. Only a site path or an
 * http(s) URL becomes a link, so a typo or a javascript: URL in a live theme-config never reaches
 * the page.
 */
import { isHttpUrl, isSitePath } from '../tenants/formats.ts';

/** The hub's own path (docs/product.md §2.1). */
export const CONTENT_HUB_PATH = '/content-hub';

/** One link as the hub shows it. */
export interface HubLink {
  label: string;
  href: string;
  /** Another site: it opens in a new tab. */
  external: boolean;
  /** It points at the content hub itself, so it is marked as the current page. */
  current: boolean;
}

/**
 * The links that can be shown, in the branding's order; an unlabelled link uses its address.
 * @example hubLinks([{ label: 'Our story', url: '/content-hub' }])[0].current // true
 */
export function hubLinks(raw: unknown): HubLink[] {
  if (!Array.isArray(raw)) return [];
  const out: HubLink[] = [];
  for (const entry of raw as unknown[]) {
    const { label, url } = (entry ?? {}) as { label?: unknown; url?: unknown };
    if (typeof url !== 'string') continue;
    const href = url.trim();
    const site = isSitePath(href);
    if (!site && !isHttpUrl(href)) continue;
    const text = typeof label === 'string' && label.trim() ? label.trim() : href;
    const path = href.split(/[?#]/)[0]!.replace(/\/+$/, '');
    out.push({ label: text, href, external: !site, current: site && path === CONTENT_HUB_PATH });
  }
  return out;
}
