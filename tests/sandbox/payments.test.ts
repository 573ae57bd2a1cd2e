/** Paying once: idempotency keys, split payments, gift card balances and loyalty points. */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, cardToken, resetAt } from './helpers.ts';

let c: Client;
let me = 0;
let orderId = 0;
let total = 0;

beforeEach(async () => {
  c = await resetAt('burger', '2025-06-11T16:00:00Z');
  me = await c.login();
  orderId = (
    await c.call(
      'saveOrder',
      {},
      { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
    )
  ).body.order.order_id;
  total = (await c.call('saveItem', { orderId }, { menu_item_id: 1002, quantity: 2 })).body.order
    .charges.total_cents;
});

const points = async () => (await c.call('loyalty', { customerId: me })).body.points as number;

describe('idempotency of pay', () => {
  it('the same key twice is one payment with one result', async () => {
    const token = await cardToken(c);
    const before = await points();
    const body = {
      idempotency_key: 'same-key-twice-000001',
      payments: [{ type: 'card_token', token, amount_cents: total }],
    };
    const first = await c.call('pay', { orderId }, body);
    const second = await c.call('pay', { orderId }, body);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await points()).toBe(before + Math.floor(total / 100));
    const placed = (await c.call('getOrder', { orderId })).body.order;
    expect(placed.payments).toHaveLength(1);
  });

  it('a new key after approval: 409 already paid; a key of another order: 422', async () => {
    const token = await cardToken(c);
    await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'first-attempt-000001',
        payments: [{ type: 'card_token', token, amount_cents: total }],
      },
    );
    const again = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'second-attempt-00001',
        payments: [{ type: 'pay_in_store', amount_cents: total }],
      },
    );
    expect([again.status, again.body]).toEqual([
      409,
      { error: 'This order has already been paid', code: 'already_paid' },
    ]);
    const other = (
      await c.call(
        'saveOrder',
        {},
        { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
      )
    ).body.order.order_id;
    const reused = await c.call(
      'pay',
      { orderId: other },
      {
        idempotency_key: 'first-attempt-000001',
        payments: [{ type: 'pay_in_store', amount_cents: 0 }],
      },
    );
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_conflict']);
  });

  it('a decline is replayed for its key; a fresh key with a good card pays', async () => {
    const bad = await cardToken(c, '4000 0000 0000 0002');
    const body = {
      idempotency_key: 'declined-then-ok-0001',
      payments: [{ type: 'card_token', token: bad, amount_cents: total }],
    };
    expect((await c.call('pay', { orderId }, body)).status).toBe(402);
    expect((await c.call('pay', { orderId }, body)).status).toBe(402);
    const good = await cardToken(c);
    const paid = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'declined-then-ok-0002',
        payments: [{ type: 'card_token', token: good, amount_cents: total }],
      },
    );
    expect(paid.body.order.status).toBe('placed');
  });

  it('a validation refusal does not use up the key', async () => {
    const key = 'fix-and-retry-000001';
    expect(
      (
        await c.call(
          'pay',
          { orderId },
          { idempotency_key: key, payments: [{ type: 'pay_in_store', amount_cents: 1 }] },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await c.call(
          'pay',
          { orderId },
          { idempotency_key: key, payments: [{ type: 'pay_in_store', amount_cents: total }] },
        )
      ).status,
    ).toBe(200);
  });

  it('splits a payment between a gift card and a card, charging the gift card once', async () => {
    const gift = (
      await c.call(
        'saveCard',
        { customerId: me },
        { gift_card_number: '6006491234567890', pin: '1234' },
      )
    ).body.card;
    const token = await cardToken(c);
    const body = {
      idempotency_key: 'split-payment-000001',
      payments: [
        { type: 'gift_card', card_id: gift.card_id, amount_cents: 2000 },
        { type: 'card_token', token, amount_cents: total - 2000, save_card: true },
      ],
    };
    const paid = await c.call('pay', { orderId }, body);
    expect(
      paid.body.order.payments.map((p: { type: string; last4: string }) => [p.type, p.last4]),
    ).toEqual([
      ['gift_card', '7890'],
      ['credit_card', '4242'],
    ]);
    await c.call('pay', { orderId }, body);
    const cards = (await c.call('savedCards', { customerId: me })).body.cards;
    // The demo customer has seeded cards of their own: look at the ones this payment used and saved.
    expect(cards.find((x: { card_id: number }) => x.card_id === gift.card_id).balance_cents).toBe(
      3000,
    );
    expect(cards.filter((x: { last4: string }) => x.last4 === '4242')).toHaveLength(1);
  });

  it('a gift card without enough balance is declined with its balance', async () => {
    const gift = (
      await c.call(
        'saveCard',
        { customerId: me },
        { gift_card_number: '6006499876543210', pin: '4321' },
      )
    ).body.card;
    const r = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'gift-too-small-00001',
        payments: [{ type: 'gift_card', card_id: gift.card_id, amount_cents: total }],
      },
    );
    expect([r.status, r.body.code, r.body.error]).toEqual([
      402,
      'insufficient_balance',
      'Your gift card balance is $15.00. Please pay the rest another way.',
    ]);
  });

  it('a card token pays one order only', async () => {
    const token = await cardToken(c);
    await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'token-once-00000001',
        payments: [{ type: 'card_token', token, amount_cents: total }],
      },
    );
    const other = (
      await c.call(
        'saveOrder',
        {},
        { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
      )
    ).body.order.order_id;
    const otherTotal = (
      await c.call('saveItem', { orderId: other }, { menu_item_id: 1011, quantity: 1 })
    ).body.order.charges.total_cents;
    const r = await c.call(
      'pay',
      { orderId: other },
      {
        idempotency_key: 'token-once-00000002',
        payments: [{ type: 'card_token', token, amount_cents: otherTotal }],
      },
    );
    expect([r.status, r.body.code]).toEqual([409, 'token_used']);
  });
});

describe('after placing', () => {
  it('moves through the kitchen statuses as the sandbox clock passes', async () => {
    await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'status-walk-0000001',
        payments: [{ type: 'pay_in_store', amount_cents: total }],
      },
    );
    const seen: string[] = [];
    for (const minutes of [0, 6, 11, 16, 46]) {
      await c.fixture('POST', '/clock', {
        now: new Date(Date.parse('2025-06-11T16:00:00Z') + minutes * 60_000).toISOString(),
      });
      seen.push((await c.call('getOrder', { orderId })).body.order.status);
    }
    expect(seen).toEqual(['placed', 'accepted', 'preparing', 'ready', 'completed']);
  });

  it('e-mails a confirmation to the outbox', async () => {
    await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'confirmation-000001',
        payments: [{ type: 'pay_in_store', amount_cents: total }],
      },
    );
    const [mail] = (await c.fixture('GET', '/outbox')).body;
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'demo@example.com',
      kind: 'order_placed',
      pin: null,
    });
  });
});
