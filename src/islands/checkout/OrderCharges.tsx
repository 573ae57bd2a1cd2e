import * as m from '#messages';
import type { Order } from '../../api/schemas/order.ts';
import * as css from './checkout.css.ts';

/** The order's charge lines and total, as the server computed them (never summed here). */
export function OrderCharges({ order, money }: { order: Order; money: (cents: number) => string }) {
  return (
    <dl className={css.list}>
      {order.charges.lines.map((c) => (
        <div key={`${c.type}-${c.label}`} className={css.row}>
          <dt>{c.label}</dt>
          <dd>{money(c.amount_cents)}</dd>
        </div>
      ))}
      <div className={css.total}>
        <dt>{m.checkout_total}</dt>
        <dd>{money(order.charges.total_cents)}</dd>
      </div>
    </dl>
  );
}
