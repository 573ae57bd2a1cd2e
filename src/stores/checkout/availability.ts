/**
 * Checkout's availability rules (docs/kitchen.md §2): why the order cannot be paid for now (the
 * store is paused, or a line sold out since it was added), or null. Loaded through
 * ./availability-gate.ts when Checkout's first question finds something unavailable, and right
 * before paying.
 */
import * as m from '#messages';
import { computed } from 'nanostores';
import { checkoutBlock } from '../../lib/menu/availability.ts';
import { $order, $selectedStore } from '../order/current.ts';
import { $live, liveOf } from '../menu/availability.ts';
import { keepLive, refreshLive } from '../menu/availability-load.ts';
import type { Live } from '../../lib/menu/availability.ts';

export const $blockReason = computed([$order, $selectedStore, $live], (order, store, live) => {
  if (!order || order.status !== 'open') return null;
  const own = store && store.store_id === order.store_id ? store : null;
  return checkoutBlock({
    storeName: own?.name ?? m.checkout_thisStore,
    store: own,
    live: liveOf(live, order.store_id),
    lines: order.items,
    offsetMins: own?.timezone_offset_mins ?? 0,
    nowMs: Date.now(),
  });
});

/** Keeps an answer Checkout's first question got. */
export const keepAnswer = (storeId: number, live: Live) => keepLive(storeId, live);

/** Asks the tenant API again (an API without the call leaves things as they were). */
export async function recheckAvailability(storeId: number): Promise<void> {
  await refreshLive(storeId);
}

/**
 * Right before a payment: the latest answer, then the reason not to pay (null: go ahead). It also
 * becomes PLACE ORDER's message.
 */
export async function blockedBeforePaying(storeId: number): Promise<string | null> {
  await recheckAvailability(storeId);
  return $blockReason.get();
}
