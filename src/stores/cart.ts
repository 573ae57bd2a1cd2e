/**
 * The cart (SPEC §2.3, §7.3): the server's order is the cart; these actions change its lines and the
 * panel's open state, which every island shares.
 */
import { computed } from 'nanostores';
import { boolean } from './decode.ts';
import { callApi } from '../api/client.ts';
import { ApiError, MESSAGES } from '../api/errors.ts';
import type { CallRequest } from '../api/contract.ts';
import { addedMessage, cartCount } from '../lib/cart/count.ts';
import { $order } from './current-order.ts';
import { $orderId } from './order.ts';
import { persistent } from './persist.ts';
import { expireSession } from './session.ts';
import { showToast } from './toasts.ts';

/** The cart panel is open; kept across screens (SPEC §2.3). */
export const $cartOpen = persistent('cartOpen', boolean(), false);

/** The cart icon's count: quantities of the items that are not auto-added. */
export const $cartCount = computed($order, (order) => cartCount(order?.items));

export const toggleCart = () => $cartOpen.set(!$cartOpen.get());
export const openCart = () => $cartOpen.set(true);
export const closeCart = () => $cartOpen.set(false);

export type CartLine = CallRequest<'saveItem'>;

/** What a failed cart change says (SPEC §8: the server's words, else a general message). */
function failure(err: unknown): string {
  if (err instanceof ApiError && err.sessionExpired) {
    expireSession(MESSAGES.sessionExpired);
    return MESSAGES.sessionExpired;
  }
  return err instanceof ApiError && err.status > 0 && err.message ? err.message : MESSAGES.somethingWentWrongLater;
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
    if (line.item_id === undefined) showToast(addedMessage(name, line.quantity), { kind: 'success' });
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
  const result = await saveLine({ item_id: itemId, menu_item_id: line.menu_item_id, quantity, ...(line.note ? { note: line.note } : {}) }, line.name);
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
