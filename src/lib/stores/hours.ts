/**
 * What a store card says about opening: open now, closed, or temporarily closed, and today's
 * hours from the store's service schedule (docs/product.md §3 Store, Service schedule; §4.7).
 * Browser-safe.
 */
import * as m from '#messages';
import type { ServiceLike } from '../order/service.ts';
// Single modules, not the schedule index: Home loads this, and the slot engine stays off it.
import { hmmA } from '../schedule/format.ts';
import { dayWindows } from '../schedule/slots.ts';
import type { DaySchedule } from '../schedule/types.ts';

/** What the hours rules need of a store (docs/product.md §3 Store). */
export interface StoreHoursLike {
  is_open: boolean;
  /** The store's date, MM/DD/YYYY. */
  today: string;
  services: readonly ServiceLike[];
  service_schedule?: Readonly<Record<string, DaySchedule>> | undefined;
  /**
   * is_open of the service the card describes, when the API was asked for that service
   * (docs/product.md §7.5 service_type_id); store-wide is_open is open while any service is.
   */
  service_open?: boolean | undefined;
}

export type OpenState = 'open' | 'closed' | 'temporarily-closed';

/** The card's text for each state. */
export const OPEN_STATE_TEXT: Readonly<Record<OpenState, string>> = {
  open: m.stores_openNow,
  closed: m.stores_closed,
  'temporarily-closed': m.stores_temporarilyClosed,
};

/** A window that covers the whole day reads as this instead of "12:00 AM – 12:00 AM". */
export const OPEN_24_HOURS = m.stores_open24Hours;

/**
 * A store's MM/DD/YYYY date as YYYY-MM-DD, the schedule's key; undefined when malformed.
 * @example isoDate('06/11/2025') // '2025-06-11'
 */
export function isoDate(usDate: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/**
 * One service's windows on the store's today, yesterday's that run past midnight first
 * (docs/product.md §9); touching windows read as one. Undefined when the answer carried no schedule
 * or no service is known.
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
 * Windows as h:mm A ranges (docs/product.md §9 times); '' when there are none; undefined when
 * unknown. A window ending past midnight shows its end on the next day's clock.
 * @example hoursText([[660, 900], [1080, 1560]]) // '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM'
 */
export function hoursText(windows: [number, number][] | undefined): string | undefined {
  if (!windows) return undefined;
  if (windows.some(([s, e]) => s <= 0 && e >= 1440)) return OPEN_24_HOURS;
  return windows.map(([s, e]) => `${hmmA(s)} – ${hmmA(e)}`).join(', ');
}

/**
 * Today's hours of one service (see hoursText); undefined without a schedule.
 * @example todayHours(williamsburg, 1) // '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM'
 */
export function todayHours(store: StoreHoursLike, serviceTypeId?: number): string | undefined {
  return hoursText(todayWindows(store, serviceTypeId));
}

/**
 * The card's "Today: …" line: '' (no line) when the hours are unknown.
 * @example hoursLine('') // 'Closed today'
 */
export function hoursLine(hours: string | null | undefined): string {
  if (hours === null || hours === undefined) return '';
  return hours === '' ? m.stores_closedToday : m.stores_todayHours({ hours });
}

/**
 * Open, closed, or temporarily closed: a store whose every service schedule offers no day at all
 * takes no orders (docs/product.md §4.7). Otherwise the is_open of the service the card speaks for
 * when the API was asked for it (docs/product.md §7.5), else the store's own is_open (open while
 * any service is).
 */
export function openState(store: StoreHoursLike): OpenState {
  const schedules = store.service_schedule ? Object.values(store.service_schedule) : undefined;
  if (schedules?.every((days) => Object.values(days).every((w) => !w.length)))
    return 'temporarily-closed';
  return (store.service_open ?? store.is_open) ? 'open' : 'closed';
}
