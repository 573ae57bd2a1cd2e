import * as m from '#messages';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import {
  inProgress,
  itemText,
  orderDate,
  orderedLines,
  statusLabel,
} from '../../lib/account/order-history.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { button } from '../../theme/recipes.css.ts';
import { OrderHistoryCheckin } from './OrderHistoryCheckin.tsx';
import { OrderChangeNote } from './OrderChangeNote.tsx';
import * as css from './order-history.css.ts';

/**
 * One past order: where, when, what, how much, how far along, and what can be done with it (reorder,
 * tracking, and "I'm here" while it can be checked in).
 */
export function OrderCard({
  order,
  store,
  symbol,
  checking,
  busy,
  onReorder,
}: {
  order: Order;
  store: Store | undefined;
  symbol: string | undefined;
  /** This order's reorder is being checked. */
  checking: boolean;
  /** Any reorder is being checked. */
  busy: boolean;
  onReorder: () => void;
}) {
  const headingId = `order-${order.order_id}-title`;
  // Named by store and order number: a guest's orders often share a store.
  const numberId = `order-${order.order_id}-number`;
  const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
  const when = orderDate(order, store);
  return (
    <li>
      <article className={css.card} aria-labelledby={`${headingId} ${numberId}`}>
        <div className={css.head}>
          <h2 id={headingId} className={css.heading}>
            {store?.name ?? m.orderHistory_storeNumber({ id: order.store_id })}
          </h2>
          <span className={css.status}>{statusLabel(order.status)}</span>
        </div>
        <p className={css.meta}>
          <span id={numberId}>{m.orderHistory_orderNumber({ id: order.order_id })}</span>
          {when && <span>{when}</span>}
          {service && <span>{service.display_name}</span>}
        </p>
        <ul className={css.items} aria-label={m.orderHistory_items}>
          {orderedLines(order.items).map((line) => {
            const { text, options } = itemText(line);
            return (
              <li key={line.item_id}>
                {text}
                {options && <span className={css.options}>{options}</span>}
              </li>
            );
          })}
        </ul>
        <p className={css.total}>
          <span>{m.orderHistory_total}</span>
          <span>{formatMoney(order.charges.total_cents, symbol)}</span>
        </p>
        <OrderChangeNote order={order} store={store} />
        <OrderHistoryCheckin order={order} store={store} />
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            onClick={onReorder}
            aria-disabled={busy || undefined}
          >
            {checking ? m.orderHistory_checkingMenu : m.orderHistory_reorder}
          </button>
          <a className={css.link} href={`/confirmation/${order.order_id}`}>
            {inProgress(order.status) ? m.orderHistory_track : m.orderHistory_viewDetails}
          </a>
        </div>
      </article>
    </li>
  );
}
