/**
 * A paused store (docs/kitchen.md §2): it takes no orders until its resume time, if it gave one.
 * How Home, the order details, the Menu and Checkout say it. Kept apart from the Menu's sold-out
 * rules so Home's first load carries only this.
 */
import * as m from '#messages';
import { DAY_AND_TIME, TIME_OF_DAY, usClock } from '../schedule/format.ts';

/** A store's optional pause fields. */
export interface PauseLike {
  is_paused?: boolean | undefined;
  paused_until?: string | null | undefined;
}

/**
 * Pause rule: a store is paused while it says so and its resume time (if any) has not come.
 * @example pausedNow({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' }, Date.parse('2025-06-11T23:00:00Z')) // false
 */
export function pausedNow(p: PauseLike | null | undefined, nowMs: number): boolean {
  if (!p?.is_paused) return false;
  if (!p.paused_until) return true;
  const until = Date.parse(p.paused_until);
  return Number.isNaN(until) || until > nowMs;
}

/**
 * The store's date, YYYY-MM-DD: the tenant API's `today` (MM/DD/YYYY, on the API's clock), or an
 * instant seen on the store's clock; '' when it cannot be read.
 * @example storeDate('06/11/2025', -240) // '2025-06-11'
 */
export function storeDate(today: string | number, offsetMins: number): string {
  if (typeof today === 'number')
    return new Date(today + offsetMins * 60_000).toISOString().slice(0, 10);
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(today);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : '';
}

/** When a paused store is back (see backAt), and whether that is on a later day than `today`. */
function resumeAt(
  pausedUntil: string | null | undefined,
  offsetMins: number,
  today: string | number,
): { text: string; later: boolean } | null {
  const until = pausedUntil ? Date.parse(pausedUntil) : NaN;
  if (Number.isNaN(until)) return null;
  const local = until + offsetMins * 60_000;
  const sameDay = new Date(local).toISOString().slice(0, 10) === storeDate(today, offsetMins);
  return { text: usClock(local, sameDay ? TIME_OF_DAY : DAY_AND_TIME), later: !sameDay };
}

/**
 * When a paused store is back, on the store's clock (`offsetMins` east of UTC): "6:30 PM" on the
 * store's `today` (see storeDate), "Jun 12, 9:00 AM" on a later day; null when it has not said.
 * @example backAt('2025-06-11T22:30:00Z', -240, '06/11/2025') // '6:30 PM'
 */
export function backAt(
  pausedUntil: string | null | undefined,
  offsetMins: number,
  today: string | number,
): string | null {
  return resumeAt(pausedUntil, offsetMins, today)?.text ?? null;
}

/**
 * The paused store's line on Home, the order details and Menu; null while it is not paused. The
 * API's is_paused is taken as it is: the page's clock may not be the API's.
 * @example pausedText({ is_paused: true, paused_until: '2025-06-11T22:30:00Z' }, -240, '06/11/2025') // 'Paused — back at 6:30 PM'
 */
export function pausedText(
  p: PauseLike | null | undefined,
  offsetMins: number,
  today: string | number,
): string | null {
  if (!p?.is_paused) return null;
  const at = resumeAt(p.paused_until, offsetMins, today);
  if (!at) return m.stores_paused;
  return at.later
    ? m.stores_pausedUntilDay({ time: at.text })
    : m.stores_pausedUntilTime({ time: at.text });
}
