/**
 * The content hub's entries: the tenant file's `content`,
 * newest first, each with its date in docs/product.md §9's "MMM D, YYYY" and at most one action.
 */
import * as m from '#messages';
import type { ContentEntry, ContentImage } from '../../generated/tenant';
import { formatDate } from '../format/dates.ts';
import { isHttpsUrl, isSitePath } from '../tenants/formats.ts';

/** What an entry offers under its text. */
export type HubAction =
  | { type: 'link'; label: string; href: string; external: boolean }
  | { type: 'order'; label: string };

/** One entry as the hub shows it. */
export interface HubEntry {
  id: string;
  /** The entry's HTML id: its own id, made unique should a file repeat one (the build only runs
   * the schema, which cannot see duplicates). */
  anchor: string;
  kind: ContentEntry['kind'];
  kindLabel: string;
  title: string;
  text: string;
  /** YYYY-MM-DD, for the <time> element. */
  date: string;
  /** "MMM D, YYYY". */
  dateLabel: string;
  image: ContentImage;
  action?: HubAction;
}

const KIND_LABELS: Record<ContentEntry['kind'], string> = {
  news: m.content_kindNews,
  story: m.content_kindStory,
  promotion: m.content_kindPromotion,
};

/**
 * The words of the order action, as the header's "Order Now" (docs/product.md §2.3) but in sentence
 * case.
 */
export const ORDER_NOW_LABEL = m.content_orderNow;

/**
 * Entries newest first; entries of the same day keep the file's order (the chain's own ranking).
 * Dates that do not parse sort last rather than breaking the page.
 * @example sortNewestFirst([{ date: '2026-01-02' }, { date: '2026-03-04' }])[0].date // '2026-03-04'
 */
export function sortNewestFirst<T extends { date: string }>(entries: readonly T[]): T[] {
  const key = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d : '');
  return entries
    .map((entry, index) => ({ entry, index, date: key(entry.date) }))
    .sort((a, b) => (a.date === b.date ? a.index - b.index : a.date < b.date ? 1 : -1))
    .map((x) => x.entry);
}

function actionOf(entry: ContentEntry): HubAction | undefined {
  // The validator refuses both at once; should a file slip through, the chain's own link wins.
  const link = entry.link;
  if (link) {
    const url = link.url.trim();
    if (isSitePath(url)) return { type: 'link', label: link.label, href: url, external: false };
    if (isHttpsUrl(url)) return { type: 'link', label: link.label, href: url, external: true };
    return undefined;
  }
  return entry.order_now ? { type: 'order', label: ORDER_NOW_LABEL } : undefined;
}

/**
 * The hub's entries from a tenant file's `content` (absent: none), newest first.
 * @example hubEntries(undefined) // []
 */
export function hubEntries(content: readonly ContentEntry[] | undefined): HubEntry[] {
  const used = new Set<string>();
  return sortNewestFirst(content ?? []).map((entry) => {
    const action = actionOf(entry);
    let anchor = entry.id;
    for (let n = 2; used.has(anchor); n++) anchor = `${entry.id}-${n}`;
    used.add(anchor);
    return {
      id: entry.id,
      anchor,
      kind: entry.kind,
      kindLabel: KIND_LABELS[entry.kind],
      title: entry.title,
      text: entry.text,
      date: entry.date,
      dateLabel: formatDate(entry.date),
      image: entry.image,
      ...(action ? { action } : {}),
    };
  });
}

/**
 * What the hub says when a chain has no entries (its branding links and Order now still show).
 * @example emptyHubMessage('Taco Verde') // 'Taco Verde has no news or offers to show yet. Check back soon.'
 */
export function emptyHubMessage(brand: string): string {
  return m.content_empty({ brand });
}
