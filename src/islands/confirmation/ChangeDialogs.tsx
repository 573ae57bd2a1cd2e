import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { formatMoney } from '../../lib/format/money.ts';
import { inStoreText, settlementText } from '../../lib/order/settlements.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import {
  cancelPlaced,
  changeItems,
  previewItems,
  type ItemChange,
  type ItemsOutcome,
} from '../../stores/order/changes.ts';
import { button, srOnly } from '../../theme/recipes.css.ts';
import * as form from '../../ui/form.css.ts';
import { ChangeDialog, Failure, useAction, type ChangeProps } from './ChangeDialog.tsx';
import { MoveDialog } from './MoveDialog.tsx';
import { ConfirmDialog } from '../account/ConfirmDialog.tsx';
import * as css from './changes.css.ts';

/** The three change dialogs of Confirmation (docs/kitchen.md §3), loaded when one opens. */
export default function ChangeDialogs(props: ChangeProps) {
  if (props.kind === 'move') return <MoveDialog {...props} />;
  if (props.kind === 'items') return <ItemsDialog {...props} />;
  return <CancelDialog {...props} />;
}

/** New quantities for the order's lines; the difference is shown before it is charged or refunded. */
function ItemsDialog({ order, returnFocus, onClose }: ChangeProps) {
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
function CancelDialog({ order, returnFocus, onClose }: ChangeProps) {
  const symbol = useStore($currencySymbol);
  const money = (c: number) => formatMoney(c, symbol);
  const paidOnline = order.charges.total_cents - order.balance_due_cents;
  // What Confirmation announces once the order is cancelled.
  const done = useRef<string>(undefined);
  return (
    <ConfirmDialog
      title="Cancel this order?"
      text={
        paidOnline > 0
          ? `The ${money(paidOnline)} you paid will be refunded to how you paid.`
          : 'Nothing has been charged for this order.'
      }
      confirmLabel="Cancel order"
      busyLabel="Cancelling…"
      keepLabel="Keep my order"
      onConfirm={async () => {
        const r = await cancelPlaced(order.order_id);
        if (r.ok)
          done.current = ['Your order is cancelled.', settlementText(r.value, money, 'did')]
            .filter(Boolean)
            .join(' ');
        return r;
      }}
      onClose={() => onClose(done.current)}
      focusAfter={returnFocus}
    />
  );
}
