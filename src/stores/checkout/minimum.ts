/** The delivery minimum of the current order (lib/checkout/delivery-minimum.ts), for the cart and Checkout. */
import { computed } from 'nanostores';
import { amountStillNeeded, minimumMessage } from '../../lib/checkout/delivery-minimum.ts';
import { $currencySymbol } from '../chain/config.ts';
import { $order, $selectedStore } from '../order/current.ts';
import { $deliveryInfo } from '../order/order.ts';

/** What the guest is told while the order is below the delivery minimum; null otherwise. */
export const $minimumNotice = computed(
  [$order, $selectedStore, $deliveryInfo, $currencySymbol],
  (order, store, info, symbol): string | null => {
    if (!order || !info) return null;
    const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
    const needed = amountStillNeeded({
      requiresAddress: service ? service.requires_address : order.address_id !== null,
      subtotalCents: order.charges.subtotal_cents,
      minimumCents: info.minimum_cents,
    });
    return needed > 0 ? minimumMessage(needed, info.minimum_cents, symbol) : null;
  },
);
