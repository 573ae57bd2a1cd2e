/**
 * Changes after ordering (docs/kitchen.md §3): whether a placed order can still be moved, changed or
 * cancelled, and until when, in the store's wall-clock time. The API says how many minutes before
 * the promised time an order fires (change_cutoff_minutes); an API that does not say offers no
 * changes.
 */
import * as m from '#messages';
import { promisedInstant } from '../checkin/window.ts';
import type { StoreZone } from '../schedule/clock.ts';
import { dayLabel, hmmA } from '../schedule/format.ts';
import { isValidZone, zonedTime } from '../time/zone.ts';

const MINUTE = 60_000;

/** The fields of an order the rule reads. */
export interface ChangeableOrder {
  status: string;
  is_asap: boolean;
  dp_stamp: string | null;
  change_cutoff_minutes?: number | undefined;
  delay_minutes?: number | null | undefined;
}

export type ChangeWindow =
  /** The API offers no changes, the order is ASAP, not placed, finished or cancelled. */
  | { state: 'none' }
  /** Changes are open until `until` ('6:40 PM', or '6:40 PM on Tomorrow (11/24)'). */
  | { state: 'open'; until: string; untilMs: number }
  /** The order fired at `at`. */
  | { state: 'fired'; at: string };

/** Statuses in which a scheduled order has not been started (the store may still accept it). */
const WAITING = new Set(['placed', 'accepted']);

/**
 * The store's wall clock at an instant: its IANA zone when it has one, else its fixed offset (as
 * ../schedule/clock.ts, which Confirmation does not otherwise load).
 */
function wallClock(instantMs: number, zone: StoreZone): { date: string; minutes: number } {
  if (zone.timezone && isValidZone(zone.timezone)) return zonedTime(instantMs, zone.timezone);
  const shifted = new Date(instantMs + zone.timezone_offset_mins * MINUTE);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** 'h:mm A' on the store's clock, with the day when it is not today there. */
function storeTimeLabel(instantMs: number, nowMs: number, zone: StoreZone): string {
  const at = wallClock(instantMs, zone);
  const today = wallClock(nowMs, zone).date;
  return at.date === today
    ? hmmA(at.minutes)
    : m.order_timeOnDay({ time: hmmA(at.minutes), day: dayLabel(at.date, today) });
}

/**
 * Where the order stands for changes at `nowMs`.
 * @example changeWindow({ status: 'placed', is_asap: false, dp_stamp: '2026-11-23 13:30', change_cutoff_minutes: 20 }, { timezone_offset_mins: -300 }, Date.parse('2026-11-23T17:00:00Z')) // { state: 'open', until: '1:10 PM', untilMs: … }
 */
export function changeWindow(
  order: ChangeableOrder,
  zone: StoreZone | null | undefined,
  nowMs: number,
): ChangeWindow {
  const cutoff = order.change_cutoff_minutes;
  if (cutoff === undefined || order.is_asap || !zone) return { state: 'none' };
  const promised = promisedInstant(order.dp_stamp, zone);
  if (promised === null) return { state: 'none' };
  const fires = promised - cutoff * MINUTE;
  const label = storeTimeLabel(fires, nowMs, zone);
  if (nowMs >= fires)
    return WAITING.has(order.status) ? { state: 'fired', at: label } : { state: 'none' };
  return WAITING.has(order.status)
    ? { state: 'open', until: label, untilMs: fires }
    : { state: 'none' };
}

/**
 * What Confirmation and Order history say about changes; '' when there is nothing to say.
 * @example changeText({ state: 'open', until: '6:40 PM', untilMs: 0 }) // 'You can change this order until 6:40 PM.'
 */
export function changeText(w: ChangeWindow): string {
  if (w.state === 'open') return m.order_changeOpen({ time: w.until });
  if (w.state === 'fired') return m.order_changeFired({ time: w.at });
  return '';
}

/**
 * The delay the store reported, as the tracker says it; '' when on time or finished.
 * @example delayText({ status: 'accepted', is_asap: false, dp_stamp: '2026-11-23 13:30', delay_minutes: 15 }) // 'Running about 15 minutes late: now expected at 1:45 PM.'
 */
export function delayText(order: ChangeableOrder): string {
  const late = order.delay_minutes ?? 0;
  const hm = order.dp_stamp ? /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2})$/.exec(order.dp_stamp) : null;
  if (late <= 0 || !hm || ['completed', 'cancelled', 'open'].includes(order.status)) return '';
  const minutes = Number(hm[1]) * 60 + Number(hm[2]) + late;
  return m.order_delay({ minutes: late, time: hmmA(minutes) });
}
