import { isValidZone, zonedTime } from '../time/zone.ts';
import type { StoreNow } from './types.ts';

/**
 * What a store says about its time zone (docs/product.md §3): the offset, and an IANA zone when it
 * has one.
 */
export interface StoreZone {
  /** Minutes ahead of UTC (east positive; New York in winter is -300). */
  timezone_offset_mins: number;
  timezone?: string | null | undefined;
}

/** Whether a store's zone is one the runtime knows (asked once per zone). */
export function validZone(zone: string | null | undefined): zone is string {
  return !!zone && isValidZone(zone);
}

/**
 * The store's wall clock at an instant. An IANA zone is preferred, so the clock stays right across
 * daylight-saving changes (beyond docs/product.md); otherwise the fixed offset.
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
