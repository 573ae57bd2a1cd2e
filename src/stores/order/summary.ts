/**
 * The order's summary lines (docs/product.md §2.3 middle bar, Checkout's order): when, how, where,
 * from what the client has selected. The store's today is read when the selection changes.
 */
import { computed } from 'nanostores';
import { summaryLines, type SummaryLines } from '../../lib/order/summary.ts';
import { storeNow } from '../../lib/schedule/clock.ts';
import { $branding } from '../chain/config.ts';
import { $order, $selectedStore } from './current.ts';
import { $selectedAddress, $selectedDay, $selectedHour, $selectedServiceId } from './order.ts';

/** The lines, or null until a store, a service, a day and an hour are known. */
export const $summaryLines = computed(
  [
    $selectedStore,
    $order,
    $branding,
    $selectedServiceId,
    $selectedDay,
    $selectedHour,
    $selectedAddress,
  ],
  (store, order, branding, serviceId, day, hour, address): SummaryLines | null => {
    const service = store?.services.find(
      (s) => s.service_type_id === (serviceId ?? order?.service_type_id),
    );
    if (!store || !service || !day || !hour) return null;
    return summaryLines({
      day,
      today: storeNow(Date.now(), store).date,
      hour,
      dpStamp: order?.dp_stamp,
      service,
      deliveryAddress: address,
      store,
      hideStoreAddress: !!branding.display_options.hide_store_address,
    });
  },
);
