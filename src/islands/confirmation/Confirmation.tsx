import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '../../lib/format/dates.ts';
import { promisedTime } from '../../lib/schedule/format.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { paymentLabel, placedWhere } from '../../lib/order/placed.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { $selectedAddress } from '../../stores/order/order.ts';
import {
  $confirmed,
  loadConfirmed,
  pageOrderId,
  trackOrder,
} from '../../stores/order/confirmation.ts';
import { Tracking } from './Tracking.tsx';
import { CheckinCard } from '../checkin/CheckinCard.tsx';
import { OrderCharges } from '../checkout/OrderCharges.tsx';
import * as css from './confirmation.css.ts';

/** The placed order: number, promised time, where, check-in, items, totals, payment, and tracking. */
export default function Confirmation() {
  const confirmed = useStore($confirmed);
  const branding = useStore($branding);
  const address = useStore($selectedAddress);
  const symbol = useStore($storeConfig)?.localization?.currency_symbol;
  const tracking = !!branding.display_options.display_order_tracking;
  useEffect(() => {
    const id = pageOrderId();
    if (!id) return void $confirmed.set({ state: 'missing' });
    void loadConfirmed(id);
    return tracking ? trackOrder(id) : undefined;
  }, [tracking]);
  if (confirmed.state === 'loading') return <p role="status">Loading your order…</p>;
  if (confirmed.state === 'missing')
    return (
      <p className={css.text}>
        We couldn’t find this order. It may belong to another browser or session.
      </p>
    );
  const { order, store } = confirmed;
  if (order.status === 'open') {
    return (
      <p className={css.text}>
        This order has not been placed yet.{' '}
        <a href={store ? `/${store.store_id}/checkout` : '/'}>Go to checkout</a>
      </p>
    );
  }
  const money = (c: number) => formatMoney(c, symbol);
  const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
  const delivery = !!service?.requires_address;
  // SPEC §9: "MMM D, YYYY, h:mm A", the store's wall clock as dp_stamp states it.
  const when = formatDate(order.dp_stamp, { time: true });
  const where = placedWhere({
    delivery,
    address: address?.address_id === order.address_id ? address : null,
    store,
    hideStoreAddress: !!branding.display_options.hide_store_address,
  });
  return (
    <div className={css.wrap}>
      <section className={css.card} aria-labelledby="confirmation-number">
        <h2 id="confirmation-number" className={css.heading}>
          Thank you! Order #{order.order_id}
        </h2>
        <p className={css.text}>
          {service ? `${service.display_name} ` : ''}
          {store ? `at ${store.name}` : ''}
        </p>
        {when && (
          <p className={css.text}>
            {delivery ? 'Estimated delivery' : 'Ready for pickup'} at{' '}
            <strong className={css.time}>{promisedTime(order.dp_stamp)}</strong>
            {order.is_asap ? ' (ASAP)' : ''}
            <br />
            {when}
          </p>
        )}
        {where && (
          <p className={css.text}>
            {delivery ? 'Delivering to' : 'Pick up at'}: {where}
          </p>
        )}
      </section>
      {!delivery && <CheckinCard order={order} store={store} />}
      {tracking && <Tracking order={order} delivery={delivery} />}
      <section className={css.card} aria-labelledby="confirmation-items">
        <h2 id="confirmation-items" className={css.heading}>
          Items
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
            Payment
          </h2>
          <ul className={css.list}>
            {order.payments.map((p) => (
              <li key={p.payment_id} className={css.row}>
                <span>{paymentLabel(p.type, p.last4)}</span>
                <span>{money(p.amount_cents)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
