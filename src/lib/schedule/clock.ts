import { addDays, offsetMinutes, zonedTime, zonedToInstant } from '../time/zone.ts';
import type { StoreNow } from './types.ts';

/** What a store says about its time zone (SPEC §3): the offset, and an IANA zone when it has one. */
export interface StoreZone {
  /** Minutes ahead of UTC (east positive; New York in winter is -300). */
  timezone_offset_mins: number;
  timezone?: string | null | undefined;
}

const knownZones = new Map<string, boolean>();

function validZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let ok = knownZones.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = true;
    } catch {
      ok = false;
    }
    knownZones.set(zone, ok);
  }
  return ok;
}

/**
 * The store's wall clock at an instant. An IANA zone is preferred, so the clock stays right across
 * daylight-saving changes (beyond SPEC); otherwise the fixed offset.
 * @example storeNow(Date.parse('2026-11-22T17:30:00Z'), { timezone_offset_mins: -300 }) // { date: '2026-11-22', minutes: 750, partial: false }
 */
export function storeNow(instantMs: number, store: StoreZone): StoreNow {
  if (validZone(store.timezone)) {
    const t = zonedTime(instantMs, store.timezone);
    return { date: t.date, minutes: t.minutes, partial: instantMs % 60_000 !== 0 };
  }
  const shifted = new Date(instantMs + store.timezone_offset_mins * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    partial: instantMs % 60_000 !== 0,
  };
}

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
