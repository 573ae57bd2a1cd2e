/**
 * A delivery order's minimum subtotal (docs/product.md §3 Store delivery_info.minimum_cents): how
 * much more the guest must add, and how that is said, so the cart and Checkout tell it before PLACE
 * ORDER is refused for it. Browser-safe.
 */
import * as m from '#messages';
import { formatMoney } from '../format/money.ts';

export interface MinimumInput {
  /** Whether the order's service requires an address (delivery). */
  requiresAddress: boolean;
  /** The order's subtotal, before discounts, tax, fees and tip, in cents. */
  subtotalCents: number;
  /** delivery_info.minimum_cents of the store for the address; null or undefined when unknown. */
  minimumCents: number | null | undefined;
}

/**
 * Cents still needed to reach the delivery minimum; 0 when reached or when none applies.
 * @example amountStillNeeded({ requiresAddress: true, subtotalCents: 1150, minimumCents: 1500 }) // 350
 */
export function amountStillNeeded(input: MinimumInput): number {
  if (!input.requiresAddress || !input.minimumCents || input.minimumCents <= 0) return 0;
  return Math.max(0, input.minimumCents - Math.max(0, input.subtotalCents));
}

/**
 * What the cart and Checkout say while the minimum is not reached.
 * @example minimumMessage(350, 1500) // 'Delivery orders need a subtotal of at least $15.00. Add $3.50 more to place this order.'
 */
export function minimumMessage(neededCents: number, minimumCents: number, symbol?: string): string {
  return m.checkout_deliveryMinimum({
    minimum: formatMoney(minimumCents, symbol),
    needed: formatMoney(neededCents, symbol),
  });
}
