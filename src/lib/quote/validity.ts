/**
 * How long an order quote holds (docs/product.md §2.1 Order quote). A caterer's quote states when
 * it was made and until when its figures stand: here a week from the day the order was started, and
 * never past the order's own promised time, since a quote for a moment that has gone by approves
 * nothing. The start comes from the server (order.created_at), so everyone who opens the link sees
 * the same dates and no edited link can stretch them.
 */
import { parseStamp, stamp, zonedToInstant } from '../time/zone.ts';

/** Days a quote holds from when it was made. */
export const QUOTE_VALID_DAYS = 7;
const DAY_MS = 86_400_000;

export interface QuoteValidity {
  /** The instant the quote stops holding. */
  validUntil: number;
  /** What set that instant: the week's end, or the order's promised time coming first. */
  limitedBy: 'days' | 'order-time';
  /** True once `now` has reached validUntil. */
  expired: boolean;
}

/**
 * @example quoteValidity({ madeAt: Date.parse('2026-11-23T17:00:00Z'), promisedAt: null, now: Date.parse('2026-11-24T17:00:00Z') }) // { validUntil: Date.parse('2026-11-30T17:00:00Z'), limitedBy: 'days', expired: false }
 */
export function quoteValidity(q: {
  madeAt: number;
  promisedAt: number | null;
  now: number;
}): QuoteValidity | null {
  if (!Number.isFinite(q.madeAt)) return null;
  const weekEnd = q.madeAt + QUOTE_VALID_DAYS * DAY_MS;
  const promised = q.promisedAt !== null && Number.isFinite(q.promisedAt) ? q.promisedAt : null;
  const byOrder = promised !== null && promised < weekEnd;
  const validUntil = byOrder ? promised : weekEnd;
  return { validUntil, limitedBy: byOrder ? 'order-time' : 'days', expired: q.now >= validUntil };
}

/** Where the store's wall clock is: its IANA zone, else its fixed offset from UTC in minutes. */
export type StoreClock = { zone?: string | undefined; offsetMins: number };

/**
 * The instant of a dp_stamp ('YYYY-MM-DD HH:mm', the store's wall clock, docs/product.md §3 Order),
 * or null.
 * @example promisedInstant('2026-11-24 12:00', { zone: 'America/New_York', offsetMins: -300 }) // Date.parse('2026-11-24T17:00:00Z')
 */
export function promisedInstant(dpStamp: string | null, clock: StoreClock): number | null {
  const t = dpStamp ? parseStamp(dpStamp.trim()) : undefined;
  if (!t) return null;
  if (clock.zone) {
    try {
      return zonedToInstant(t.date, t.minutes, clock.zone);
    } catch {
      // An unknown zone name: the fixed offset below still places the time.
    }
  }
  const [y, m, d] = t.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, 0, t.minutes) - clock.offsetMins * 60_000;
}

/**
 * An instant as the store's wall clock reads it, in the dp_stamp format, for formatDate
 * (docs/product.md §9).
 * @example storeStamp(Date.parse('2026-11-30T17:00:00Z'), { zone: 'America/New_York', offsetMins: -300 }) // '2026-11-30 12:00'
 */
export function storeStamp(instant: number, clock: StoreClock): string {
  if (clock.zone) {
    try {
      return stamp(instant, clock.zone);
    } catch {
      // An unknown zone name: fall back to the fixed offset.
    }
  }
  return stamp(instant + clock.offsetMins * 60_000, 'UTC');
}
