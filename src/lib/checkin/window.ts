/**
 * Check-in on arrival (docs/product.md §1 "check-in for an order on arrival", §7.2 "Check in for
 * order"): when a placed pickup-style order may tell the store the guest is here, and why not
 * otherwise. docs/product.md leaves the window to the tenant API; ours opens 15 minutes before the
 * promised time (order.dp_stamp, docs/product.md §3) and closes 30 minutes after it. The sandbox
 * refuses with
 * `checkinReason`'s words and the screens show the same words before anyone tries.
 */
import * as m from '#messages';
import type * as catalogue from '../../generated/messages/en.ts';
import { hmmA } from '../schedule/format.ts';
import type { StoreZone } from '../schedule/clock.ts';
import { isValidZone, parseStamp, zonedToInstant } from '../time/zone.ts';

export const OPENS_BEFORE_MIN = 15;
export const CLOSES_AFTER_MIN = 30;
const MINUTE = 60_000;

/** What the rule needs to know about an order. */
export interface CheckinFacts {
  /**
   * The order's status (docs/product.md §3); only 'open' and 'cancelled' matter beyond "placed".
   */
  status: string;
  /** The service brings the order to an address (docs/product.md §3 Service.requires_address). */
  delivery: boolean;
  /** The promised time as 'YYYY-MM-DD HH:mm' on the store's clock (order.dp_stamp). */
  dpStamp: string | null;
  /** The instant of dpStamp, or null when it is missing or not a real time. */
  promisedMs: number | null;
  checkedIn: boolean;
}

export type CheckinVerdict =
  | { state: 'open' }
  | { state: 'early'; opensMs: number }
  | { state: 'late' }
  | { state: 'checked-in' }
  | { state: 'unplaced' }
  | { state: 'cancelled' }
  | { state: 'delivery' }
  | { state: 'untimed' };

/**
 * Whether the order can be checked in at `nowMs`. Both ends of the window are inclusive, so an ASAP
 * order promised 15 minutes out can be checked in the moment it is placed.
 * @example checkinVerdict({ status: 'placed', delivery: false, dpStamp: '2026-11-23 12:15', promisedMs: 900_000, checkedIn: false }, 0) // { state: 'open' }
 */
export function checkinVerdict(f: CheckinFacts, nowMs: number): CheckinVerdict {
  if (f.checkedIn) return { state: 'checked-in' };
  if (f.status === 'open') return { state: 'unplaced' };
  if (f.status === 'cancelled') return { state: 'cancelled' };
  if (f.delivery) return { state: 'delivery' };
  if (f.promisedMs === null) return { state: 'untimed' };
  const opensMs = f.promisedMs - OPENS_BEFORE_MIN * MINUTE;
  if (nowMs < opensMs) return { state: 'early', opensMs };
  if (nowMs > f.promisedMs + CLOSES_AFTER_MIN * MINUTE) return { state: 'late' };
  return { state: 'open' };
}

type CheckinKey =
  | 'checkin_opensAt'
  | 'checkin_opens'
  | 'checkin_closedAt'
  | 'checkin_closed'
  | 'checkin_alreadyCheckedIn'
  | 'checkin_unplaced'
  | 'checkin_cancelled'
  | 'checkin_delivery'
  | 'checkin_untimed';

/** The words of a check-in refusal: the page's own, or a language's catalogue (the sandbox's). */
export type CheckinWords = {
  readonly [K in CheckinKey]: (typeof catalogue)[K] extends string ? string : (typeof catalogue)[K];
};

/** The page's words, read where they are used (the build writes each in the page's language). */
const pageWords = (): CheckinWords => ({
  checkin_opensAt: m.checkin_opensAt,
  checkin_opens: m.checkin_opens,
  checkin_closedAt: m.checkin_closedAt,
  checkin_closed: m.checkin_closed,
  checkin_alreadyCheckedIn: m.checkin_alreadyCheckedIn,
  checkin_unplaced: m.checkin_unplaced,
  checkin_cancelled: m.checkin_cancelled,
  checkin_delivery: m.checkin_delivery,
  checkin_untimed: m.checkin_untimed,
});

/**
 * Why the order cannot be checked in, in the guest's words; null when it can. `words` and `hour`
 * (a minute of the day as the guest reads a time) are the page's unless given.
 * @example checkinReason({ state: 'early', opensMs: 0 }, '2026-11-23 12:15') // 'Check-in opens at 12:00 PM, 15 minutes before your order’s pickup time.'
 */
export function checkinReason(
  v: CheckinVerdict,
  dpStamp: string | null,
  words: CheckinWords = pageWords(),
  hour: (minutes: number) => string = hmmA,
): string | null {
  const promised = dpStamp ? parseStamp(dpStamp)?.minutes : undefined;
  // The promised time's wall-clock minute moved by `delta` (the hour wraps past midnight).
  const at = (delta: number) => (promised === undefined ? undefined : hour(promised + delta));
  switch (v.state) {
    case 'open':
      return null;
    case 'early': {
      const [time, minutes] = [at(-OPENS_BEFORE_MIN), OPENS_BEFORE_MIN];
      return time ? words.checkin_opensAt({ time, minutes }) : words.checkin_opens({ minutes });
    }
    case 'late': {
      const [time, minutes] = [at(CLOSES_AFTER_MIN), CLOSES_AFTER_MIN];
      return time ? words.checkin_closedAt({ time, minutes }) : words.checkin_closed({ minutes });
    }
    case 'checked-in':
      return words.checkin_alreadyCheckedIn;
    case 'unplaced':
      return words.checkin_unplaced;
    case 'cancelled':
      return words.checkin_cancelled;
    case 'delivery':
      return words.checkin_delivery;
    case 'untimed':
      return words.checkin_untimed;
  }
}

/**
 * The instant of a 'YYYY-MM-DD HH:mm' stamp on the store's clock: its IANA zone when it has one,
 * else its fixed offset (docs/product.md §3 Store.timezone_offset_mins).
 * @example promisedInstant('2026-11-23 12:15', { timezone_offset_mins: -300 }) // Date.parse('2026-11-23T17:15:00Z')
 */
export function promisedInstant(dpStamp: string | null, zone: StoreZone): number | null {
  const t = dpStamp ? parseStamp(dpStamp) : undefined;
  if (!t) return null;
  if (zone.timezone && isValidZone(zone.timezone))
    return zonedToInstant(t.date, t.minutes, zone.timezone);
  const [y, mo, d] = t.date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d) + (t.minutes - zone.timezone_offset_mins) * MINUTE;
}
