/**
 * Before paying, the chosen time is checked again with the scheduling engine (docs/product.md §2.10
 * "Order time passed", §4.8), so a slot that passed while the guest was typing is not sent.
 */
import { slotStillOffered } from '../../lib/checkout/time.ts';
import { buildSchedule, storeNow } from '../../lib/schedule/index.ts';
import { $branding, $storeConfig } from '../chain/config.ts';
import { $order, $selectedStore } from '../order/current.ts';
import { $orderType, $selectedDay, $selectedHour, $selectedServiceId } from '../order/order.ts';

/**
 * docs/product.md §2.10, §4.8: the chosen slot must still be offered now, else "Order time passed".
 */
export function timeStillOk(): boolean {
  const store = $selectedStore.get();
  const service = store?.services.find((s) => s.service_type_id === $selectedServiceId.get());
  if (!store || !service) return true; // the server checks again; nothing to judge with here
  const config = $storeConfig.get();
  const schedule = buildSchedule({
    schedule: store.service_schedule?.[String(service.service_type_id)],
    now: storeNow(Date.now(), store),
    service,
    isOpen: store.is_open,
    zone: store.timezone,
    rules: {
      asapToggle: !!$branding.get().display_options.asap_schedule_toggle_enabled,
      disableFutureOrders: !!config?.disable_future_orders,
      deliveryGracePeriod: config?.delivery_provider_grace_period ?? 0,
      savedOrderType: $orderType.get() ?? undefined,
    },
  });
  const hour = $selectedHour.get()?.hour ?? ($order.value?.is_asap ? 'ASAP' : null);
  if (hour === 'ASAP') return schedule.asapAvailable;
  return slotStillOffered(schedule, $selectedDay.get(), hour);
}
