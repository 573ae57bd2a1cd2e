import type { Order } from '../../api/schemas/order.ts';
import { chargeRows } from '../../lib/cart/lines.ts';
import { formatMoney } from '../../lib/format/money.ts';
import * as css from './cart.css.ts';

/** Subtotal, the order's charge lines and its total, as the server computed them. */
export function CartTotals({ order, symbol }: { order: Order; symbol: string | undefined }) {
  return (
    <dl className={css.rows}>
      {chargeRows(order).map((row) => {
        const total = row.key === 'total';
        return (
          <div key={row.key} className={css.rowGroup}>
            <dt className={total ? css.totalLabel : css.rowLabel}>{row.label}</dt>
            <dd className={total ? css.totalValue : css.rowValue}>
              {formatMoney(row.cents, symbol)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
