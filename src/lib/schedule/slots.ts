import type { DaySchedule } from './types.ts';
import { addDays } from './format.ts';

/** Slots are 15 minutes apart (docs/product.md §9). */
export const SLOT_MINUTES = 15;
/** The last slot of a window that ends at midnight (docs/product.md §9: 23:55). */
export const LAST_SLOT_BEFORE_MIDNIGHT = 1435;

/**
 * The slot minutes of one window (docs/product.md §9): every 15 minutes from its start up to its
 * end minus 15; a window ending exactly at 1440 also offers 23:55 as its last slot.
 * @example windowSlots([1380, 1440]) // [1380, 1395, 1410, 1425, 1435]
 */
export function windowSlots([start, end]: readonly [number, number]): number[] {
  const out: number[] = [];
  if (!(Number.isFinite(start) && Number.isFinite(end)) || end <= start) return out;
  for (let m = start; m <= end - SLOT_MINUTES; m += SLOT_MINUTES) out.push(m);
  if (
    end === 1440 &&
    start <= LAST_SLOT_BEFORE_MIDNIGHT &&
    out[out.length - 1] !== LAST_SLOT_BEFORE_MIDNIGHT
  )
    out.push(LAST_SLOT_BEFORE_MIDNIGHT);
  return out;
}

/**
 * The windows a day offers: its own, plus the part after midnight of the previous day's windows
 * that end past 1440 (docs/product.md §9 "carried into the next day"). Carried windows come first.
 * @example dayWindows({ '2026-11-21': [[1080, 1560]], '2026-11-22': [[660, 900]] }, '2026-11-22') // [[0, 120], [660, 900]]
 */
export function dayWindows(schedule: DaySchedule, date: string): [number, number][] {
  const carried = (schedule[addDays(date, -1)] ?? [])
    .filter(([, end]) => end > 1440)
    .map(([start, end]): [number, number] => [Math.max(start, 1440) - 1440, end - 1440]);
  const own = (schedule[date] ?? []).map(([s, e]): [number, number] => [s, e]);
  return [...carried, ...own];
}
