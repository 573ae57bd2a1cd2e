/**
 * When an order may be ready: ASAP only while the store is open for the service; a scheduled time
 * in the future, at least the service's lead time away, inside the generated schedule
 * (docs/product.md §4.8).
 */
import type { Service, Store } from '../../generated/sandbox-seed';
import { fail } from '../core/http.ts';
import { acceptsTime, isOpenAt, SCHEDULE_DAYS, type Weekly } from '../stores/schedule.ts';
import { addDays, parseStamp, stamp, zonedTime, zonedToInstant } from '../../lib/time/zone.ts';

/**
 * "30 minutes", "24 hours", "1 hour 30 minutes".
 * @example duration(1440) // '24 hours'
 */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [
    h ? `${h} hour${h === 1 ? '' : 's'}` : '',
    m || !h ? `${m} minute${m === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

export interface Timing {
  ready_ts: string | null;
  /** The promised time, 'YYYY-MM-DD HH:mm' in the store's zone. */
  dp_stamp: string;
}

/**
 * Checks the requested time against the store's hours on the sandbox clock; refuses with
 * docs/product.md §2.10's wording.
 */
export function orderTiming(
  store: Store,
  service: Service,
  weekly: Weekly,
  isAsap: boolean,
  readyTs: string | null | undefined,
  nowMs: number,
): Timing {
  const zone = store.timezone;
  const closed = store.temporarily_closed ?? false;
  if (closed)
    fail(400, 'This store is temporarily closed. Please select another store.', 'store_closed');
  const local = zonedTime(nowMs, zone);
  if (isAsap) {
    if (!isOpenAt(weekly, local.date, local.minutes))
      fail(
        400,
        'The store is not taking ASAP orders right now. Please select a later time.',
        'asap_unavailable',
      );
    const prep = Math.max(service.base_prep_time, service.lead_time);
    return { ready_ts: null, dp_stamp: stamp(nowMs + prep * 60_000, zone) };
  }
  if (!readyTs) fail(400, 'ready_ts: Please select a day and time', 'ready_ts_required');
  const t =
    parseStamp(readyTs) ?? fail(400, "ready_ts: Use 'YYYY-MM-DD HH:mm'", 'invalid_ready_ts');
  const at = zonedToInstant(t.date, t.minutes, zone);
  if (at <= nowMs)
    fail(
      400,
      'Order time passed. Please select an order time that is after the current time.',
      'ready_ts_passed',
    );
  if (at < nowMs + service.lead_time * 60_000)
    fail(
      400,
      `We need at least ${duration(service.lead_time)} to prepare this order.`,
      'lead_time',
    );
  if (t.date > addDays(local.date, SCHEDULE_DAYS - 1))
    fail(400, `Orders can be scheduled up to ${SCHEDULE_DAYS} days ahead.`, 'too_far_ahead');
  if (!acceptsTime(weekly, t.date, t.minutes))
    fail(
      400,
      'The store is not open at that time. Please select another time.',
      'outside_schedule',
    );
  return { ready_ts: readyTs, dp_stamp: readyTs };
}
