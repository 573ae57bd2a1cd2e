/**
 * The cart (SPEC §2.3, §7.3): the server's order is the cart; these actions change its lines and the
 * panel's open state, which every island shares.
 */
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES } from '../../api/errors.ts';
import type { CallRequest } from '../../api/contract.ts';
import { addedMessage } from '../../lib/cart/count.ts';
import { $order } from '../order/current.ts';
import { $orderId } from '../order/order.ts';
import { expireSession } from '../account/session.ts';
import { showToast } from '../app/toasts.ts';

// The panel's open state and the icon's count live apart, so the header loads them without the actions.
export { $cartCount, $cartOpen, CART_PANEL_ID, closeCart, openCart, toggleCart } from './state.ts';

export type CartLine = CallRequest<'saveItem'>;

/** What a failed cart change says (SPEC §8: the server's words, else a general message). */
function failure(err: unknown): string {
  if (err instanceof ApiError && err.sessionExpired) {
    expireSession(MESSAGES.sessionExpired);
    return MESSAGES.sessionExpired;
  }
  return err instanceof ApiError && err.status > 0 && err.message
    ? err.message
    : MESSAGES.somethingWentWrongLater;
}

/**
 * Adds a line, or changes an existing one when item_id is given. Returns an error text, or null.
 * Without an order the guest must first choose a store and time: 'no-order'.
 */
export async function saveLine(line: CartLine, name: string): Promise<string | 'no-order' | null> {
  const orderId = $orderId.get();
  if (!orderId) return 'no-order';
  try {
    const { order } = await callApi('saveItem', { params: { orderId }, payload: line });
    $order.set(order);
    if (line.item_id === undefined)
      showToast(addedMessage(name, line.quantity), { kind: 'success' });
    return null;
  } catch (err) {
    return failure(err);
  }
}

/** Changes a line's quantity (the rest of the line stays as it is). */
export async function setQuantity(itemId: number, quantity: number): Promise<string | null> {
  const line = $order.value?.items.find((i) => i.item_id === itemId);
  if (!line) return null;
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
  return result === 'no-order' ? null : result;
}

/** Removes a line. Returns an error text, or null. */
export async function removeLine(itemId: number): Promise<string | null> {
  const orderId = $orderId.get();
  if (!orderId) return null;
  try {
    const { order } = await callApi('removeItem', { params: { orderId, itemId } });
    $order.set(order);
    return null;
  } catch (err) {
    return failure(err);
  }
}
