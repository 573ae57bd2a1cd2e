import * as m from '#messages';
import { addDays } from '../time/zone.ts';
import type { DayOption, HourSlot } from './types.ts';

export { addDays };

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock forms the storefront shows: "6:45 PM", "11/24", "Tuesday", "Jun 12, 9:00 AM". */
export const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: '2-digit', day: '2-digit' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  ...TIME_OF_DAY,
};

// One formatter per form: making one costs far more than formatting with it (slots are many).
const formatters = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

/**
 * A wall clock as Intl writes it in the build's language (US English: '6:45 PM'; fr-CA: '18 h 45'),
 * read in UTC so that the value written is the value
 * shown (never moved by the browser's zone). Some engines put a narrow no-break space before AM/PM:
 * the texts use a plain one.
 * @example usClock(Date.UTC(2025, 5, 12, 9), DAY_AND_TIME) // 'Jun 12, 9:00 AM'
 */
export function usClock(at: number, form: Intl.DateTimeFormatOptions): string {
  let formatter = formatters.get(form);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(m.INTL_LOCALE, { ...form, timeZone: 'UTC' });
    formatters.set(form, formatter);
  }
  return formatter.format(at).replace(/\s/g, ' ');
}

/**
 * Minutes of a day as 'HH:mm' (wrapping past midnight).
 * @example hhmm(1455) // '00:15'
 */
export function hhmm(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

// A schedule writes hundreds of slot times, all among a day's 1,440: each is formatted once.
const timesOfDay: string[] = [];

/**
 * Minutes of a day as 'h:mm A' (docs/product.md §9).
 * @example hmmA(0) // '12:00 AM'
 */
export function hmmA(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return (timesOfDay[m] ??= usClock(m * 60_000, TIME_OF_DAY));
}

/**
 * The day label of docs/product.md §9: 'Today (MM/DD)', 'Tomorrow (MM/DD)', '{Weekday} (MM/DD)',
 * the day and date as Intl writes them in the build's language (fr-CA: 'Mardi (11-24)').
 * @example dayLabel('2026-11-24', '2026-11-22') // 'Tuesday (11/24)'
 */
export function dayLabel(date: string, today: string): string {
  const at = Date.parse(`${date}T00:00Z`);
  const md = usClock(at, MONTH_DAY);
  if (date === today) return m.schedule_today({ date: md });
  if (date === addDays(today, 1)) return m.schedule_tomorrow({ date: md });
  // French and Spanish write weekdays in lower case; the label starts with it, so it is capitalised.
  const weekday = usClock(at, WEEKDAY);
  return m.schedule_weekday({
    weekday: weekday.charAt(0).toLocaleUpperCase(m.INTL_LOCALE) + weekday.slice(1),
    date: md,
  });
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
