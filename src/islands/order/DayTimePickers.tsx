import * as m from '#messages';
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
        label={m.orderDetails_selectDay}
        value={day}
        placeholder={m.orderDetails_selectDayPlaceholder}
        groups={[{ options: days.map((d) => ({ value: d.date, label: d.formatted })) }]}
        onChange={chooseDay}
      />
      <Select
        id="order-time"
        label={m.orderDetails_selectTime}
        value={hour}
        placeholder={m.orderDetails_selectTimePlaceholder}
        groups={timeGroups(current, today)}
        onChange={chooseHour}
        disabled={!current}
      />
    </div>
  );
}
