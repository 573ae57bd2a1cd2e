import { useStore } from '@nanostores/react';
import { Fragment, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { buildSchedule, readyTs, storeNow } from '../../lib/schedule/index.ts';
import { inStoreText, settlementText } from '../../lib/order/settlements.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import {
  cancelPlaced,
  changeItems,
  moveOrder,
  previewItems,
  type ItemChange,
  type ItemsOutcome,
} from '../../stores/order/changes.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { timeGroups } from '../../lib/schedule/groups.ts';
import type { ChangeKind } from './OrderChanges.tsx';
import * as css from './changes.css.ts';

interface Props {
  kind: ChangeKind;
  order: Order;
  store: Store;
  /** Where focus goes after a change is made (the section's heading, which reads the outcome). */
  returnFocus: RefObject<HTMLElement | null>;
  /** Closes the dialog; `message` says what was done, when something was. */
  onClose: (message?: string) => void;
}

/** The three change dialogs of Confirmation (docs/kitchen.md §3), loaded when one opens. */
export default function ChangeDialogs(props: Props) {
  if (props.kind === 'move') return <MoveDialog {...props} />;
  if (props.kind === 'items') return <ItemsDialog {...props} />;
  return <CancelDialog {...props} />;
}

/** A dialog whose action may fail: the reason shows inside it, and nothing is lost. */
function ChangeDialog({
  title,
  after,
  onClose,
  children,
}: {
  title: string;
  after: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog title={title} onClose={onClose} returnFocus={after}>
      <div className={css.body}>{children}</div>
    </Dialog>
  );
}

function useAction(returnFocus: RefObject<HTMLElement | null>) {
  const after = useRef<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const succeed = () => {
    after.current = returnFocus.current;
  };
  return { after, busy, setBusy, error, setError, succeed };
}

function Failure({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className={form.formError}>
      {error}
    </p>
  ) : null;
}

/** Another day and time from the store's schedule, with the same pickers as the order details. */
function MoveDialog({ order, store, returnFocus, onClose }: Props) {
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
    if (!ts) return a.setError('Please select a day and time.');
    a.setBusy(true);
    a.setError(undefined);
    void moveOrder(order.order_id, ts).then((r) => {
      a.setBusy(false);
      if (!r.ok) return a.setError(r.message);
      a.succeed();
      onClose(`Your order is now for ${formatDate(r.value.dp_stamp, { time: true })}.`);
    });
  };
  return (
    <ChangeDialog title="Change time" after={a.after} onClose={() => onClose()}>
      <p className={form.hint}>
        Now for {formatDate(order.dp_stamp, { time: true })}. Choose another time:
      </p>
      <div className={form.field}>
        <label className={form.label} htmlFor="change-day">
          Select Day
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
          Select Time
        </label>
        <select
          id="change-time"
          className={form.input}
          value={hour ?? ''}
          disabled={!chosen}
          onChange={(e) => setHour(e.currentTarget.value || null)}
        >
          <option value="">Select a time</option>
          {timeGroups(chosen, now.date).map((g, i) => {
            const options = g.options.map((o) => (
              <option key={o.value} value={o.value}>
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
          {a.busy ? 'Moving…' : 'Move order'}
        </button>
        <button type="button" className={button.secondary} onClick={() => onClose()}>
          Keep the current time
        </button>
      </div>
    </ChangeDialog>
  );
}

/** New quantities for the order's lines; the difference is shown before it is charged or refunded. */
function ItemsDialog({ order, returnFocus, onClose }: Props) {
  const a = useAction(returnFocus);
  const symbol = useStore($currencySymbol);
  const money = (c: number) => formatMoney(c, symbol);
  const lines = order.items.filter((i) => !i.auto);
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((l) => [l.item_id, String(l.quantity)])),
  );
  const [preview, setPreview] = useState<ItemsOutcome>();
  const changesOf = (): ItemChange[] | undefined => {
    const out: ItemChange[] = [];
    for (const l of lines) {
      const q = Number(quantities[l.item_id]);
      if (!Number.isInteger(q) || q < 0 || q > 99) return undefined;
      if (q !== l.quantity) out.push({ item_id: l.item_id, quantity: q });
    }
    return out;
  };
  const run = (confirm: boolean) => {
    const items = changesOf();
    if (!items) return a.setError('Enter a quantity from 0 to 99 for each item.');
    if (!items.length) return a.setError('Change a quantity first.');
    a.setBusy(true);
    a.setError(undefined);
    void (confirm ? changeItems : previewItems)(order.order_id, items).then((r) => {
      a.setBusy(false);
      if (!r.ok) return a.setError(r.message);
      if (!confirm) return setPreview(r.value);
      a.succeed();
      const { difference_cents: diff, settlements } = r.value;
      onClose(
        [
          `Your items are changed. New total ${money(r.value.order.charges.total_cents)}.`,
          settlementText(settlements, money, 'did'),
          inStoreText(diff, settlements, money),
        ]
          .filter(Boolean)
          .join(' '),
      );
    });
  };
  return (
    <ChangeDialog title="Change items" after={a.after} onClose={() => onClose()}>
      <p className={form.hint}>Set a quantity to 0 to remove an item.</p>
      <ul className={css.lines}>
        {lines.map((l) => (
          <li key={l.item_id} className={css.line}>
            <label htmlFor={`change-qty-${l.item_id}`}>
              <span className={srOnly}>Quantity of </span>
              {l.name}
            </label>
            <input
              id={`change-qty-${l.item_id}`}
              className={`${form.input} ${css.quantity}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              value={quantities[l.item_id] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setQuantities((q) => ({ ...q, [l.item_id]: value }));
                setPreview(undefined);
              }}
            />
          </li>
        ))}
      </ul>
      {preview && (
        <p className={form.hint} role="status">
          New total {money(preview.order.charges.total_cents)} (was{' '}
          {money(order.charges.total_cents)}). {settlementText(preview.settlements, money, 'will')}{' '}
          {inStoreText(preview.difference_cents, preview.settlements, money)}
        </p>
      )}
      <Failure error={a.error} />
      <div className={css.actions}>
        <button
          type="button"
          className={button.primary}
          disabled={a.busy}
          onClick={() => run(!!preview)}
        >
          {a.busy ? 'Checking…' : preview ? 'Confirm change' : 'Review change'}
        </button>
        <button type="button" className={button.secondary} onClick={() => onClose()}>
          Keep my items
        </button>
      </div>
    </ChangeDialog>
  );
}

/** "Cancel this order?": focus starts on keeping it, so Enter alone never cancels. */
function CancelDialog({ order, returnFocus, onClose }: Props) {
  const a = useAction(returnFocus);
  const keep = useRef<HTMLButtonElement>(null);
  const symbol = useStore($currencySymbol);
  const money = (c: number) => formatMoney(c, symbol);
  const paidOnline = order.charges.total_cents - order.balance_due_cents;
  return (
    <Dialog
      title="Cancel this order?"
      onClose={() => onClose()}
      initialFocus={keep}
      describedBy="cancel-order-text"
      returnFocus={a.after}
    >
      <div className={css.body}>
        <p id="cancel-order-text" className={form.hint}>
          {paidOnline > 0
            ? `The ${money(paidOnline)} you paid will be refunded to how you paid.`
            : 'Nothing has been charged for this order.'}
        </p>
        <Failure error={a.error} />
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            disabled={a.busy}
            onClick={() => {
              a.setBusy(true);
              a.setError(undefined);
              void cancelPlaced(order.order_id).then((r) => {
                a.setBusy(false);
                if (!r.ok) return a.setError(r.message);
                a.succeed();
                onClose(
                  ['Your order is cancelled.', settlementText(r.value, money, 'did')]
                    .filter(Boolean)
                    .join(' '),
                );
              });
            }}
          >
            {a.busy ? 'Cancelling…' : 'Cancel order'}
          </button>
          <button ref={keep} type="button" className={button.secondary} onClick={() => onClose()}>
            Keep my order
          </button>
        </div>
      </div>
    </Dialog>
  );
}
