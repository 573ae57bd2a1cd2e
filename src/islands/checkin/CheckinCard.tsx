import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { orderCheckin } from '../../lib/checkin/order.ts';
import { $arrivals, arrivalOf } from '../../stores/checkin/arrival.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import { CheckinAction } from './CheckinAction.tsx';
import * as css from './checkin.css.ts';

/** States in which a pickup order's Confirmation has something to say about checking in. */
const SHOWN = new Set(['open', 'early', 'late', 'checked-in']);

/** Confirmation's "Check in on arrival" section, for pickup-style orders only. */
export function CheckinCard({ order, store }: { order: Order; store: Store | null }) {
  const now = useStore($checkinNow);
  const arrival = arrivalOf(useStore($arrivals), order.order_id);
  const current = arrival.state === 'done' ? arrival.order : order;
  if (!SHOWN.has(orderCheckin(current, store, now).verdict.state)) return null;
  return (
    <section className={css.card} aria-labelledby="checkin-title">
      <h2 id="checkin-title" className={css.heading}>
        {m.checkin_cardTitle}
      </h2>
      <CheckinAction order={order} store={store} />
      <p className={css.text}>
        <a className={css.link} href="/checkin">
          {m.checkin_allOrders}
        </a>
      </p>
    </section>
  );
}
