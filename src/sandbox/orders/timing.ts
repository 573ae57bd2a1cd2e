/**
 * When an order may be ready: ASAP only while the store is open for the service; a scheduled time
 * in the future, at least the service's lead time away, inside the generated schedule
 * (docs/product.md §4.8).
 */
import type { Service, Store } from '../../generated/sandbox-seed';
import { fail } from '../core/http.ts';
import { messagesOf, type Messages } from '../core/guest-language.ts';
import { acceptsTime, isOpenAt, SCHEDULE_DAYS, type Weekly } from '../stores/schedule.ts';
import { addDays, parseStamp, stamp, zonedTime, zonedToInstant } from '../../lib/time/zone.ts';

/**
 * The lead-time refusal: "30 minutes", "24 hours", "1 hour 30 minutes", in `t`'s language.
 * @example leadTimeText(1440) // 'We need at least 24 hours to prepare this order.'
 */
export function leadTimeText(minutes: number, t: Messages = messagesOf('en')): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return t.api_leadMinutes({ minutes: rest });
  return rest ? t.api_leadHoursMinutes({ hours, minutes: rest }) : t.api_leadHours({ hours });
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
  if (closed) fail(400, (t) => t.api_storeClosed, 'store_closed');
  const local = zonedTime(nowMs, zone);
  if (isAsap) {
    if (!isOpenAt(weekly, local.date, local.minutes))
      fail(400, (t) => t.api_asapUnavailable, 'asap_unavailable');
    const prep = Math.max(service.base_prep_time, service.lead_time);
    return { ready_ts: null, dp_stamp: stamp(nowMs + prep * 60_000, zone) };
  }
  if (!readyTs) fail(400, (t) => `ready_ts: ${t.api_readyTsRequired}`, 'ready_ts_required');
  const t =
    parseStamp(readyTs) ?? fail(400, "ready_ts: Use 'YYYY-MM-DD HH:mm'", 'invalid_ready_ts');
  const at = zonedToInstant(t.date, t.minutes, zone);
  if (at <= nowMs) fail(400, (t) => t.api_timePassed, 'ready_ts_passed');
  if (at < nowMs + service.lead_time * 60_000)
    fail(400, (t) => leadTimeText(service.lead_time, t), 'lead_time');
  if (t.date > addDays(local.date, SCHEDULE_DAYS - 1))
    fail(400, (t) => t.api_tooFarAhead({ days: SCHEDULE_DAYS }), 'too_far_ahead');
  if (!acceptsTime(weekly, t.date, t.minutes))
    fail(400, (t) => t.api_outsideSchedule, 'outside_schedule');
  return { ready_ts: readyTs, dp_stamp: readyTs };
}
