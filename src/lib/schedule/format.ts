import { addDays } from '../time/zone.ts';
import type { DayOption, HourSlot } from './types.ts';

export { addDays };

const pad = (n: number) => String(n).padStart(2, '0');
const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * Minutes of a day as 'HH:mm' (wrapping past midnight).
 * @example hhmm(1455) // '00:15'
 */
export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/**
 * Minutes of a day as 'h:mm A' (docs/product.md §9).
 * @example hmmA(0) // '12:00 AM'
 */
export function hmmA(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m % 60)} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * The day label of docs/product.md §9: 'Today (MM/DD)', 'Tomorrow (MM/DD)', '{Weekday} (MM/DD)'.
 * @example dayLabel('2026-11-24', '2026-11-22') // 'Tuesday (11/24)'
 */
export function dayLabel(date: string, today: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const md = `${pad(m)}/${pad(d)}`;
  if (date === today) return `Today (${md})`;
  if (date === addDays(today, 1)) return `Tomorrow (${md})`;
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} (${md})`;
}

/**
 * ready_ts of a chosen slot: '{date} {HH:mm}', using nextDayDate past midnight (docs/product.md
 * §4.8). Undefined for ASAP, which sends no ready_ts.
 * @example readyTs({ date: '2026-11-22', … }, { hour: '00:30', isNextDay: true, nextDayDate: '2026-11-23', … }) // '2026-11-23 00:30'
 */
export function readyTs(day: Pick<DayOption, 'date'>, slot: HourSlot): string | undefined {
  if (slot.hour === 'ASAP') return undefined;
  return `${slot.isNextDay && slot.nextDayDate ? slot.nextDayDate : day.date} ${slot.hour}`;
}

/**
 * A promised time from dp_stamp ('YYYY-MM-DD HH:mm') as h:mm A (docs/product.md §2.3).
 * @example promisedTime('2026-11-22 18:45') // '6:45 PM'
 */
export function promisedTime(dpStamp: string | null | undefined): string | undefined {
  const m = dpStamp ? /(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(dpStamp.trim()) : null;
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? hmmA(h * 60 + min) : undefined;
}
