import { useStore } from '@nanostores/react';
import { summaryLines } from '../../lib/order/summary.ts';
import { storeNow } from '../../lib/schedule/clock.ts';
import { $branding } from '../../stores/chain/config.ts';
import { $order, $selectedStore } from '../../stores/order/current.ts';
import {
  $selectedAddress,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
} from '../../stores/order/order.ts';
import * as css from './summary.css.ts';

// The modal's code loads on demand: most page views never open it.
const openDetails = () =>
  void import('../../stores/order/details.ts').then((m) =>
    m.openOrderDetails({ origin: 'default' }),
  );

/** The middle summary bar (SPEC §2.3): when, how, where, and CHANGE. */
export default function Bar() {
  const store = useStore($selectedStore);
  const order = useStore($order);
  const branding = useStore($branding);
  const serviceId = useStore($selectedServiceId);
  const day = useStore($selectedDay)!;
  const hour = useStore($selectedHour)!;
  const address = useStore($selectedAddress);
  const service = store?.services.find((s) => s.service_type_id === serviceId);
  if (!store || !service) return null;
  const lines = summaryLines({
    day,
    today: storeNow(Date.now(), store).date,
    hour,
    dpStamp: order?.dp_stamp,
    service,
    deliveryAddress: address,
    store,
    hideStoreAddress: !!branding.display_options.hide_store_address,
  });
  return (
    <section className={css.bar} aria-label="Your order">
      <p className={css.lines}>
        <span className={css.when}>{lines.when}</span>{' '}
        <span>
          <span className={css.service}>{lines.service}</span>
          {lines.address && ` ${lines.address}`}
        </span>{' '}
        <span>{lines.store}</span>
      </p>
      {/* SPEC §2.3 names it a link; it opens the order details modal in place. */}
      <a
        className={css.change}
        href="#order-details"
        data-warms-modal
        onClick={(e) => {
          e.preventDefault();
          openDetails();
        }}
      >
        CHANGE
      </a>
    </section>
  );
}
