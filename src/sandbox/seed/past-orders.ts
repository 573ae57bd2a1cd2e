/**
 * A seeded customer's past orders, built the way the order handlers build a cart (option prices,
 * auto-added lines, charges), so their totals and points are what the same order placed through
 * the app would have. Their times are relative to the sandbox clock, in the store's zone.
 */
import type { Customer, PastOrder } from '../../generated/sandbox-seed';
import type { LineDoc, OrderDoc } from '../core/records.ts';
import { menuServes, type SeedIndex } from './seed.ts';
import { priceOptions } from '../orders/options.ts';
import { syncAutoLines } from '../orders/orders.ts';
import { newOrderDoc, orderCharges } from '../orders/view.ts';
import { addDays, stamp, zonedTime, zonedToInstant } from '../../lib/time/zone.ts';

const MINUTE = 60_000;
/** How long before placing it the guest started the order. */
const SHOPPING_MINUTES = 6;

export type LinesResult = { ok: true; lines: LineDoc[] } | { ok: false; error: string };

/** The regular lines of a past order, or why one of its items cannot be ordered there. */
export function pastOrderLines(index: SeedIndex, order: PastOrder): LinesResult {
  const lines: LineDoc[] = [];
  for (const [i, wanted] of order.items.entries()) {
    const ref = index.items.get(wanted.menu_item_id);
    if (!ref || ref.item.auto_add || !menuServes(ref.menu, order.store_id, order.service_type_id))
      return { ok: false, error: `items[${i}]: item ${wanted.menu_item_id} is not served there` };
    const priced = priceOptions(ref.item.modifier_groups ?? [], wanted.options, ref.item.name);
    if (!priced.ok) return { ok: false, error: `items[${i}]: ${priced.error}` };
    lines.push({
      item_id: i + 1,
      menu_item_id: ref.item.item_id,
      name: ref.item.name,
      quantity: wanted.quantity,
      unit_price_cents: ref.item.price_cents + priced.extra_cents,
      note: wanted.note?.trim() || null,
      auto: false,
      options: priced.options,
      choices: wanted.options ?? null,
    });
  }
  return { ok: true, lines };
}

/** When a past order was placed: `days_ago` days before the clock's local date, at `time`. */
export function placedAtMs(index: SeedIndex, order: PastOrder, nowMs: number): number {
  const zone = index.stores.get(order.store_id)!.timezone;
  const [h, m] = order.time.split(':').map(Number) as [number, number];
  return zonedToInstant(addDays(zonedTime(nowMs, zone).date, -order.days_ago), h * 60 + m, zone);
}

/** The times of a past order on the clock: started, placed and promised (ASAP, as orderTiming). */
export function pastOrderTimes(
  index: SeedIndex,
  order: PastOrder,
  nowMs: number,
): Pick<OrderDoc, 'created_at' | 'placed_at' | 'dp_stamp'> {
  const placed = placedAtMs(index, order, nowMs);
  const service = index.services.get(order.service_type_id)!;
  const prep = Math.max(service.base_prep_time, service.lead_time);
  return {
    created_at: new Date(placed - SHOPPING_MINUTES * MINUTE).toISOString(),
    placed_at: new Date(placed).toISOString(),
    dp_stamp: stamp(placed + prep * MINUTE, index.stores.get(order.store_id)!.timezone),
  };
}

/**
 * The placed order document, its payment left to the caller (it needs the payment sequence).
 * Assumes the seed passed checkSeed.
 */
export function pastOrderDoc(
  index: SeedIndex,
  customerId: number,
  order: PastOrder,
  addressId: number | null,
  nowMs: number,
): OrderDoc {
  const built = pastOrderLines(index, order);
  if (!built.ok) throw new Error(built.error);
  const doc = newOrderDoc(customerId, '');
  Object.assign(doc, {
    ...pastOrderTimes(index, order, nowMs),
    status: 'placed',
    store_id: order.store_id,
    service_type_id: order.service_type_id,
    is_asap: true,
    address_id: addressId,
    lines: built.lines,
    next_line_id: built.lines.length + 1,
    tip_cents: order.tip_cents ?? 0,
    note: order.note ?? null,
    delivery_instructions: order.delivery_instructions ?? null,
  } satisfies Partial<OrderDoc>);
  syncAutoLines(index, doc);
  return doc;
}

/** 1 point per dollar of the total, as placing an order earns (payments/place.ts). */
export function pastOrderPoints(index: SeedIndex, order: PastOrder): number {
  const built = pastOrderLines(index, order);
  if (!built.ok) return 0;
  const doc = newOrderDoc(0, '');
  Object.assign(doc, {
    store_id: order.store_id,
    service_type_id: order.service_type_id,
    lines: built.lines,
    tip_cents: order.tip_cents ?? 0,
  });
  syncAutoLines(index, doc);
  return Math.floor(orderCharges(index, doc).total_cents / 100);
}

/** The balance a customer's seeded ledger adds up to: its entries and the points of its orders. */
export function ledgerPoints(index: SeedIndex, c: Customer): number {
  const entries = (c.loyalty_history ?? []).reduce((a, e) => a + e.points, 0);
  return entries + (c.past_orders ?? []).reduce((a, o) => a + pastOrderPoints(index, o), 0);
}
