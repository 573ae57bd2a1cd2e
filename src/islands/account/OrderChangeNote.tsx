import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { changeText, changeWindow } from '../../lib/order/changes.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import * as css from './order-history.css.ts';

/**
 * Order history's word on changes after ordering (docs/kitchen.md §3): until when the order can be
 * moved, changed or cancelled, and the way to do it, on its Confirmation.
 */
export function OrderChangeNote({ order, store }: { order: Order; store: Store | undefined }) {
  const now = useStore($checkinNow);
  const changeable = changeWindow(order, store, now);
  if (changeable.state !== 'open') return null;
  return (
    <p className={css.meta}>
      <span>{changeText(changeable)}</span>
      <a className={css.link} href={`/confirmation/${order.order_id}`}>
        {m.orderHistory_changeOrCancel({ id: order.order_id })}
      </a>
    </p>
  );
}
