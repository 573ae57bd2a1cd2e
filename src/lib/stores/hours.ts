/**
 * What a store card says about opening: open now, closed, or temporarily closed, and today's
 * hours from the store's service schedule (SPEC §3 Store, Service schedule; §4.7). Browser-safe.
 */
import { visibleServices, type ServiceLike } from '../order/service.ts';
import { dayWindows, hmmA, type DaySchedule } from '../schedule/index.ts';

/** What the hours rules need of a store (SPEC §3 Store). */
export interface StoreHoursLike {
  is_open: boolean;
  /** The store's date, MM/DD/YYYY. */
  today: string;
  services: readonly ServiceLike[];
  service_schedule?: Readonly<Record<string, DaySchedule>> | undefined;
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

/** Overlapping or touching windows become one, so services with shared hours read once. */
function merge(windows: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...windows].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * The store's windows on its today: one service's, or the union of its visible services'. Windows
 * of the day before that run past midnight count too (SPEC §9). Undefined when the answer carried
 * no schedule.
 */
export function todayWindows(
  store: StoreHoursLike,
  serviceTypeId?: number,
): [number, number][] | undefined {
  const schedule = store.service_schedule;
  const date = isoDate(store.today);
  if (!schedule || !date) return undefined;
  const ids =
    serviceTypeId === undefined
      ? visibleServices(store.services).map((s) => s.service_type_id)
      : [serviceTypeId];
  return merge(ids.flatMap((id) => dayWindows(schedule[String(id)] ?? {}, date)));
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
 * takes no orders (SPEC §4.7). Without a schedule only is_open can be told.
 */
export function openState(store: StoreHoursLike): OpenState {
  const schedules = store.service_schedule ? Object.values(store.service_schedule) : undefined;
  if (
    schedules &&
    schedules.every((days) => Object.values(days).every((windows) => windows.length === 0))
  )
    return 'temporarily-closed';
  return store.is_open ? 'open' : 'closed';
}
