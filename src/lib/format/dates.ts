/**
 * Dates (docs/product.md §9 "Money and dates"): "MMM D, YYYY", or "MMM D, YYYY, h:mm A" with a
 * time. The wall clock shown is the one written in the value (a store's local time), never the
 * browser's zone.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import * as m from '#messages';

// Written and read back in UTC, so a wall time the browser's own zone skips (a daylight-saving
// change) is shown as it was written. On Confirmation, Order history, Check-in, Rewards and the
// order quote only: its own file (scripts/chunk-groups.ts `dates`), never on Checkout's first load.
dayjs.extend(utc);

/** "YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]" or ISO with a T; any zone suffix is ignored. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * @example formatDate('2026-11-22') // 'Nov 22, 2026'
 * @example formatDate('2026-11-22 18:05', { time: true }) // 'Nov 22, 2026, 6:05 PM'
 */
export function formatDate(
  value: string | null | undefined,
  options: { time?: boolean } = {},
): string {
  const parts = value ? LOCAL.exec(value.trim()) : null;
  if (!parts) return '';
  const [year, month, day, hour, minute] = parts.slice(1, 6).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = dayjs.utc(Date.UTC(year, month - 1, day, hour, minute));
  // A date that does not exist (Feb 30, month 13, 24:00) rolls over: refuse it rather than show another.
  const exact =
    at.year() === year &&
    at.month() === month - 1 &&
    at.date() === day &&
    at.hour() === hour &&
    at.minute() === minute;
  if (!exact) return '';
  if (m.LOCALE !== 'en') return intlDate(at.toDate(), options.time === true);
  return at.format(options.time ? 'MMM D, YYYY, h:mm A' : 'MMM D, YYYY');
}

// Other languages write dates their own way ("22 nov. 2026, 18 h 05" in fr-CA): Intl, in UTC like
// the value above. Made on first use, so the English build (which never calls it) carries none.
let intlFormats: readonly [Intl.DateTimeFormat, Intl.DateTimeFormat] | undefined;

function intlDate(at: Date, time: boolean): string {
  const date = { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' } as const;
  intlFormats ??= [
    new Intl.DateTimeFormat(m.INTL_LOCALE, date),
    new Intl.DateTimeFormat(m.INTL_LOCALE, { ...date, hour: 'numeric', minute: '2-digit' }),
  ];
  return intlFormats[time ? 1 : 0].format(at);
}
