import { useStore } from '@nanostores/react';
import type { Order } from '../../api/schemas/order.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { summaryLines } from '../../lib/order/summary.ts';
import { storeNow } from '../../lib/schedule/clock.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { $selectedStore } from '../../stores/order/current.ts';
import {
  $selectedAddress,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
} from '../../stores/order/order.ts';
import { OrderCharges } from './OrderCharges.tsx';
import * as css from './checkout.css.ts';

const openDetails = () =>
  void import('../../stores/order/details.ts').then((m) =>
    m.openOrderDetails({ origin: 'default' }),
  );

/** The order: store, service, time (CHANGE), lines, charges and total, as the server sent them. */
export function Summary({ order }: { order: Order }) {
  const store = useStore($selectedStore);
  const branding = useStore($branding);
  const symbol = useStore($storeConfig)?.localization?.currency_symbol;
  const day = useStore($selectedDay);
  const hour = useStore($selectedHour);
  const address = useStore($selectedAddress);
  const serviceId = useStore($selectedServiceId);
  const service = store?.services.find(
    (s) => s.service_type_id === (serviceId ?? order.service_type_id),
  );
  const lines =
    store && service && day && hour
      ? summaryLines({
          day,
          today: storeNow(Date.now(), store).date,
          hour,
          dpStamp: order.dp_stamp,
          service,
          deliveryAddress: address,
          store,
          hideStoreAddress: !!branding.display_options.hide_store_address,
        })
      : null;
  const money = (c: number) => formatMoney(c, symbol);
  return (
    <section className={css.card} aria-labelledby="checkout-order">
      <h2 id="checkout-order" className={css.heading}>
        Your order
      </h2>
      {store && <p className={css.muted}>{store.name}</p>}
      {lines && (
        <div className={css.row}>
          <p className={css.muted}>
            <strong>{lines.when}</strong>
            <br />
            {lines.service} {lines.address ?? lines.store}
          </p>
          <a
            className={css.linkButton}
            href="#order-details"
            onClick={(e) => {
              e.preventDefault();
              openDetails();
            }}
          >
            CHANGE
          </a>
        </div>
      )}
      <ul className={css.list} aria-label="Items">
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
    </section>
  );
}
