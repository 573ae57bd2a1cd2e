import { dayLabel } from '../../lib/schedule/format.ts';
import { slotLabel, type CapacityDay, type CapacitySlot } from '../../lib/schedule/capacity.ts';
import { chooseDay, chooseHour } from '../../stores/order/details.ts';
import { Select, type SelectGroup } from '../../ui/Select.tsx';
import * as css from './details.css.ts';

/** A slot as an option: a full one is listed but cannot be chosen (docs/kitchen.md §1). */
const option = (h: CapacitySlot) => ({
  value: h.hour,
  label: slotLabel(h),
  ...(h.load === 'full' ? { disabled: true } : {}),
});

/**
 * The time list of a day: its own slots, then, where slots cross midnight, a group headed by the
 * next day's date (docs/product.md §2.10 divider).
 */
export function timeGroups(day: CapacityDay | undefined, today: string): SelectGroup[] {
  if (!day) return [];
  const same = day.hours.filter((h) => !h.isNextDay);
  const next = day.hours.filter((h) => h.isNextDay);
  const groups: SelectGroup[] = [{ options: same.map(option) }];
  if (next.length)
    groups.push({
      label: dayLabel(next[0]!.nextDayDate ?? day.date, today),
      options: next.map(option),
    });
  return groups.filter((g) => g.options.length);
}

export function DayTimePickers({
  days,
  day,
  hour,
  today,
}: {
  days: CapacityDay[];
  day: string | null;
  hour: string | null;
  today: string;
}) {
  const current = days.find((d) => d.date === day);
  return (
    <div className={css.pickers}>
      <Select
        id="order-day"
        label="Select Day"
        value={day}
        placeholder="Select a day"
        groups={[{ options: days.map((d) => ({ value: d.date, label: d.formatted })) }]}
        onChange={chooseDay}
      />
      <Select
        id="order-time"
        label="Select Time"
        value={hour}
        placeholder="Select a time"
        groups={timeGroups(current, today)}
        onChange={chooseHour}
        disabled={!current}
      />
    </div>
  );
}
