/**
 * Promos and rewards on the cart (SPEC §3 display_promos_and_rewards_on_cart, §7.3 discount calls,
 * §7.2 loyalty): what the order can use, codes the guest types, and a logged-in customer's points.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES } from '../../api/errors.ts';
import type { CallResponse } from '../../api/contract.ts';
import type { Discount } from '../../api/schemas/order.ts';
import { $order } from '../order/current.ts';
import { $orderId } from '../order/order.ts';
import { $customerId, $loggedIn, expireSession } from '../account/session.ts';

/** Discounts the current order can still apply (reloaded after every discount change). */
export const $availableDiscounts = atom<readonly Discount[]>([]);

/** The logged-in customer's points, or null for guests and until loaded. */
export const $loyaltyPoints = atom<number | null>(null);

/** A discount change in flight, so Apply and Remove are not sent twice. */
export const $discountPending = atom(false);

function failure(err: unknown): string {
  if (err instanceof ApiError && err.sessionExpired) {
    expireSession(MESSAGES.sessionExpired);
    return MESSAGES.sessionExpired;
  }
  return err instanceof ApiError && err.status > 0 && err.message
    ? err.message
    : MESSAGES.somethingWentWrongLater;
}

/** Loads the discounts the order can use; failures only leave the list empty (SPEC §8 other failure). */
export async function loadAvailableDiscounts(): Promise<void> {
  const orderId = $orderId.get();
  if (!orderId) return $availableDiscounts.set([]);
  try {
    const { discounts } = await callApi('availableDiscounts', { params: { orderId } });
    if ($orderId.get() === orderId) $availableDiscounts.set(discounts);
  } catch (err) {
    console.warn('Loading the available discounts failed', err);
  }
}

/** Loads a logged-in customer's loyalty points. */
export async function loadLoyalty(): Promise<void> {
  const customerId = $customerId.get();
  if (!$loggedIn.get() || !customerId) return $loyaltyPoints.set(null);
  try {
    const { points } = await callApi('loyalty', { params: { customerId } });
    $loyaltyPoints.set(points);
  } catch (err) {
    console.warn('Loading loyalty points failed', err);
  }
}

async function change(
  send: (orderId: number) => Promise<CallResponse<'redeemDiscount'>>,
): Promise<string | null> {
  const orderId = $orderId.get();
  if (!orderId || $discountPending.get()) return null;
  $discountPending.set(true);
  try {
    const { order } = await send(orderId);
    $order.set(order);
    void loadAvailableDiscounts();
    return null;
  } catch (err) {
    return failure(err);
  } finally {
    $discountPending.set(false);
  }
}

/** Applies a typed promo code. Returns the server's error text (e.g. an invalid code), or null. */
export const applyPromoCode = (code: string) =>
  change((orderId) =>
    callApi('redeemDiscount', { params: { orderId }, payload: { code: code.trim() } }),
  );

/** Applies one of the available discounts. */
export const applyDiscount = (discountId: number) =>
  change((orderId) =>
    callApi('redeemDiscount', { params: { orderId }, payload: { discount_id: discountId } }),
  );

/** Removes an applied discount. */
export const removeDiscount = (discountId: number) =>
  change((orderId) =>
    callApi('removeDiscount', { params: { orderId }, payload: { discount_id: discountId } }),
  );
