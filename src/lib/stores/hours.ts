/**
 * What a store card says about opening: open now, closed, or temporarily closed, and today's
 * hours from the store's service schedule (SPEC §3 Store, Service schedule; §4.7). Browser-safe.
 */
import type { ServiceLike } from '../order/service.ts';
// Single modules, not the schedule index: Home loads this, and the slot engine stays off it.
import { hmmA } from '../schedule/format.ts';
import { dayWindows } from '../schedule/slots.ts';
import type { DaySchedule } from '../schedule/types.ts';

/** What the hours rules need of a store (SPEC §3 Store). */
export interface StoreHoursLike {
  is_open: boolean;
  /** The store's date, MM/DD/YYYY. */
  today: string;
  services: readonly ServiceLike[];
  service_schedule?: Readonly<Record<string, DaySchedule>> | undefined;
  timezone_offset_mins?: number | undefined;
  timezone?: string | null | undefined;
  /**
   * is_open of the service the card describes, when the API was asked for that service (SPEC
   * §7.5 service_type_id); store-wide is_open is open while any service is.
   */
  service_open?: boolean | undefined;
}

export type OpenState = 'open' | 'closed' | 'temporarily-closed';

/** The card's text for each state. */
export const OPEN_STATE_TEXT: Readonly<Record<OpenState, string>> = {
  open: 'Open now',
  closed: 'Closed',
  'temporarily-closed': 'Temporarily closed',
};

/** A window that covers the whole day reads as this instead of "12:00 AM – 12:00 AM". */
export const OPEN_24_HOURS = 'Open 24 hours';

/**
 * A store's MM/DD/YYYY date as YYYY-MM-DD, the schedule's key; undefined when malformed.
 * @example isoDate('06/11/2025') // '2025-06-11'
 */
export function isoDate(usDate: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/**
 * One service's windows on the store's today, yesterday's that run past midnight first (SPEC §9);
 * touching windows read as one. Undefined when the answer carried no schedule or no service is known.
 */
export function todayWindows(
  store: StoreHoursLike,
  serviceTypeId?: number,
): [number, number][] | undefined {
  const schedule = store.service_schedule;
  const date = isoDate(store.today);
  if (!schedule || !date || serviceTypeId === undefined) return undefined;
  const out: [number, number][] = [];
  for (const [s, e] of dayWindows(schedule[String(serviceTypeId)] ?? {}, date)) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else if (e > s) out.push([s, e]);
  }
  return out;
}

/**
 * Today's hours as h:mm A ranges (SPEC §9 times); '' when the store is closed all day; undefined
 * without a schedule. A window ending past midnight shows its end on the next day's clock.
 * @example todayHours(williamsburg, 1) // '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM'
 */
export function todayHours(store: StoreHoursLike, serviceTypeId?: number): string | undefined {
  const windows = todayWindows(store, serviceTypeId);
  if (!windows) return undefined;
  if (windows.some(([s, e]) => s <= 0 && e >= 1440)) return OPEN_24_HOURS;
  return windows.map(([s, e]) => `${hmmA(s)} – ${hmmA(e)}`).join(', ');
}

/**
 * The card's "Today: …" line: '' (no line) when the hours are unknown.
 * @example hoursLine('') // 'Closed today'
 */
export function hoursLine(hours: string | null | undefined): string {
  if (hours === null || hours === undefined) return '';
  return hours === '' ? 'Closed today' : `Today: ${hours}`;
}

/**
 * Open, closed, or temporarily closed: a store whose every service schedule offers no day at all
 * takes no orders (SPEC §4.7). For one service: its own is_open when the API gave it; else the
 * store's is_open narrowed to that service's windows today at `nowMs` (SPEC §3, §9), so catering
 * opening at 08:00 does not make pickup open. Without a schedule only is_open can be told.
 */
export function openState(
  store: StoreHoursLike,
  serviceTypeId?: number,
  nowMs?: number,
): OpenState {
  const schedules = store.service_schedule ? Object.values(store.service_schedule) : undefined;
  if (
    schedules &&
    schedules.every((days) => Object.values(days).every((windows) => windows.length === 0))
  )
    return 'temporarily-closed';
  const offset = store.timezone_offset_mins;
  const windows =
    nowMs === undefined || offset === undefined ? undefined : todayWindows(store, serviceTypeId);
  let open = store.service_open ?? store.is_open;
  if (store.service_open === undefined && open && windows) {
    // The offset the API gave with today's date: the store's minute of the day.
    const local = new Date(nowMs! + offset! * 60_000);
    const m = local.getUTCHours() * 60 + local.getUTCMinutes();
    open = windows.some(([s, e]) => s <= m && m < e);
  }
  return open ? 'open' : 'closed';
}
