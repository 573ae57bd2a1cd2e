/**
 * Placing a paid order (docs/product.md §7.3): the checks before payment, then the payments
 * recorded, the loyalty points earned and the confirmation e-mail written to the outbox.
 */
import type { CallContext, Payload } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { CustomerDoc, OrderDoc, PaymentDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import type { ActiveSession } from '../customers/session.ts';
import { orderCharges, presentOrder } from '../orders/view.ts';
import { findStore, weeklyOf } from '../stores/stores.ts';
import { orderTiming } from '../orders/timing.ts';
import { claimSlot } from '../stores/capacity.ts';
import { dollars } from '../orders/charges.ts';
import { normalEmail } from '../core/validate.ts';
import { writeOutbox } from '../customers/verification.ts';
import { guestLocale, guestMoney, messagesOf } from '../core/guest-language.ts';
import type { Authorisation } from './authorise.ts';
import { refuseUnavailableOrder } from '../stores/availability.ts';

type Guest = Payload<'pay'>['guest'];

function nextPaymentId(c: CallContext): number {
  const id = (c.db.getMeta<number>('payment_seq') ?? 7000) + 1;
  c.db.setMeta('payment_seq', id);
  return id;
}

function guestDetails(c: CallContext, customer: Row<CustomerDoc>, guest: Guest): void {
  const d = customer.data;
  if (!d.is_guest) return;
  if (guest)
    Object.assign(d, {
      first_name: guest.first_name.trim(),
      last_name: guest.last_name.trim(),
      email: normalEmail(guest.email),
      phone: guest.phone,
    });
  if (!d.first_name || !d.email || !d.phone)
    fail(400, (t) => `guest: ${t.api_guestInfoRequired}`, 'guest_info_required');
  c.db.table<CustomerDoc>('customers').update(customer.id, d);
}

/** Checks the order can be placed, authorises every payment, then places it. */
export function place(
  c: CallContext,
  session: ActiveSession,
  row: Row<OrderDoc>,
  authorise: (total: number) => Authorisation[],
  guest?: Guest,
) {
  const doc = row.data;
  const store = findStore(c.index, doc.store_id);
  const service = c.index.services.get(doc.service_type_id)!;
  if (!doc.lines.some((l) => !l.auto)) fail(400, (t) => t.api_emptyCart, 'empty_cart');
  const weekly = weeklyOf(store, service.service_type_id)!;
  const timing = orderTiming(store, service, weekly, doc.is_asap, doc.ready_ts, c.now);
  // The slot's room is checked inside the payment's write transaction (../payments/idempotency.ts),
  // so no other placement can take it between this check and the placement (docs/kitchen.md §1).
  if (!c.db.sql.isTransaction) throw new Error('Placing an order must run in a transaction');
  const slot = claimSlot(
    c,
    store,
    service,
    weekly,
    { id: row.id, is_asap: doc.is_asap, dp_stamp: timing.dp_stamp, lines: doc.lines },
    c.now,
  );
  const charges = orderCharges(c.index, doc);
  if (
    service.requires_address &&
    store.delivery &&
    charges.subtotal_cents < store.delivery.minimum_cents
  )
    fail(
      400,
      (t, locale) =>
        t.api_deliveryMinimum({ amount: guestMoney(store.delivery!.minimum_cents, locale) }),
      'delivery_minimum',
    );
  // Nothing sold out, and not at a paused store (docs/kitchen.md §2).
  refuseUnavailableOrder(c, doc);
  const customer = session.customer;
  guestDetails(c, customer, guest);
  const auths = authorise(charges.total_cents);
  const paid = auths.reduce((a, p) => a + p.amount_cents, 0);
  if (paid !== charges.total_cents)
    fail(
      400,
      `The payments add up to ${dollars(paid)} but the order total is ${dollars(charges.total_cents)}`,
      'amount_mismatch',
    );

  for (const a of auths) a.commit(row.id);
  doc.payments = auths.map((a): PaymentDoc => ({
    payment_id: nextPaymentId(c),
    type: a.type,
    amount_cents: a.amount_cents,
    last4: a.last4,
  }));
  doc.status = 'placed';
  doc.placed_at = isoNow(c);
  // The guest's language when ordering: the order's later notices (a delay the store reports) use it.
  doc.locale = guestLocale(c.request.headers.get('accept-language'));
  doc.dp_stamp = slot.dp_stamp;
  if (!customer.data.is_guest) {
    // 1 point per dollar of the total (docs/product.md "rewards"): earned when the order is paid.
    const points = Math.floor(charges.total_cents / 100);
    const loyalty = customer.data.loyalty;
    loyalty.points += points;
    loyalty.lifetime_points += points;
    loyalty.history.push({ date: doc.placed_at, points, description: `Order #${row.id}` });
    doc.points_earned = points;
    c.db.table<CustomerDoc>('customers').update(customer.id, customer.data);
  }
  c.db.table<OrderDoc>('orders').update(row.id, doc);
  if (customer.data.email)
    writeOutbox(c.db, {
      channel: 'email',
      recipient: customer.data.email,
      pin: null,
      kind: 'order_placed',
      text: messagesOf(doc.locale).mail_orderPlaced({
        order: row.id,
        store: store.name,
        total: guestMoney(charges.total_cents, doc.locale),
        ready: doc.dp_stamp ?? '',
      }),
      time: doc.placed_at,
    });
  return {
    order: presentOrder(c, row),
    payment: {
      payment_id: doc.payments[0]!.payment_id,
      status: 'approved' as const,
      amount_cents: charges.total_cents,
      message: null,
    },
  };
}
