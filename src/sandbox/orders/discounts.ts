/**
 * Promo codes and automatic discounts of an order (docs/product.md §4.6 pending_discounts, §7.3).
 */
import type { Discount } from '../../generated/sandbox-seed';
import type { CallContext, Handlers } from '../core/context.ts';
import type { SeedIndex } from '../seed/seed.ts';
import type { OrderDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import { discountValue } from './charges.ts';
import { guestMoney } from '../core/guest-language.ts';
import { orderCharges, presentOrder } from './view.ts';
import { openOrderOf } from './access.ts';

export function findCode(index: SeedIndex, code: string): Discount {
  return (
    index.codes.get(code.trim().toUpperCase()) ??
    fail(404, (t) => t.api_invalidPromo, 'invalid_promo')
  );
}

function hasPlacedOrder(c: CallContext, customerId: number): boolean {
  return c.db
    .table<OrderDoc>('orders')
    .byOwner(customerId)
    .some((r) => r.data.status === 'placed');
}

/** Whether a discount's conditions other than the minimum subtotal hold for an order. */
function qualifies(c: CallContext, d: Discount, doc: OrderDoc): boolean {
  if (d.service_type_ids && !d.service_type_ids.includes(doc.service_type_id)) return false;
  return !d.first_order_only || !hasPlacedOrder(c, doc.customer_id);
}

function present(d: Discount, subtotal: number) {
  return {
    discount_id: d.discount_id,
    name: d.name,
    description: d.description,
    code: d.code,
    amount_cents: discountValue(d, subtotal),
  };
}

/** Automatic discounts the order qualifies for and has not applied yet. */
export function pendingDiscounts(c: CallContext, doc: OrderDoc) {
  const subtotal = orderCharges(c.index, doc).subtotal_cents;
  return c.index.seed.discounts
    .filter((d) => d.automatic && !doc.discount_ids.includes(d.discount_id) && qualifies(c, d, doc))
    .map((d) => present(d, subtotal));
}

export const discountHandlers: Handlers<
  'availableDiscounts' | 'redeemDiscount' | 'removeDiscount'
> = {
  availableDiscounts(c) {
    return { discounts: pendingDiscounts(c, openOrderOf(c).row.data) };
  },

  redeemDiscount(c) {
    const { row } = openOrderOf(c);
    const doc = row.data;
    const p = c.payload;
    let d: Discount;
    if ('code' in p) d = findCode(c.index, p.code);
    else {
      const found = c.index.discounts.get(p.discount_id);
      if (!found?.automatic) fail(404, (t) => t.api_discountUnavailable, 'discount_unavailable');
      d = found;
    }
    if (doc.discount_ids.includes(d.discount_id))
      fail(409, (t) => t.api_discountApplied, 'discount_applied');
    if (!qualifies(c, d, doc)) fail(400, (t) => t.api_discountNotForOrder, 'discount_unavailable');
    const subtotal = orderCharges(c.index, doc).subtotal_cents;
    const min = d.min_subtotal_cents ?? 0;
    if (subtotal < min)
      fail(
        400,
        (t, locale) =>
          t.api_discountMinSubtotal({
            min: guestMoney(min, locale),
            missing: guestMoney(min - subtotal, locale),
          }),
        'min_subtotal',
      );
    doc.discount_ids.push(d.discount_id);
    c.db.table<OrderDoc>('orders').update(row.id, doc);
    return { order: presentOrder(c, row) };
  },

  removeDiscount(c) {
    const { row } = openOrderOf(c);
    const doc = row.data;
    const id = c.payload.discount_id;
    if (id !== undefined && !doc.discount_ids.includes(id))
      fail(404, (t) => t.api_discountNotApplied, 'discount_not_applied');
    doc.discount_ids = id === undefined ? [] : doc.discount_ids.filter((x) => x !== id);
    c.db.table<OrderDoc>('orders').update(row.id, doc);
    return { order: presentOrder(c, row) };
  },
};
