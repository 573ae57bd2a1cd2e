import * as m from '#messages';
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

/** "Quantity of <item>", for screen readers: its words either side of the item's name. */
const quantityOf = m.changes_quantityOf({ name: '\u0000' }).split('\u0000');

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
    if (!items) return a.setError(m.changes_quantityRange);
    if (!items.length) return a.setError(m.changes_changeFirst);
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
          m.changes_itemsChanged({ total: money(r.value.order.charges.total_cents) }),
          settlementText(settlements, money, 'did'),
          inStoreText(diff, settlements, money),
        ]
          .filter(Boolean)
          .join(' '),
      );
    });
  };
  return (
    <ChangeDialog title={m.changes_changeItems} after={a.after} onClose={() => onClose()}>
      <p className={form.hint}>{m.changes_removeHint}</p>
      <ul className={css.lines}>
        {lines.map((l) => (
          <li key={l.item_id} className={css.line}>
            <label htmlFor={`change-qty-${l.item_id}`}>
              <span className={srOnly}>{quantityOf[0]}</span>
              {l.name}
              {quantityOf[1] && <span className={srOnly}>{quantityOf[1]}</span>}
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
          {m.changes_newTotal({
            total: money(preview.order.charges.total_cents),
            previous: money(order.charges.total_cents),
          })}{' '}
          {settlementText(preview.settlements, money, 'will')}{' '}
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
          {a.busy ? m.changes_checking : preview ? m.changes_confirmChange : m.changes_reviewChange}
        </button>
        <button type="button" className={button.secondary} onClick={() => onClose()}>
          {m.changes_keepItems}
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
      title={m.changes_cancelTitle}
      text={
        paidOnline > 0
          ? m.changes_refundText({ amount: money(paidOnline) })
          : m.changes_nothingCharged
      }
      confirmLabel={m.changes_cancelOrder}
      busyLabel={m.changes_cancelling}
      keepLabel={m.changes_keepOrder}
      onConfirm={async () => {
        const r = await cancelPlaced(order.order_id);
        if (r.ok)
          done.current = [m.changes_cancelledDone, settlementText(r.value, money, 'did')]
            .filter(Boolean)
            .join(' ');
        return r;
      }}
      onClose={() => onClose(done.current)}
      focusAfter={returnFocus}
    />
  );
}
