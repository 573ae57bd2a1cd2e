/**
 * Whether the order's chosen time can still be placed (docs/product.md §2.10 "Order time passed",
 * §4.8): the slot must still be among the ones the scheduling engine offers now.
 */
import type { Schedule } from '../schedule/build.ts';

/**
 * @param day the selected day (YYYY-MM-DD); @param hour the selected hour ('HH:mm' or 'ASAP')
 * @example slotStillOffered({ days: [{ date: '2026-11-23', formatted: '', hours: [{ hour: '12:30', … }] }], … }, '2026-11-23', '12:15') // false
 */
export function slotStillOffered(
  schedule: Pick<Schedule, 'days'>,
  day: string | null,
  hour: string | null,
): boolean {
  if (!day || !hour) return false;
  const d = schedule.days.find((x) => x.date === day);
  return !!d && d.hours.some((h) => h.hour === hour);
}
