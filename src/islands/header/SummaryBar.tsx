import { useStore } from '@nanostores/react';
import type { ScreenKey } from '../../lib/routes.ts';
import { showSummaryBar } from '../../lib/account/menu.ts';
import { summaryLines } from '../../lib/order/summary.ts';
import { storeNow } from '../../lib/schedule/clock.ts';
import { $branding } from '../../stores/config.ts';
import { $order, $selectedStore } from '../../stores/current-order.ts';
import { $dayAndTimeSelected, $orderId, $selectedAddress, $selectedDay, $selectedHour, $selectedServiceId, $selectedStoreId } from '../../stores/order.ts';
import * as css from './summary.css.ts';

// The modal's code loads on demand: most page views never open it.
const openDetails = () => void import('../../stores/order-details.ts').then((m) => m.openOrderDetails({ origin: 'default' }));

/** Decides visibility from the stored selections alone, so nothing is fetched where it is hidden. */
export default function SummaryBar({ screen }: { screen: ScreenKey }) {
  const dayAndTime = useStore($dayAndTimeSelected);
  const serviceId = useStore($selectedServiceId);
  const storeId = useStore($selectedStoreId);
  const orderId = useStore($orderId);
  const day = useStore($selectedDay);
  const hour = useStore($selectedHour);
  const shown = showSummaryBar({ screen, dayAndTime: dayAndTime && !!day && !!hour, service: serviceId !== null, store: storeId !== null, order: orderId !== null });
  return shown ? <Bar /> : null;
}

function Bar() {
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
      <button type="button" className={css.change} onClick={openDetails} aria-label="CHANGE order details">
        CHANGE
      </button>
    </section>
  );
}
