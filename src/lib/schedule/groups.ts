import type { DayOption } from './types.ts';
import { dayLabel } from './format.ts';

/** A list of time options, under a heading when it is not the first. */
export interface TimeGroup {
  label?: string | undefined;
  options: { value: string; label: string }[];
}

/**
 * The time list of a day: its own slots, then, where slots cross midnight, a group headed by the
 * next day's date (docs/product.md §2.10 divider). The order details' pickers and moving a placed
 * order (docs/kitchen.md §3) both list times this way.
 */
export function timeGroups(day: DayOption | undefined, today: string): TimeGroup[] {
  if (!day) return [];
  const same = day.hours.filter((h) => !h.isNextDay);
  const next = day.hours.filter((h) => h.isNextDay);
  const groups: TimeGroup[] = [
    { options: same.map((h) => ({ value: h.hour, label: h.formatted })) },
  ];
  if (next.length)
    groups.push({
      label: dayLabel(next[0]!.nextDayDate ?? day.date, today),
      options: next.map((h) => ({ value: h.hour, label: h.formatted })),
    });
  return groups.filter((g) => g.options.length);
}
