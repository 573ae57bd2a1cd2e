/**
 * The cart (docs/product.md §2.3, §7.3): the server's order is the cart; these actions change its
 * lines and the panel's open state, which every island shares.
 */
import { callApi } from '../../api/client.ts';
import type { CallRequest } from '../../api/contract.ts';
import { addedMessage } from '../../lib/cart/count.ts';
import { ok, type Result } from '../../lib/result.ts';
import { $order } from '../order/current.ts';
import { orderChangeFailed } from '../order/failure.ts';
import { $orderId } from '../order/order.ts';
import { showToast } from '../app/toasts.ts';
import { track } from '../../integrations/index.ts';
import * as calls from '../../generated/api-calls.ts';

// The panel's open state and the icon's count live apart, so the header loads them without the actions.
export { $cartCount, $cartOpen, CART_PANEL_ID, closeCart, openCart, toggleCart } from './state.ts';

export type CartLine = CallRequest<'saveItem'>;

/**
 * Adds a line, or changes an existing one when item_id is given. Without an order the guest must
 * first choose a store and time: the value is then 'no-order' and nothing was sent.
 */
export async function saveLine(
  line: CartLine,
  name: string,
): Promise<Result<'saved' | 'no-order'>> {
  const orderId = $orderId.get();
  if (!orderId) return ok('no-order');
  try {
    const { order } = await callApi(calls.saveItem, { params: { orderId }, payload: line });
    $order.set(order);
    if (line.item_id === undefined) track({ type: 'marketing.add-to-cart', line, order });
    if (line.item_id === undefined)
      showToast(addedMessage(name, line.quantity), { kind: 'success' });
    return ok('saved');
  } catch (err) {
    return orderChangeFailed(err);
  }
}

/** Changes a line's quantity (the rest of the line stays as it is). */
export async function setQuantity(itemId: number, quantity: number): Promise<Result> {
  const line = $order.value?.items.find((i) => i.item_id === itemId);
  if (!line) return ok();
  if (quantity < 1) return removeLine(itemId);
  const result = await saveLine(
    {
      item_id: itemId,
      menu_item_id: line.menu_item_id,
      quantity,
      ...(line.note ? { note: line.note } : {}),
    },
    line.name,
  );
  return result.ok ? ok() : result;
}

/** Removes a line. */
export async function removeLine(itemId: number): Promise<Result> {
  const orderId = $orderId.get();
  if (!orderId) return ok();
  try {
    const { order } = await callApi(calls.removeItem, { params: { orderId, itemId } });
    $order.set(order);
    return ok();
  } catch (err) {
    return orderChangeFailed(err);
  }
}
