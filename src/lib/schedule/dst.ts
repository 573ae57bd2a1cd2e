/**
 * Daylight-saving changes in a store's zone, for the slot list (./build.ts). Apart from the store's
 * clock (./clock.ts), which Checkout and the summary bar need without these.
 */
import { addDays, offsetMinutes, zonedTime, zonedToInstant } from '../time/zone.ts';
import { validZone } from './clock.ts';

/**
 * Whether a wall time exists in the zone (the hour skipped when clocks go forward does not).
 * Without an IANA zone every wall time exists.
 */
export function wallTimeExists(
  date: string,
  minutes: number,
  zone: string | null | undefined,
): boolean {
  if (!validZone(zone)) return true;
  const t = zonedTime(zonedToInstant(date, minutes, zone), zone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const expected = new Date(Date.UTC(y, m - 1, d, 0, minutes));
  return (
    t.date === expected.toISOString().slice(0, 10) &&
    t.minutes === expected.getUTCHours() * 60 + expected.getUTCMinutes()
  );
}

const noonOffsets = new Map<string, number>();

/** The zone's UTC offset at local noon of a date (memoised: a pure function of its inputs). */
function noonOffset(date: string, zone: string): number {
  const key = `${zone}|${date}`;
  let v = noonOffsets.get(key);
  if (v === undefined) {
    if (noonOffsets.size > 10_000) noonOffsets.clear();
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    v = offsetMinutes(Date.UTC(y, m - 1, d, 12), zone);
    noonOffsets.set(key, v);
  }
  return v;
}

/**
 * Whether the zone's clocks change between the previous day's noon and this day's noon, i.e.
 * whether this date's early hours can hold skipped wall times. Checking this first keeps the
 * per-slot test (which asks Intl) to the two days a year that need it.
 */
export function clocksChangeOn(date: string, zone: string | null | undefined): boolean {
  if (!validZone(zone)) return false;
  return noonOffset(date, zone) !== noonOffset(addDays(date, -1), zone);
}
