/**
 * A seeded customer's account data: saved addresses and cards, gift cards, favourite items, past
 * orders and the loyalty ledger. Dates are relative to the sandbox clock; when the clock fixture
 * moves the clock they are worked out again, so "3 days ago" stays 3 days ago.
 */
import type { Customer } from '../../generated/sandbox-seed';
import type { SandboxDb } from '../core/db.ts';
import type {
  AddressDoc,
  CardDoc,
  CustomerDoc,
  FavoriteItemDoc,
  LoyaltyEntry,
  OrderDoc,
} from '../core/records.ts';
import { orderCharges } from '../orders/view.ts';
import type { SeedIndex } from './seed.ts';
import { pastOrderDoc, pastOrderTimes } from './past-orders.ts';

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** What a reseed created for one customer, so the dates can follow the clock. */
interface SeededAccount {
  customer_id: number;
  seed_index: number;
  order_ids: number[];
  /** The first this-many loyalty entries are the seeded ones. */
  ledger_length: number;
}

const META = 'seeded_accounts';

/** The ledger in date order: seeded entries and one 'Order #id' entry per past order. */
function ledger(
  c: Customer,
  orders: { id: number; doc: OrderDoc }[],
  nowMs: number,
): LoyaltyEntry[] {
  const entries = (c.loyalty_history ?? []).map((e) => ({
    // To the minute: the clock runs on while a reset or a clock move is applied.
    date: new Date(Math.floor(nowMs / MINUTE) * MINUTE - e.days_ago * DAY).toISOString(),
    points: e.points,
    description: e.description,
  }));
  for (const { id, doc } of orders)
    entries.push({ date: doc.placed_at!, points: doc.points_earned, description: `Order #${id}` });
  return entries.sort((a, b) => a.date.localeCompare(b.date));
}

/** The account's creation: its oldest seeded event, or now. */
const createdAt = (entries: readonly LoyaltyEntry[], nowMs: number) =>
  entries[0] && entries[0].date < new Date(nowMs).toISOString()
    ? entries[0].date
    : new Date(nowMs).toISOString();

function nextPaymentId(db: SandboxDb): number {
  const id = (db.getMeta<number>('payment_seq') ?? 7000) + 1;
  db.setMeta('payment_seq', id);
  return id;
}

/**
 * Inserts a seeded customer's account data and sets their loyalty ledger; run inside reseed's
 * transaction, after the customer row.
 */
export function loadAccount(
  db: SandboxDb,
  index: SeedIndex,
  seedIndex: number,
  customerId: number,
  nowMs: number,
): void {
  const c = index.seed.customers[seedIndex]!;
  const addressIds = (c.addresses ?? []).map(
    (a) => db.table<AddressDoc>('addresses').insert({ ...a }, { owner: customerId }).id,
  );
  const cards = (c.cards ?? []).map(
    (card) =>
      db.table<CardDoc>('cards').insert({ type: 'credit_card', ...card }, { owner: customerId })
        .data,
  );
  for (const number of c.gift_card_numbers ?? [])
    db.table<CardDoc>('cards').insert(
      { type: 'gift_card', brand: 'Gift card', last4: number.slice(-4), gift_card_number: number },
      { owner: customerId },
    );
  for (const f of c.favorite_items ?? [])
    db.table<FavoriteItemDoc>('favorite_items').insert({ ...f }, { owner: customerId });

  const orders = db.table<OrderDoc>('orders');
  const placed = [...(c.past_orders ?? [])]
    .sort((a, b) => b.days_ago - a.days_ago || a.time.localeCompare(b.time))
    .map((o) => {
      const address = o.address_index === undefined ? null : addressIds[o.address_index]!;
      const doc = pastOrderDoc(index, customerId, o, address, nowMs);
      const total = orderCharges(index, doc).total_cents;
      const card = o.payment === 'saved_card' ? cards[o.card_index ?? 0]! : undefined;
      doc.payments = [
        {
          payment_id: nextPaymentId(db),
          type: o.payment,
          amount_cents: total,
          last4: card?.last4 ?? null,
        },
      ];
      doc.points_earned = Math.floor(total / 100);
      return { id: orders.insert(doc, { owner: customerId }).id, doc, seed: o };
    });

  const customers = db.table<CustomerDoc>('customers');
  const row = customers.get(customerId)!;
  if (c.loyalty_history || c.past_orders) {
    const entries = ledger(c, placed, nowMs);
    row.data.loyalty = {
      points: row.data.loyalty.points,
      lifetime_points: entries.reduce((a, e) => a + Math.max(0, e.points), 0),
      history: entries,
    };
    row.data.created_at = createdAt(entries, nowMs);
    customers.update(customerId, row.data);
  }
  const seeded = db.getMeta<SeededAccount[]>(META) ?? [];
  seeded.push({
    customer_id: customerId,
    seed_index: seedIndex,
    order_ids: placed.map((p) => p.id),
    ledger_length: row.data.loyalty.history.length,
  });
  db.setMeta(META, seeded);
}

/**
 * Works the seeded dates out again for the clock's new time: past orders, the seeded part of the
 * loyalty ledger and the account's creation. Whatever happened since the reset keeps its dates.
 */
export function redateAccounts(db: SandboxDb, index: SeedIndex, nowMs: number): void {
  const orders = db.table<OrderDoc>('orders');
  const customers = db.table<CustomerDoc>('customers');
  const pastOrders = (c: Customer) =>
    [...(c.past_orders ?? [])].sort(
      (a, b) => b.days_ago - a.days_ago || a.time.localeCompare(b.time),
    );
  for (const s of db.getMeta<SeededAccount[]>(META) ?? []) {
    const c = index.seed.customers[s.seed_index];
    const row = customers.get(s.customer_id);
    if (!c || !row || !(c.loyalty_history || c.past_orders)) continue;
    const placed = pastOrders(c).flatMap((o, i) => {
      const order = orders.get(s.order_ids[i] ?? -1);
      if (!order) return [];
      Object.assign(order.data, pastOrderTimes(index, o, nowMs));
      orders.update(order.id, order.data);
      return [{ id: order.id, doc: order.data }];
    });
    const entries = ledger(c, placed, nowMs);
    const history = row.data.loyalty.history;
    row.data.loyalty.history = [...entries, ...history.slice(s.ledger_length)];
    row.data.created_at = createdAt(entries, nowMs);
    customers.update(row.id, row.data);
  }
}
