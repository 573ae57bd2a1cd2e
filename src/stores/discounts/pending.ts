import { atom } from 'nanostores';
import type { Discount } from '../../api/schemas/order.ts';
import type { Result } from '../../lib/result.ts';
import { $orderId } from '../order/order.ts';
import { openModal } from '../app/modal.ts';
import { applyDiscount } from './discounts.ts';
import { PENDING_DISCOUNTS_KEY as KEY } from './pending-key.ts';

/**
 * Automatic discounts offered after an order was created (docs/product.md §4.6), shown in their
 * modal.
 */
export const $pendingDiscounts = atom<Discount[]>([]);

/** Opens the discount modal now, or on the next page when the guest is on the way to the menu. */
export function offerPendingDiscounts(discounts: Discount[], afterNavigation: boolean): void {
  if (!discounts.length) return;
  if (afterNavigation) {
    try {
      sessionStorage.setItem(
        KEY,
        JSON.stringify(
          discounts.map((d) => ({
            discount_id: d.discount_id,
            name: d.name,
            description: d.description,
            code: d.code,
            amount_cents: d.amount_cents,
          })),
        ),
      );
      return;
    } catch {
      /* storage unavailable: show it here instead */
    }
  }
  $pendingDiscounts.set(discounts);
  openModal('pending-discounts');
}

/** Shows discounts queued by the previous page; a malformed entry is dropped. */
export function flushPendingDiscounts(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw || !$orderId.get()) return;
  try {
    const list = JSON.parse(raw) as Discount[];
    const valid = Array.isArray(list)
      ? list.filter(
          (d) =>
            d &&
            Number.isInteger(d.discount_id) &&
            typeof d.name === 'string' &&
            typeof d.description === 'string',
        )
      : [];
    offerPendingDiscounts(valid, false);
  } catch {
    /* not JSON: nothing to show */
  }
}

/** Applies one offered discount to the current order; once applied it is no longer offered. */
export async function applyPendingDiscount(discountId: number): Promise<Result<boolean>> {
  const result = await applyDiscount(discountId);
  if (result.ok && result.value)
    $pendingDiscounts.set($pendingDiscounts.get().filter((d) => d.discount_id !== discountId));
  return result;
}
