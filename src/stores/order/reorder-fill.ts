/**
 * Fills a new order's cart from a pending reorder (docs/product.md §4.6 "After creating an order",
 * §7.3 "Add to cart"); loaded only once an order is created, so no page loads it up front.
 */
import { callApi } from '../../api/client.ts';
import { reorderAddedMessage } from '../../lib/order/reorder.ts';
import { openCart } from '../cart/state.ts';
import { $order } from './current.ts';
import { $reorderNotice } from './reorder-notice.ts';
import { $pendingReorder } from './reorder-pending.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * After a new order is created (docs/product.md §4.6): a pending reorder for this store and service
 * fills its cart, line by line; a line the server refuses is named with the rest. A pending reorder
 * for another store or service is dropped, so it never lands in an unrelated order.
 */
export async function addReorderLines(
  orderId: number,
  storeId: number,
  serviceTypeId: number,
): Promise<void> {
  const pending = $pendingReorder.get();
  if (!pending) return;
  $pendingReorder.set(null);
  if (pending.storeId !== storeId || pending.serviceTypeId !== serviceTypeId) return;
  const leftOut = [...pending.leftOut];
  let added = 0;
  for (const line of pending.lines) {
    try {
      const { order } = await callApi(calls.saveItem, {
        params: { orderId },
        payload: {
          menu_item_id: line.menu_item_id,
          quantity: line.quantity,
          ...(line.options.length ? { options: line.options } : {}),
          ...(line.note ? { note: line.note } : {}),
        },
      });
      $order.set(order);
      added += 1;
    } catch (err) {
      console.warn('A reordered item could not be added', err);
      leftOut.push(line.name);
    }
  }
  $reorderNotice.set({
    message: reorderAddedMessage(added, leftOut),
    kind: leftOut.length ? 'info' : 'success',
  });
  if (added) openCart();
}
