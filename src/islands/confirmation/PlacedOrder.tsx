import * as m from '#messages';
import { useStore } from '@nanostores/react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { paymentLabel, placedWhere } from '../../lib/order/placed.ts';
import { promisedTime } from '../../lib/schedule/format.ts';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { $selectedAddress } from '../../stores/order/order.ts';
import { CheckinCard } from '../checkin/CheckinCard.tsx';
import { OrderCharges } from '../checkout/OrderCharges.tsx';
import { Tracking } from './Tracking.tsx';
import { OrderChanges } from './OrderChanges.tsx';
import { delayText } from '../../lib/order/changes.ts';
import * as css from './confirmation.css.ts';

/** Where the promised time goes in its sentence (a character no text contains). */
const TIME = '\u0000';

interface Props {
  order: Order;
  store: Store | null;
  tracking: boolean;
}

/** A placed order: promised time, where, check-in, status, items, totals and payment. */
export function PlacedOrder({ order, store, tracking }: Props) {
  const address = useStore($selectedAddress);
  const symbol = useStore($currencySymbol);
  const money = (c: number) => formatMoney(c, symbol);
  const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
  const delivery = !!service?.requires_address;
  // docs/product.md §9: "MMM D, YYYY, h:mm A", the store's wall clock as dp_stamp states it.
  const when = formatDate(order.dp_stamp, { time: true });
  const where = placedWhere({
    delivery,
    address: address?.address_id === order.address_id ? address : null,
    store,
    // hide_store_address keeps the address out of the summary bar (docs/product.md §2.3); a placed
    // pickup order still has to say where to collect it.
    hideStoreAddress: false,
  });
  // Shown by the tracker where the chain has one, else under the promised time.
  const delay = delayText(order);
  const kind = delivery ? 'delivery' : 'pickup';
  // The sentence with the promised time in bold: its words either side of the time.
  const ready = (order.is_asap ? m.confirmation_readyAtAsap : m.confirmation_readyAt)({
    kind,
    time: TIME,
  }).split(TIME);
  return (
    <div className={css.wrap}>
      <div className={css.card}>
        <p className={css.text}>
          {service && store
            ? m.confirmation_serviceAt({ service: service.display_name, store: store.name })
            : store
              ? m.confirmation_at({ store: store.name })
              : service?.display_name}
        </p>
        {when && (
          <p className={css.text}>
            {ready[0]}
            <strong className={css.time}>{promisedTime(order.dp_stamp)}</strong>
            {ready[1]}
            <br />
            {when}
          </p>
        )}
        {!tracking && delay && <p className={css.text}>{delay}</p>}
        {where && <p className={css.text}>{m.confirmation_where({ kind, where })}</p>}
      </div>
      <OrderChanges order={order} store={store} />
      {!delivery && <CheckinCard order={order} store={store} />}
      {tracking && <Tracking order={order} delivery={delivery} delay={delay} />}
      <section className={css.card} aria-labelledby="confirmation-items">
        <h2 id="confirmation-items" className={css.heading}>
          {m.confirmation_items}
        </h2>
        <ul className={css.list}>
          {order.items.map((i) => (
            <li key={i.item_id} className={css.row}>
              <span>
                {i.quantity} × {i.name}
              </span>
              <span>{money(i.total_cents)}</span>
            </li>
          ))}
        </ul>
        <OrderCharges order={order} money={money} />
      </section>
      {order.payments.length > 0 && (
        <section className={css.card} aria-labelledby="confirmation-payment">
          <h2 id="confirmation-payment" className={css.heading}>
            {m.confirmation_payment}
          </h2>
          <ul className={css.list}>
            {order.payments.map((p) => (
              <li key={p.payment_id} className={css.row}>
                <span>
                  {p.amount_cents < 0
                    ? m.confirmation_refund({ payment: paymentLabel(p.type, p.last4) })
                    : paymentLabel(p.type, p.last4)}
                </span>
                <span>{money(p.amount_cents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
