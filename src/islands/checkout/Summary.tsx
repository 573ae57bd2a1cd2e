import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $selectedStore } from '../../stores/order/current.ts';
import { $summaryLines } from '../../stores/order/summary.ts';
import { OrderCharges } from './OrderCharges.tsx';
import * as css from './checkout.css.ts';
import { requestOrderDetails } from '../../stores/order/open-details.ts';

const openDetails = () => void requestOrderDetails({ origin: 'default' });

/** The order: store, service, time (CHANGE), lines, charges and total, as the server sent them. */
export function Summary({ order }: { order: Order }) {
  const store = useStore($selectedStore);
  const symbol = useStore($currencySymbol);
  const lines = useStore($summaryLines);
  const [open, setOpen] = useState(false);
  const money = (c: number) => formatMoney(c, symbol);
  // With hide_store_address the line names the store, not its subtitle, after "FROM:".
  const place = lines?.address ?? (lines?.pickup ? store?.name : lines?.store);
  return (
    <section className={`${css.card} ${css.summary}`} aria-labelledby="checkout-order">
      <h2 id="checkout-order" className={css.heading}>
        {m.checkout_yourOrder}
      </h2>
      <button
        type="button"
        className={css.disclosure}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {(open ? m.checkout_hideSummary : m.checkout_showSummary)({
          total: money(order.charges.total_cents),
        })}
      </button>
      {/* The button's next sibling: what it shows and hides on phones. */}
      <div className={css.summaryBody} data-open={open || undefined}>
        {store && <p className={css.muted}>{store.name}</p>}
        {lines && (
          <div className={css.row}>
            <p className={css.muted}>
              <strong>{lines.when}</strong>
              <br />
              {lines.service} {place}
            </p>
            <button type="button" className={css.linkButton} onClick={openDetails}>
              {m.checkout_change}
            </button>
          </div>
        )}
        <ul className={css.list} aria-label={m.checkout_items}>
          {order.items.map((item) => (
            <li key={item.item_id} className={css.row}>
              <span>
                {item.quantity} × {item.name}
                {item.options.length > 0 && (
                  <span className={css.small}> ({item.options.map((o) => o.name).join(', ')})</span>
                )}
              </span>
              <span>{money(item.total_cents)}</span>
            </li>
          ))}
        </ul>
        <OrderCharges order={order} money={money} />
      </div>
    </section>
  );
}
