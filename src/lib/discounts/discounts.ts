/**
 * Discount rules shared by the cart's promos and Checkout's discounts (docs/product.md §3
 * display_promos_and_rewards_on_cart, §7.3 discount calls).
 */
import * as m from '#messages';
import { PROMO_CODE_MAX } from '../limits.ts';

/** The longest promo code the field takes and the API is sent. */
export { PROMO_CODE_MAX };

/** What the guest reads when Apply is pressed with an empty field. */
export const PROMO_CODE_MISSING = m.discounts_promoMissing;

/**
 * The code as sent: trimmed and cut to its maximum; null when nothing was typed.
 * @example promoCode('  WELCOME10 ') // 'WELCOME10'
 * @example promoCode('   ') // null
 */
export function promoCode(typed: string): string | null {
  const code = typed.trim().slice(0, PROMO_CODE_MAX);
  return code || null;
}

/**
 * The discounts still to offer: those available that the order has not applied.
 * @example offeredDiscounts([{ discount_id: 1 }, { discount_id: 2 }], [{ discount_id: 2 }]) // [{ discount_id: 1 }]
 */
export function offeredDiscounts<D extends { discount_id: number }>(
  available: readonly D[],
  applied: readonly { discount_id: number }[],
): D[] {
  return available.filter((d) => !applied.some((a) => a.discount_id === d.discount_id));
}

/**
 * What the pending-discounts modal says once one is applied (docs/product.md §4.6).
 * @example discountApplied('First order: $3 off') // 'First order: $3 off applied'
 */
export const discountApplied = (name: string) => m.discounts_applied({ name });
