import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { Fragment, useMemo, useState } from 'react';
import { formatDate } from '../../lib/format/dates.ts';
import { buildSchedule, readyTs, storeNow } from '../../lib/schedule/index.ts';
import { timeGroups } from '../../lib/schedule/groups.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import { moveOrder } from '../../stores/order/changes.ts';
import { button } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import { ChangeDialog, Failure, useAction, type ChangeProps } from './ChangeDialog.tsx';
import * as css from './changes.css.ts';

/** Another day and time from the store's schedule, with the same pickers as the order details. */
export function MoveDialog({ order, store, returnFocus, onClose }: ChangeProps) {
  const a = useAction(returnFocus);
  const service = store.services.find((s) => s.service_type_id === order.service_type_id);
  // Moves on while the dialog is open, so slots that pass go.
  const nowMs = useStore($checkinNow);
  const now = useMemo(() => storeNow(nowMs, store), [nowMs, store]);
  const days = useMemo(
    () =>
      service
        ? buildSchedule({
            schedule: store.service_schedule?.[String(service.service_type_id)],
            now,
            service,
            isOpen: store.is_open,
            zone: store.timezone,
            rules: { asapToggle: false, disableFutureOrders: false, deliveryGracePeriod: 0 },
          }).days
        : [],
    [store, service, now],
  );
  const current = order.dp_stamp?.slice(0, 10) ?? null;
  const [day, setDay] = useState<string | null>(
    days.some((d) => d.date === current) ? current : (days[0]?.date ?? null),
  );
  const [hour, setHour] = useState<string | null>(null);
  const chosen = days.find((d) => d.date === day);
  const slot = chosen?.hours.find((h) => h.hour === hour);
  const submit = () => {
    const ts = chosen && slot ? readyTs(chosen, slot) : undefined;
    if (!ts) return a.setError(m.changes_selectDayTime);
    a.setBusy(true);
    a.setError(undefined);
    void moveOrder(order.order_id, ts).then((r) => {
      a.setBusy(false);
      if (!r.ok) return a.setError(r.message);
      a.succeed();
      onClose(m.changes_movedTo({ when: formatDate(r.value.dp_stamp, { time: true }) }));
    });
  };
  return (
    <ChangeDialog title={m.changes_changeTime} after={a.after} onClose={() => onClose()}>
      <p className={form.hint}>
        {m.changes_nowFor({ when: formatDate(order.dp_stamp, { time: true }) })}
      </p>
      <div className={form.field}>
        <label className={form.label} htmlFor="change-day">
          {m.changes_selectDay}
        </label>
        <select
          id="change-day"
          className={form.input}
          value={day ?? ''}
          onChange={(e) => {
            setDay(e.currentTarget.value || null);
            setHour(null);
          }}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date}>
              {d.formatted}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label className={form.label} htmlFor="change-time">
          {m.changes_selectTime}
        </label>
        <select
          id="change-time"
          className={form.input}
          value={hour ?? ''}
          disabled={!chosen}
          onChange={(e) => setHour(e.currentTarget.value || null)}
        >
          <option value="">{m.changes_selectATime}</option>
          {timeGroups(chosen, now.date).map((g, i) => {
            const options = g.options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ));
            return g.label ? (
              <optgroup key={g.label} label={g.label}>
                {options}
              </optgroup>
            ) : (
              <Fragment key={i}>{options}</Fragment>
            );
          })}
        </select>
      </div>
      <Failure error={a.error} />
      <div className={css.actions}>
        <button type="button" className={button.primary} disabled={a.busy} onClick={submit}>
          {a.busy ? m.changes_moving : m.changes_moveOrder}
        </button>
        <button type="button" className={button.secondary} onClick={() => onClose()}>
          {m.changes_keepTime}
        </button>
      </div>
    </ChangeDialog>
  );
}
