/**
 * The date of a reward history entry (docs/product.md §9 "MMM D, YYYY"). History spans the whole
 * chain, so no store's clock applies: an instant (a time with a zone) is shown on the customer's
 * own calendar, or an evening order would read as the next day beside the same order in Order
 * history.
 */
import { formatDate } from '../format/dates.ts';

/** A date-time that names its zone ("Z" or "±hh:mm"), i.e. an instant rather than a wall clock. */
const INSTANT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * @param timeZone the customer's zone; the browser's own when left out.
 * @example historyDate('2026-11-22T03:30:00Z', 'America/Los_Angeles') // 'Nov 21, 2026'
 * @example historyDate('2026-11-22') // 'Nov 22, 2026'
 */
export function historyDate(value: string | null | undefined, timeZone?: string): string {
  const text = value?.trim() ?? '';
  const ms = INSTANT.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(ms)) return formatDate(text);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(ms);
  } catch {
    // An unknown zone name: the date as written is still a fair answer.
    return formatDate(text);
  }
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)?.value ?? '';
  return formatDate(`${part('year')}-${part('month')}-${part('day')}`);
}
