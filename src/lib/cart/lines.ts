/**
 * What the cart panel shows of an order (docs/product.md §2.3 cart, §3 Order, §9 money): its lines
 * and its charges, as the server computed them. Nothing here does cart maths of its own.
 */
import * as m from '#messages';
import type { Order, OrderItemLine } from '../../api/schemas/order.ts';

type Line = Pick<OrderItemLine, 'auto'>;

/**
 * The guest's own lines and the auto-added extras (shown as included, not counted, docs/product.md
 * §2.3).
 * @example splitLines([{ auto: false }, { auto: true }]) // { own: [{ auto: false }], extras: [{ auto: true }] }
 */
export function splitLines<T extends Line>(
  items: readonly T[] | null | undefined,
): { own: T[]; extras: T[] } {
  const own: T[] = [];
  const extras: T[] = [];
  for (const item of items ?? []) (item.auto ? extras : own).push(item);
  return { own, extras };
}

/**
 * A line's chosen options as one line of text; an option taken more than once says how often.
 * @example optionsText([{ name: 'Large', quantity: 1 }, { name: 'Bacon', quantity: 2 }]) // 'Large, 2 × Bacon'
 */
export function optionsText(options: ReadonlyArray<{ name: string; quantity: number }>): string {
  return options.map((o) => (o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name)).join(', ');
}

export interface ChargeRow {
  key: string;
  label: string;
  cents: number;
}

/**
 * The rows under the lines: subtotal, the order's charge lines in the server's order (tax,
 * delivery fee, tip, discounts as negatives), and the total last.
 * @example chargeRows({ charges: { subtotal_cents: 1000, total_cents: 1080, lines: [{ type: 'tax', label: 'Tax', amount_cents: 80 }] } }).map((r) => r.label) // ['Subtotal', 'Tax', 'Total']
 */
export function chargeRows(order: {
  charges: Pick<Order['charges'], 'subtotal_cents' | 'total_cents' | 'lines'>;
}): ChargeRow[] {
  const { charges } = order;
  const hasSubtotal = charges.lines.some((l) => l.type === 'subtotal');
  const rows: ChargeRow[] = hasSubtotal
    ? []
    : [{ key: 'subtotal', label: m.cart_subtotal, cents: charges.subtotal_cents }];
  charges.lines.forEach((l, i) =>
    rows.push({ key: `${l.type}-${i}`, label: l.label, cents: l.amount_cents }),
  );
  rows.push({ key: 'total', label: m.cart_total, cents: charges.total_cents });
  return rows;
}
