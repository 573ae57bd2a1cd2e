/**
 * The one discounts store (docs/product.md §3 display_promos_and_rewards_on_cart, §4.6, §7.2
 * loyalty, §7.3 discount calls): what the order can still use, the code being typed at Checkout, a
 * logged-in customer's points, and the apply/remove actions the cart, Checkout and the
 * pending-discounts modal all call.
 */
import { atom, computed } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { CallResponse } from '../../api/contract.ts';
import type { Discount } from '../../api/schemas/order.ts';
import {
  offeredDiscounts,
  PROMO_CODE_MAX,
  PROMO_CODE_MISSING,
  promoCode,
} from '../../lib/discounts/discounts.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { string } from '../persist/decode.ts';
import { sessionAtom } from '../persist/session.ts';
import { $order } from '../order/current.ts';
import { orderChangeFailed } from '../order/failure.ts';
import { $orderId } from '../order/order.ts';
import { $customerId, $loggedIn } from '../account/session.ts';
import * as calls from '../../generated/api-calls.ts';

/** Discounts the current order can use (reloaded after every discount change). */
export const $availableDiscounts = atom<readonly Discount[]>([]);

/**
 * The order whose available discounts have been asked for and answered (or refused): Checkout
 * draws its forms once they are, so the list does not push the payment down as it arrives.
 */
export const $discountsKnownFor = atom<number | null>(null);

/** The available discounts the order has not applied yet: what Apply buttons offer. */
export const $offeredDiscounts = computed([$availableDiscounts, $order], (available, order) =>
  offeredDiscounts(available, order?.discounts ?? []),
);

/** The logged-in customer's points, or null for guests and until loaded. */
export const $loyaltyPoints = atom<number | null>(null);

/** A discount change in flight, so Apply and Remove are not sent twice. */
export const $discountPending = atom(false);

/** Checkout's promo code as typed, until it is applied (kept for this tab across a reload). */
export const $promoDraft = sessionAtom('promoDraft', string({ max: PROMO_CODE_MAX }), '');

/**
 * Loads the discounts the order can use; a failure only leaves the list as it was (docs/product.md
 * §8 other failure).
 */
export async function loadAvailableDiscounts(): Promise<void> {
  const orderId = $orderId.get();
  if (!orderId) return $availableDiscounts.set([]);
  try {
    const { discounts } = await callApi(calls.availableDiscounts, { params: { orderId } });
    if ($orderId.get() === orderId) $availableDiscounts.set(discounts);
  } catch (err) {
    console.warn('Loading the available discounts failed', err);
  }
  if ($orderId.get() === orderId) $discountsKnownFor.set(orderId);
}

/** Loads a logged-in customer's loyalty points. */
export async function loadLoyalty(): Promise<void> {
  const customerId = $customerId.get();
  if (!$loggedIn.get() || !customerId) return $loyaltyPoints.set(null);
  try {
    const { points } = await callApi(calls.loyalty, { params: { customerId } });
    $loyaltyPoints.set(points);
  } catch (err) {
    console.warn('Loading loyalty points failed', err);
  }
}

/**
 * Sends one discount change and keeps the server's order. The value says whether it was sent:
 * false without an order or while another change is in flight (nothing to show either way).
 */
async function change(
  send: (orderId: number) => Promise<CallResponse<'redeemDiscount'>>,
): Promise<Result<boolean>> {
  const orderId = $orderId.get();
  if (!orderId || $discountPending.get()) return ok(false);
  $discountPending.set(true);
  try {
    const { order } = await send(orderId);
    $order.set(order);
    void loadAvailableDiscounts();
    return ok(true);
  } catch (err) {
    return orderChangeFailed(err);
  } finally {
    $discountPending.set(false);
  }
}

/** Applies a typed promo code; an invalid one fails with the server's words. */
export function applyPromoCode(typed: string): Promise<Result<boolean>> {
  const code = promoCode(typed);
  if (!code) return Promise.resolve(fail(PROMO_CODE_MISSING));
  return change((orderId) =>
    callApi(calls.redeemDiscount, { params: { orderId }, payload: { code } }),
  );
}

/** Applies one of the offered discounts. */
export const applyDiscount = (discountId: number) =>
  change((orderId) =>
    callApi(calls.redeemDiscount, { params: { orderId }, payload: { discount_id: discountId } }),
  );

/** Removes an applied discount. */
export const removeDiscount = (discountId: number) =>
  change((orderId) =>
    callApi(calls.removeDiscount, { params: { orderId }, payload: { discount_id: discountId } }),
  );
