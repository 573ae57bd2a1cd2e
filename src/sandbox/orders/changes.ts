/**
 * Changes after ordering (docs/kitchen.md §3): a placed scheduled order is moved, has its items
 * changed or is cancelled by its customer until it fires, change_cutoff_minutes before its promised
 * time (the store's seed). Every change, and a delay the store reports, is sent to the guest by
 * e-mail and SMS (the outbox).
 */
import type { Handlers, CallContext } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { CardDoc, CustomerDoc, GiftCardDoc, OrderDoc, PaymentDoc } from '../core/records.ts';
import type { Settlement } from '../../api/schemas/order-changes.ts';
import { fail } from '../core/http.ts';
import { orderOf } from './access.ts';
import { findStore, weeklyOf } from '../stores/stores.ts';
import { orderTiming } from './timing.ts';
import { orderCharges, presentOrder, promisedMs } from './view.ts';
import { settle, tendersOf } from './settle.ts';
import { writeOutbox } from '../customers/verification.ts';
import {
  guestLocale,
  guestMoney,
  guestTime,
  messagesOf,
  type Messages,
} from '../core/guest-language.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { cutoffOf, storeTime } from './change-view.ts';
import { claimSlot } from '../stores/capacity.ts';

const MINUTE = 60_000;

/** The caller's placed scheduled order, refused once it has fired or cannot be changed at all. */
function changeableOrder(c: CallContext): Row<OrderDoc> {
  const { row } = orderOf(c);
  const doc = row.data;
  if (doc.status === 'cancelled') fail(409, (t) => t.api_orderCancelled, 'order_cancelled');
  if (doc.status !== 'placed') fail(409, (t) => t.api_orderOpen, 'order_open');
  const cutoff = cutoffOf(c.index, doc);
  const promised = promisedMs(c.index, doc);
  if (cutoff === undefined || doc.is_asap || promised === null)
    fail(409, (t) => t.api_changesUnavailable, 'changes_unavailable');
  const fires = promised - cutoff * MINUTE;
  if (c.now >= fires)
    fail(
      409,
      (t, locale) => t.api_orderFired({ time: storeTime(c.index, doc, fires, locale) }),
      'order_fired',
    );
  return row;
}

type Ctx = Pick<CallContext, 'db' | 'index' | 'now'>;

/**
 * Sends one message to the order's customer by e-mail and, when there is a phone, by SMS (the same
 * words: the `mail` catalogue's), in the guest's language.
 */
export function tellGuest(
  c: Ctx,
  doc: OrderDoc,
  kind: string,
  locale: Locale,
  write: (m: Messages) => string,
): void {
  const text = write(messagesOf(locale));
  const customer = c.db.table<CustomerDoc>('customers').get(doc.customer_id)?.data;
  const time = isoNow(c);
  if (customer?.email)
    writeOutbox(c.db, { channel: 'email', recipient: customer.email, pin: null, kind, text, time });
  if (customer?.phone)
    writeOutbox(c.db, { channel: 'sms', recipient: customer.phone, pin: null, kind, text, time });
}

function storeName(c: Ctx, doc: OrderDoc): string {
  return findStore(c.index, doc.store_id).name;
}

// The same sequence as ../payments/place.ts.
function nextPaymentId(c: CallContext): number {
  const id = (c.db.getMeta<number>('payment_seq') ?? 7000) + 1;
  c.db.setMeta('payment_seq', id);
  return id;
}

/** The seeded gift card a tender of this customer spent, found by its last four digits. */
function giftCardOf(
  c: CallContext,
  doc: OrderDoc,
  last4: string | null,
): Row<GiftCardDoc> | undefined {
  const card = c.db
    .table<CardDoc>('cards')
    .byOwner(doc.customer_id)
    .find((r) => r.data.type === 'gift_card' && r.data.last4 === last4);
  return card?.data.gift_card_number
    ? c.db.table<GiftCardDoc>('gift_cards').byKey(card.data.gift_card_number)
    : undefined;
}

/** Checks the settlements can be made (a gift card's balance); with `apply`, makes them. */
function applySettlements(
  c: CallContext,
  doc: OrderDoc,
  settlements: readonly Settlement[],
  apply: boolean,
): void {
  for (const s of settlements) {
    const gift = s.type === 'gift_card' ? giftCardOf(c, doc, s.last4) : undefined;
    if (gift && s.kind === 'charge' && gift.data.balance_cents < s.amount_cents)
      fail(
        402,
        (t, locale) =>
          t.api_giftBalanceShort({
            balance: guestMoney(gift.data.balance_cents, locale),
            amount: guestMoney(s.amount_cents, locale),
          }),
        'insufficient_balance',
      );
    if (!apply) continue;
    if (gift) {
      const delta = s.kind === 'charge' ? -s.amount_cents : s.amount_cents;
      c.db
        .table<GiftCardDoc>('gift_cards')
        .update(gift.id, { ...gift.data, balance_cents: gift.data.balance_cents + delta });
    }
    const payment: PaymentDoc = {
      payment_id: nextPaymentId(c),
      type: s.type,
      amount_cents: s.kind === 'charge' ? s.amount_cents : -s.amount_cents,
      last4: s.last4,
    };
    doc.payments.push(payment);
  }
}

/** Keeps the customer's points at 1 per dollar of the order's total (0 once cancelled). */
function adjustPoints(c: CallContext, row: Row<OrderDoc>, total: number, what: string): void {
  const doc = row.data;
  const customers = c.db.table<CustomerDoc>('customers');
  const customer = customers.get(doc.customer_id);
  if (!customer || customer.data.is_guest) return;
  const points = Math.floor(total / 100);
  const delta = points - doc.points_earned;
  if (delta === 0) return;
  const loyalty = customer.data.loyalty;
  loyalty.points += delta;
  loyalty.lifetime_points += delta;
  loyalty.history.push({ date: isoNow(c), points: delta, description: `Order #${row.id} ${what}` });
  doc.points_earned = points;
  customers.update(customer.id, customer.data);
}

function settlementWords(settlements: readonly Settlement[], m: Messages, locale: Locale): string {
  return settlements
    .map((s) => {
      const amount = guestMoney(s.amount_cents, locale);
      return s.last4
        ? m.mail_settlementCard({ kind: s.kind, amount, last4: s.last4 })
        : m.mail_settlement({ kind: s.kind, amount });
    })
    .join(' ');
}

/** The language of a guest's own call (the page's, which the proxy passes on). */
const callLocale = (c: CallContext) => guestLocale(c.request.headers.get('accept-language'));

export const orderChangeHandlers: Handlers<'rescheduleOrder' | 'changeOrderItems' | 'cancelOrder'> =
  {
    rescheduleOrder(c) {
      const row = changeableOrder(c);
      const doc = row.data;
      const store = findStore(c.index, doc.store_id);
      const service = c.index.services.get(doc.service_type_id)!;
      const weekly = weeklyOf(store, doc.service_type_id);
      if (!weekly) fail(400, (t) => t.api_serviceUnavailable, 'service_unavailable');
      const timing = orderTiming(store, service, weekly, false, c.payload.ready_ts, c.now);
      // The new slot must have room, the order itself aside; checked and taken in one write
      // transaction, as placing does (docs/kitchen.md §1).
      c.db.tx(() => {
        claimSlot(
          c,
          store,
          service,
          weekly,
          { id: row.id, is_asap: false, dp_stamp: timing.dp_stamp, lines: doc.lines },
          c.now,
        );
        doc.ready_ts = timing.ready_ts;
        doc.dp_stamp = timing.dp_stamp;
        // A delay was about the old time.
        delete doc.delay_minutes;
        c.db.table<OrderDoc>('orders').update(row.id, doc);
      });
      const locale = callLocale(c);
      tellGuest(c, doc, 'order_moved', locale, (m) =>
        m.mail_orderMoved({
          order: row.id,
          store: store.name,
          time: guestTime(doc.dp_stamp ?? '', locale),
        }),
      );
      return { order: presentOrder(c, row) };
    },

    changeOrderItems(c) {
      const row = changeableOrder(c);
      // A preview works on a copy and writes nothing.
      const doc: OrderDoc = c.payload.preview ? structuredClone(row.data) : row.data;
      const before = orderCharges(c.index, doc).total_cents;
      for (const change of c.payload.items) {
        const line = doc.lines.find((l) => l.item_id === change.item_id && !l.auto);
        if (!line) fail(404, (t) => t.api_notInOrder, 'line_not_found');
        line.quantity = change.quantity;
      }
      doc.lines = doc.lines.filter((l) => l.auto || l.quantity > 0);
      if (!doc.lines.some((l) => !l.auto)) fail(400, (t) => t.api_emptyOrder, 'empty_order');
      const store = findStore(c.index, doc.store_id);
      const charges = orderCharges(c.index, doc);
      const delivery = c.index.services.get(doc.service_type_id)?.requires_address;
      if (delivery && store.delivery && charges.subtotal_cents < store.delivery.minimum_cents)
        fail(
          400,
          (t, locale) =>
            t.api_deliveryMinimum({ amount: guestMoney(store.delivery!.minimum_cents, locale) }),
          'delivery_minimum',
        );
      const paysInStore = doc.payments.some((p) => p.type === 'pay_in_store');
      const result = settle(tendersOf(doc.payments), charges.total_cents, paysInStore);
      if (!result.ok) fail(402, (t) => t.api_noTender, 'no_tender');
      applySettlements(c, doc, result.settlements, !c.payload.preview);
      const difference = charges.total_cents - before;
      if (!c.payload.preview) {
        adjustPoints(c, row, charges.total_cents, 'changed');
        c.db.table<OrderDoc>('orders').update(row.id, doc);
        const locale = callLocale(c);
        tellGuest(c, doc, 'order_changed', locale, (m) =>
          `${m.mail_orderChanged({ order: row.id, store: store.name, total: guestMoney(charges.total_cents, locale) })} ${settlementWords(result.settlements, m, locale)}`.trim(),
        );
      }
      return {
        order: presentOrder(c, { ...row, data: doc }),
        difference_cents: difference,
        settlements: result.settlements,
      };
    },

    cancelOrder(c) {
      const row = changeableOrder(c);
      const doc = row.data;
      const result = settle(tendersOf(doc.payments), 0, false);
      const settlements = result.ok ? result.settlements : [];
      applySettlements(c, doc, settlements, true);
      adjustPoints(c, row, 0, 'cancelled');
      doc.status = 'cancelled';
      delete doc.delay_minutes;
      c.db.table<OrderDoc>('orders').update(row.id, doc);
      const locale = callLocale(c);
      tellGuest(c, doc, 'order_cancelled', locale, (m) =>
        `${m.mail_orderCancelled({ order: row.id, store: storeName(c, doc) })} ${settlementWords(settlements, m, locale)}`.trim(),
      );
      return { order: presentOrder(c, row), settlements };
    },
  };

/**
 * The store reports the order running `minutes` late (0: on time again): the fixture API's
 * stand-in for the store's own system. The guest is told of a delay.
 */
export function reportDelay(c: Ctx, orderId: number, minutes: number) {
  const row = c.db.table<OrderDoc>('orders').get(orderId);
  if (!row) fail(404, 'Order not found', 'order_not_found');
  const doc = row.data;
  if (doc.status !== 'placed') fail(409, 'Only a placed order can run late', 'order_not_placed');
  if (minutes > 0) doc.delay_minutes = minutes;
  else delete doc.delay_minutes;
  c.db.table<OrderDoc>('orders').update(row.id, doc);
  const promised = promisedMs(c.index, doc);
  if (minutes > 0 && promised !== null)
    // The store's system, not the guest, reports it: the guest's language is the one they ordered in.
    tellGuest(c, doc, 'order_delayed', doc.locale ?? 'en', (m) =>
      m.mail_orderDelayed({
        order: row.id,
        store: storeName(c, doc),
        minutes,
        time: storeTime(c.index, doc, promised + minutes * MINUTE, doc.locale),
      }),
    );
  return { ok: true, order_id: row.id, delay_minutes: doc.delay_minutes ?? null };
}
