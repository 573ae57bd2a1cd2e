/**
 * Check-in on arrival (docs/product.md §1 "check-in for an order on arrival", §7.2 "Check in for
 * order"): when a placed pickup-style order may tell the store the guest is here, and why not
 * otherwise. docs/product.md leaves the window to the tenant API; ours opens 15 minutes before the
 * promised time (order.dp_stamp, docs/product.md §3) and closes 30 minutes after it. The sandbox
 * refuses with
 * `checkinReason`'s words and the screens show the same words before anyone tries.
 */
import * as m from '#messages';
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

/** The promised time's wall-clock minute shifted by `delta` minutes, as h:mm A. */
function shifted(dpStamp: string | null, delta: number): string | undefined {
  const t = dpStamp ? parseStamp(dpStamp) : undefined;
  return t ? hmmA((((t.minutes + delta) % 1440) + 1440) % 1440) : undefined;
}

/**
 * Why the order cannot be checked in, in the guest's words; null when it can.
 * @example checkinReason({ state: 'early', opensMs: 0 }, '2026-11-23 12:15') // 'Check-in opens at 12:00 PM, 15 minutes before your order’s pickup time.'
 */
export function checkinReason(v: CheckinVerdict, dpStamp: string | null): string | null {
  switch (v.state) {
    case 'open':
      return null;
    case 'early': {
      const time = shifted(dpStamp, -OPENS_BEFORE_MIN);
      const minutes = OPENS_BEFORE_MIN;
      return time ? m.checkin_opensAt({ time, minutes }) : m.checkin_opens({ minutes });
    }
    case 'late': {
      const time = shifted(dpStamp, CLOSES_AFTER_MIN);
      const minutes = CLOSES_AFTER_MIN;
      return time ? m.checkin_closedAt({ time, minutes }) : m.checkin_closed({ minutes });
    }
    case 'checked-in':
      return m.checkin_alreadyCheckedIn;
    case 'unplaced':
      return m.checkin_unplaced;
    case 'cancelled':
      return m.checkin_cancelled;
    case 'delivery':
      return m.checkin_delivery;
    case 'untimed':
      return m.checkin_untimed;
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
