/**
 * Money of an order in integer cents (docs/product.md §9): subtotal, discounts, tax, delivery fee,
 * tip, total.
 */

/** A discount as the order applies it. */
export interface DiscountRule {
  discount_id: number;
  code: string | null;
  name: string;
  percent?: number | undefined;
  amount_cents?: number | undefined;
  min_subtotal_cents?: number | undefined;
}

export interface ChargeInput {
  lineTotals: readonly number[];
  discounts: readonly DiscountRule[];
  /** Fraction, e.g. 0.08875. */
  taxRate: number;
  deliveryFeeCents: number;
  tipCents: number;
}

export interface Charges {
  subtotal_cents: number;
  tax_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  discount_cents: number;
  total_cents: number;
  lines: { type: string; label: string; amount_cents: number }[];
  discounts: { discount_id: number; code: string | null; name: string; amount_cents: number }[];
}

/**
 * What a discount takes off a subtotal: nothing below its minimum, never more than the subtotal.
 * @example discountValue({ percent: 10 }, 2599) // 259
 */
export function discountValue(
  rule: Pick<DiscountRule, 'percent' | 'amount_cents' | 'min_subtotal_cents'>,
  subtotal: number,
): number {
  if (subtotal <= 0 || subtotal < (rule.min_subtotal_cents ?? 0)) return 0;
  const raw =
    rule.percent !== undefined
      ? Math.floor((subtotal * rule.percent) / 100)
      : (rule.amount_cents ?? 0);
  return Math.min(raw, subtotal);
}

/**
 * "8.875%" for 0.08875.
 * @example percentLabel(0.0725) // '7.25%'
 */
export function percentLabel(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

/**
 * The charges of an order. Tax is on the discounted subtotal, rounded half up; the delivery fee
 * and the tip are not taxed.
 * @example computeCharges({ lineTotals: [1000], discounts: [], taxRate: 0.1, deliveryFeeCents: 0, tipCents: 0 }).total_cents // 1100
 */
export function computeCharges(input: ChargeInput): Charges {
  const subtotal = input.lineTotals.reduce((a, b) => a + b, 0);
  let remaining = subtotal;
  const discounts = input.discounts.map((d) => {
    const amount = Math.min(discountValue(d, subtotal), remaining);
    remaining -= amount;
    return { discount_id: d.discount_id, code: d.code, name: d.name, amount_cents: amount };
  });
  const discount = subtotal - remaining;
  const tax = Math.round(remaining * input.taxRate);
  const total = remaining + tax + input.deliveryFeeCents + input.tipCents;
  const lines: Charges['lines'] = [{ type: 'subtotal', label: 'Subtotal', amount_cents: subtotal }];
  for (const d of discounts)
    lines.push({ type: 'discount', label: d.name, amount_cents: -d.amount_cents });
  lines.push({ type: 'tax', label: `Tax (${percentLabel(input.taxRate)})`, amount_cents: tax });
  if (input.deliveryFeeCents)
    lines.push({
      type: 'delivery_fee',
      label: 'Delivery fee',
      amount_cents: input.deliveryFeeCents,
    });
  if (input.tipCents) lines.push({ type: 'tip', label: 'Tip', amount_cents: input.tipCents });
  return {
    subtotal_cents: subtotal,
    tax_cents: tax,
    delivery_fee_cents: input.deliveryFeeCents,
    tip_cents: input.tipCents,
    discount_cents: discount,
    total_cents: total,
    lines,
    discounts,
  };
}

/**
 * "$25.00" for 2500, for error messages.
 * @example dollars(2500) // '$25.00'
 */
export function dollars(cents: number): string {
  return `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
