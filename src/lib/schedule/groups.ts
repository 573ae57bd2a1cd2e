import { slotLabel, type CapacityDay, type CapacitySlot } from './capacity.ts';
import { dayLabel } from './format.ts';

/** A list of time options, under a heading when it is not the first. */
export interface TimeGroup {
  label?: string | undefined;
  options: { value: string; label: string; disabled?: boolean }[];
}

/** A slot as an option: a full one is listed but cannot be chosen (docs/kitchen.md §1). */
const option = (h: CapacitySlot) => ({
  value: h.hour,
  label: slotLabel(h),
  ...(h.load === 'full' ? { disabled: true } : {}),
});

/**
 * The time list of a day: its own slots, then, where slots cross midnight, a group headed by the
 * next day's date (docs/product.md §2.10 divider). The order details' pickers and moving a placed
 * order (docs/kitchen.md §3) both list times this way.
 */
export function timeGroups(day: CapacityDay | undefined, today: string): TimeGroup[] {
  if (!day) return [];
  const same = day.hours.filter((h) => !h.isNextDay);
  const next = day.hours.filter((h) => h.isNextDay);
  const groups: TimeGroup[] = [{ options: same.map(option) }];
  if (next.length)
    groups.push({
      label: dayLabel(next[0]!.nextDayDate ?? day.date, today),
      options: next.map(option),
    });
  return groups.filter((g) => g.options.length);
}
