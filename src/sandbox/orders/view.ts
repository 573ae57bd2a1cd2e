/** An order as the contract shows it: lines, charges, discounts, and the status on the sandbox clock. */
import type { Order } from '../../api/schemas/order.ts';
import type { Row } from '../core/db.ts';
import type { CallContext } from '../core/context.ts';
import type { SeedIndex } from '../seed/seed.ts';
import type { CustomerDoc, OrderDoc } from '../core/records.ts';
import { computeCharges, type Charges, type DiscountRule } from './charges.ts';
import { orderStatusAt } from './status.ts';
import { parseStamp, zonedToInstant } from '../../lib/time/zone.ts';
import { changeView } from './change-view.ts';
import { withTranslatedNames } from './line-names.ts';

export function newOrderDoc(customerId: number, createdAt: string): OrderDoc {
  return {
    status: 'open',
    store_id: 0,
    service_type_id: 0,
    customer_id: customerId,
    is_asap: false,
    ready_ts: null,
    dp_stamp: null,
    guest_count: null,
    address_id: null,
    lines: [],
    next_line_id: 1,
    discount_ids: [],
    tip_cents: 0,
    note: null,
    include_utensils: true,
    delivery_instructions: null,
    checkin_info: null,
    checked_in_at: null,
    payments: [],
    created_at: createdAt,
    placed_at: null,
    points_earned: 0,
  };
}

export function discountRules(index: SeedIndex, ids: readonly number[]): DiscountRule[] {
  return ids.flatMap((id) => {
    const d = index.discounts.get(id);
    return d
      ? [
          {
            discount_id: d.discount_id,
            code: d.code,
            name: d.name,
            percent: d.percent,
            amount_cents: d.amount_cents,
            min_subtotal_cents: d.min_subtotal_cents,
          },
        ]
      : [];
  });
}

/** Whether the order's service delivers (address-requiring). */
export function isDelivery(index: SeedIndex, doc: OrderDoc): boolean {
  return index.services.get(doc.service_type_id)?.requires_address ?? false;
}

export function orderCharges(index: SeedIndex, doc: OrderDoc): Charges {
  const store = index.stores.get(doc.store_id);
  const fee = isDelivery(index, doc) && store?.delivery ? store.delivery.fee_cents : 0;
  return computeCharges({
    lineTotals: doc.lines.map((l) => l.unit_price_cents * l.quantity),
    discounts: discountRules(index, doc.discount_ids),
    taxRate: store?.tax_rate ?? 0,
    deliveryFeeCents: fee,
    tipCents: doc.tip_cents,
  });
}

/** The promised time (dp_stamp on the store's clock) as an instant. */
export function promisedMs(index: SeedIndex, doc: OrderDoc): number | null {
  const store = index.stores.get(doc.store_id);
  const t = doc.dp_stamp ? parseStamp(doc.dp_stamp) : undefined;
  return store && t ? zonedToInstant(t.date, t.minutes, store.timezone) : null;
}

export function orderStatus(index: SeedIndex, doc: OrderDoc, nowMs: number): Order['status'] {
  return orderStatusAt(
    {
      status: doc.status,
      placedAtMs: doc.placed_at ? Date.parse(doc.placed_at) : null,
      promisedMs: promisedMs(index, doc),
      isAsap: doc.is_asap,
      delivery: isDelivery(index, doc),
    },
    nowMs,
  );
}

export function presentOrder(c: CallContext, row: Row<OrderDoc>): Order {
  const doc = row.data;
  const { discounts, ...charges } = orderCharges(c.index, doc);
  const customer = c.db.table<CustomerDoc>('customers').get(doc.customer_id);
  const paidOnline = doc.payments
    .filter((p) => p.type !== 'pay_in_store')
    .reduce((a, p) => a + p.amount_cents, 0);
  return {
    order_id: row.id,
    status: orderStatus(c.index, doc, c.now),
    store_id: doc.store_id,
    restaurant: { store_id: doc.store_id },
    customer: { customer_id: doc.customer_id, is_guest: customer?.data.is_guest ?? false },
    service_type_id: doc.service_type_id,
    is_asap: doc.is_asap,
    ready_ts: doc.ready_ts,
    dp_stamp: doc.dp_stamp,
    guest_count: doc.guest_count,
    address_id: doc.address_id,
    items: doc.lines.map((l) =>
      withTranslatedNames(
        {
          item_id: l.item_id,
          menu_item_id: l.menu_item_id,
          name: l.name,
          quantity: l.quantity,
          unit_price_cents: l.unit_price_cents,
          total_cents: l.unit_price_cents * l.quantity,
          note: l.note,
          auto: l.auto,
          options: l.options,
        },
        c.index.items.get(l.menu_item_id)?.item,
      ),
    ),
    charges,
    discounts,
    payments: doc.payments,
    balance_due_cents: Math.max(0, charges.total_cents - (doc.status === 'open' ? 0 : paidOnline)),
    note: doc.note,
    include_utensils: doc.include_utensils,
    delivery_instructions: doc.delivery_instructions,
    checkin_info: doc.checkin_info,
    checked_in_at: doc.checked_in_at,
    ...changeView(c.index, doc),
    created_at: doc.created_at,
    placed_at: doc.placed_at,
  };
}
