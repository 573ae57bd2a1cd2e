/**
 * Opening hours: the weekly templates of a seed turned into docs/product.md §3's service_schedule
 * for the next 14 days, and the checks built on the same windows (open now, a time a scheduled
 * order may use).
 */
import { addDays, weekdayOf } from '../../lib/time/zone.ts';

/** [startMinute, endMinute] from local midnight; the end may exceed 1440 (past midnight). */
export type Window = [number, number];
export type Weekday =
  'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';
export type Weekly = Record<Weekday, Window[]>;
/** date (YYYY-MM-DD) → windows. */
export type Days = Record<string, Window[]>;

export const SCHEDULE_DAYS = 14;
const WEEKDAYS: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** The template's windows for a date. */
export function windowsOn(weekly: Weekly, date: string): Window[] {
  return weekly[WEEKDAYS[weekdayOf(date)]!].map(([s, e]) => [s, e]);
}

/**
 * The schedule of one service from `today` on, leaving out days without windows, so a closed day
 * offers no slots. A temporarily closed store gets an empty schedule (docs/product.md §4.7).
 * @example generateDays(everyDay([[660, 1320]]), '2025-01-06', 2) // { '2025-01-06': [[660,1320]], '2025-01-07': [[660,1320]] }
 */
export function generateDays(
  weekly: Weekly,
  today: string,
  days = SCHEDULE_DAYS,
  closed = false,
): Days {
  const out: Days = {};
  if (closed) return out;
  for (let i = 0; i < days; i++) {
    const date = addDays(today, i);
    const windows = windowsOn(weekly, date);
    if (windows.length) out[date] = windows;
  }
  return out;
}

/**
 * The schedule of one service as a store call returns it: generateDays, plus yesterday's windows
 * that run past midnight, so a client can tell at 00:30 that last night's window is still open
 * (docs/product.md §9 "carried into the next day"; the client has no other way to know it).
 */
export function scheduleFrom(weekly: Weekly, today: string, closed = false): Days {
  const days = generateDays(weekly, today, SCHEDULE_DAYS, closed);
  if (closed) return days;
  const yesterday = addDays(today, -1);
  const late = windowsOn(weekly, yesterday).filter(([, e]) => e > 1440);
  return late.length ? { [yesterday]: late, ...days } : days;
}

/**
 * docs/product.md §9: the last slot of a window is its end minus 15, or 23:55 when it ends at
 * midnight.
 * @example lastSlot(1440) // 1435
 */
export function lastSlot(end: number): number {
  return end === 1440 ? 1435 : end - 15;
}

/**
 * Whether the store is open at a local date and minute: inside one of today's windows, or inside
 * yesterday's window that runs past midnight (docs/product.md §9 "carried into the next day").
 */
export function isOpenAt(weekly: Weekly, date: string, minute: number, closed = false): boolean {
  if (closed) return false;
  if (windowsOn(weekly, date).some(([s, e]) => s <= minute && minute < e)) return true;
  return windowsOn(weekly, addDays(date, -1)).some(
    ([s, e]) => e > 1440 && s <= minute + 1440 && minute + 1440 < e,
  );
}

/**
 * Whether a scheduled order may be ready at a local date and minute: between a window's start and
 * its last slot, counting yesterday's past-midnight windows.
 */
export function acceptsTime(weekly: Weekly, date: string, minute: number, closed = false): boolean {
  if (closed) return false;
  if (windowsOn(weekly, date).some(([s, e]) => s <= minute && minute <= lastSlot(e))) return true;
  return windowsOn(weekly, addDays(date, -1)).some(
    ([s, e]) => e > 1440 && s <= minute + 1440 && minute + 1440 <= lastSlot(e),
  );
}
