import type { CapacityDay } from '../../lib/schedule/capacity.ts';
import { timeGroups } from '../../lib/schedule/groups.ts';
import { chooseDay, chooseHour } from '../../stores/order/details.ts';
import { Select } from '../../ui/Select.tsx';
import * as css from './details.css.ts';

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
