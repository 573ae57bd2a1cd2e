/**
 * Paying for an order (SPEC §7.3). An idempotency key makes a retry return the first result
 * instead of charging again; approval places the order and earns loyalty points.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CallContext, Handlers, Payload } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type {
  CardDoc,
  CustomerDoc,
  GiftCardDoc,
  IdempotencyDoc,
  OrderDoc,
  PaymentDoc,
  PaymentTokenDoc,
} from '../core/records.ts';
import { fail, Reply, SandboxError } from '../core/http.ts';
import { requireSession, type ActiveSession } from '../customers/session.ts';
import { orderOf } from '../orders/access.ts';
import { orderCharges, presentOrder } from '../orders/view.ts';
import { findStore, storeAccepts, weeklyOf } from '../stores/stores.ts';
import { orderTiming } from '../orders/timing.ts';
import { dollars } from '../orders/charges.ts';
import { approvedToken, findToken } from './tokens.ts';
import { normalEmail } from '../core/validate.ts';
import { writeOutbox } from '../customers/verification.ts';

type PayPayload = Payload<'pay'>;
type PaymentRequest = PayPayload['payments'][number];

/** One approved authorisation, applied only once every payment of the order is approved. */
interface Authorisation {
  type: string;
  amount_cents: number;
  last4: string | null;
  commit: (orderId: number) => void;
}

function nextPaymentId(c: CallContext): number {
  const id = (c.db.getMeta<number>('payment_seq') ?? 7000) + 1;
  c.db.setMeta('payment_seq', id);
  return id;
}

function authoriseCard(
  c: CallContext,
  p: PaymentRequest,
  customer: Row<CustomerDoc>,
  order: Row<OrderDoc>,
): Authorisation {
  const store = findStore(c.index, order.data.store_id);
  const orderId = order.id;
  const accepts = (t: Parameters<typeof storeAccepts>[1]) =>
    storeAccepts(store, t) ||
    fail(400, 'This store does not accept that payment method', 'method_unavailable');
  switch (p.type) {
    case 'card_token': {
      accepts('credit_card');
      const token = approvedToken(
        c.db,
        p.token ?? fail(400, 'payments.token: is required for a card payment', 'token_required'),
      );
      if (token.data.used_by_order !== null && token.data.used_by_order !== orderId)
        fail(
          409,
          'This payment token was already used. Please enter your card again.',
          'token_used',
        );
      return {
        type: 'credit_card',
        amount_cents: p.amount_cents,
        last4: token.data.last4,
        commit: (id) => {
          c.db
            .table<PaymentTokenDoc>('payment_tokens')
            .update(token.id, { ...token.data, used_by_order: id });
          const cards = c.db.table<CardDoc>('cards');
          if (p.save_card && !cards.byOwner(customer.id).some((r) => r.data.token === token.key))
            cards.insert(
              {
                type: 'credit_card',
                brand: token.data.brand ?? 'Card',
                last4: token.data.last4 ?? '0000',
                exp_month: token.data.exp_month ?? 12,
                exp_year: token.data.exp_year ?? 2099,
                token: token.key!,
              },
              { owner: customer.id },
            );
        },
      };
    }
    case 'saved_card':
    case 'gift_card': {
      accepts(p.type === 'saved_card' ? 'saved_card' : 'gift_card');
      const card =
        p.card_id === undefined ? undefined : c.db.table<CardDoc>('cards').get(p.card_id);
      const type = p.type === 'saved_card' ? 'credit_card' : 'gift_card';
      if (!card || card.owner !== customer.id || card.data.type !== type)
        fail(404, 'payments.card_id: Card not found', 'card_not_found');
      if (type === 'credit_card')
        return {
          type: 'saved_card',
          amount_cents: p.amount_cents,
          last4: card.data.last4,
          commit: () => {},
        };
      const gifts = c.db.table<GiftCardDoc>('gift_cards');
      const gift =
        gifts.byKey(card.data.gift_card_number ?? '') ??
        fail(404, 'payments.card_id: Card not found', 'card_not_found');
      if (gift.data.balance_cents < p.amount_cents)
        fail(
          402,
          `Your gift card balance is ${dollars(gift.data.balance_cents)}. Please pay the rest another way.`,
          'insufficient_balance',
        );
      return {
        type: 'gift_card',
        amount_cents: p.amount_cents,
        last4: card.data.last4,
        commit: () =>
          gifts.update(gift.id, {
            ...gift.data,
            balance_cents: gift.data.balance_cents - p.amount_cents,
          }),
      };
    }
    case 'pay_in_store':
      accepts('pay_in_store');
      return { type: 'pay_in_store', amount_cents: p.amount_cents, last4: null, commit: () => {} };
  }
}

function guestDetails(
  c: CallContext,
  customer: Row<CustomerDoc>,
  guest: PayPayload['guest'],
): void {
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
    fail(400, 'guest: Please enter your name, e-mail and phone number', 'guest_info_required');
  c.db.table<CustomerDoc>('customers').update(customer.id, d);
}

/** Checks the order can be placed, authorises every payment, then places it. */
function place(
  c: CallContext,
  session: ActiveSession,
  row: Row<OrderDoc>,
  authorise: (total: number) => Authorisation[],
  guest?: PayPayload['guest'],
) {
  const doc = row.data;
  const store = findStore(c.index, doc.store_id);
  const service = c.index.services.get(doc.service_type_id)!;
  if (!doc.lines.some((l) => !l.auto)) fail(400, 'Your cart is empty', 'empty_cart');
  const timing = orderTiming(
    store,
    service,
    weeklyOf(store, service.service_type_id)!,
    doc.is_asap,
    doc.ready_ts,
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
      `Delivery orders need a subtotal of at least ${dollars(store.delivery.minimum_cents)}`,
      'delivery_minimum',
    );
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
  doc.dp_stamp = timing.dp_stamp;
  if (!customer.data.is_guest) {
    // 1 point per dollar of the total (SPEC "rewards"): earned when the order is paid.
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
      text: `Thanks for your order #${row.id} at ${store.name}. Total ${dollars(charges.total_cents)}, ready ${doc.dp_stamp}.`,
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

/**
 * Runs a payment once per idempotency key: a repeat returns the recorded result (approval or
 * decline) without charging; a new key on a paid order is refused.
 */
function once(
  c: CallContext,
  key: string,
  run: (session: ActiveSession, row: Row<OrderDoc>) => unknown,
): unknown {
  return c.db.tx(() => {
    const { session, row } = orderOf(c);
    const records = c.db.table<IdempotencyDoc>('idempotency');
    const previous = records.byKey(key);
    if (previous) {
      if (previous.data.order_id !== row.id)
        fail(
          422,
          'This idempotency key was already used for another order',
          'idempotency_conflict',
        );
      return new Reply(previous.data.status, previous.data.body);
    }
    if (row.data.status !== 'open') fail(409, 'This order has already been paid', 'already_paid');
    try {
      const body = run(session, row);
      records.insert({ order_id: row.id, status: 200, body }, { key });
      return body;
    } catch (err) {
      // A decline is a result worth replaying; other refusals leave the key free for a corrected retry.
      if (!(err instanceof SandboxError) || err.status !== 402) throw err;
      const body = { error: err.message, code: err.code };
      records.insert({ order_id: row.id, status: 402, body }, { key });
      return new Reply(402, body);
    }
  });
}

const WALLET_OK = 'sandbox-wallet-ok';

export const paymentHandlers: Handlers<
  'checkPayment' | 'pay' | 'walletPayment' | 'applePaySession'
> = {
  checkPayment(c) {
    requireSession(c);
    const row =
      findToken(c.db, c.params.token!) ?? fail(404, 'Unknown payment token', 'unknown_token');
    const d = row.data;
    const card =
      d.brand && d.last4 && d.exp_month && d.exp_year
        ? { brand: d.brand, last4: d.last4, exp_month: d.exp_month, exp_year: d.exp_year }
        : null;
    return { token: row.key!, status: d.status, card, message: d.message };
  },

  pay(c) {
    const p = c.payload;
    return once(c, p.idempotency_key, (session, row) =>
      place(
        c,
        session,
        row,
        () => p.payments.map((pay) => authoriseCard(c, pay, session.customer, row)),
        p.guest,
      ),
    );
  },

  walletPayment(c) {
    const p = c.payload;
    return once(c, p.idempotency_key, (session, row) =>
      place(c, session, row, (total) => {
        if (!storeAccepts(findStore(c.index, row.data.store_id), p.provider))
          fail(400, 'This store does not accept that payment method', 'method_unavailable');
        // The sandbox wallet approves one token, sent alone or inside the wallet's JSON response
        // details, so tests can choose the outcome.
        if (p.payment_data !== WALLET_OK && !p.payment_data.includes(`"${WALLET_OK}"`))
          fail(
            402,
            'Your payment was declined. Please use another payment method.',
            'wallet_declined',
          );
        return [{ type: p.provider, amount_cents: total, last4: null, commit: () => {} }];
      }),
    );
  },

  applePaySession(c) {
    let url: URL;
    try {
      url = new URL(c.payload.validation_url);
    } catch {
      return fail(400, 'validation_url: is not a URL', 'invalid_url');
    }
    if (url.protocol !== 'https:') fail(400, 'validation_url: must be an https URL', 'invalid_url');
    const merchant = createHash('sha256')
      .update(`sandbox:${c.state.tenant}`)
      .digest('hex')
      .toUpperCase();
    return {
      session: {
        epochTimestamp: c.now,
        expiresAt: c.now + 60 * 60_000,
        merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
        nonce: randomBytes(4).toString('hex'),
        merchantIdentifier: merchant,
        domainName: c.payload.domain,
        displayName: c.index.brandName,
        signature: randomBytes(64).toString('base64'),
        operationalAnalyticsIdentifier: `${c.index.brandName}:${merchant.slice(0, 16)}`,
        retries: 0,
        pspId: merchant,
      },
    };
  },
};
