// Changes after ordering (docs/kitchen.md §3): a placed scheduled order is moved, has its items
// changed (the difference charged or refunded on its tenders) or is cancelled until it fires,
// change_cutoff_minutes before its promised time; each change and a reported delay reach the
// outbox. A store without change_cutoff_minutes offers none of it.
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, cardToken, resetAt } from './helpers.ts';

// Monday 23 November 2026, 12:00 in New York (Harbor Burger's Fulton Street, store 101, which
// fires orders 20 minutes before their time).
const NOON = '2026-11-23T17:00:00Z';

let c: Client;
let customerId = 0;

beforeEach(async () => {
  c = await resetAt('burger', NOON);
  customerId = (await c.call('guestLogin')).body.customer_id;
});

const GUEST = {
  first_name: 'Gus',
  last_name: 'Guest',
  email: 'gus@example.com',
  phone: '2125550142',
};

/** A guest's pickup order for 13:30 with 2 × Fries (item 1011), paid by card or in store. */
async function placed(
  pay: 'card' | 'in_store' = 'card',
  store = 101,
  readyTs = '2026-11-23 13:30',
) {
  const order = {
    customer_id: customerId,
    store_id: store,
    service_type_id: 1,
    is_asap: false,
    ready_ts: readyTs,
  };
  const orderId = (await c.call('saveOrder', {}, order)).body.order.order_id;
  const saved = await c.call(
    'saveItem',
    { orderId },
    { menu_item_id: store === 101 ? 1011 : 3011, quantity: 2 },
  );
  const { total_cents: total } = saved.body.order.charges;
  const payment =
    pay === 'card'
      ? { type: 'card_token', token: await cardToken(c), amount_cents: total }
      : { type: 'pay_in_store', amount_cents: total };
  const paid = await c.call(
    'pay',
    { orderId },
    { idempotency_key: `changes-test-${orderId}-0001`, payments: [payment], guest: GUEST },
  );
  expect(paid.status).toBe(200);
  return { orderId, total, lineId: saved.body.order.items[0].item_id as number };
}

const outbox = async (kind: string) =>
  (
    (await c.fixture('GET', '/outbox')).body as { kind: string; channel: string; text: string }[]
  ).filter((e) => e.kind === kind);

describe('changes after ordering', () => {
  it('reports the cutoff on the store’s orders, and no change fields where a store has none', async () => {
    const { orderId } = await placed();
    const order = (await c.call('getOrder', { orderId })).body.order;
    expect(order.change_cutoff_minutes).toBe(20);
    expect(order).not.toHaveProperty('delay_minutes');
    // Taco Verde's seed has no change_cutoff_minutes: its orders carry none and refuse changes.
    c = await resetAt('taco', NOON);
    customerId = (await c.call('guestLogin')).body.customer_id;
    const taco = (
      await c.call(
        'saveOrder',
        {},
        { customer_id: customerId, store_id: 302, service_type_id: 1, is_asap: true },
      )
    ).body.order;
    expect(taco).not.toHaveProperty('change_cutoff_minutes');
  });

  it('moves an order to another time and tells the guest by e-mail and SMS', async () => {
    const { orderId } = await placed();
    const moved = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 15:00' });
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({
      dp_stamp: '2026-11-23 15:00',
      ready_ts: '2026-11-23 15:00',
    });
    const sent = await outbox('order_moved');
    expect(sent.map((e) => e.channel).sort()).toEqual(['email', 'sms']);
    expect(sent[0]!.text).toBe(
      `Your order #${orderId} at Harbor Burger Co. Fulton Street is now for Nov 23, 2026, 3:00 PM.`,
    );
    // The schedule's rules still hold: not in the past, not inside the lead time.
    const past = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 11:00' });
    expect([past.status, past.body.code]).toEqual([400, 'ready_ts_passed']);
    const soon = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 12:05' });
    expect([soon.status, soon.body.code]).toEqual([400, 'lead_time']);
  });

  it('moves an order only into a slot with room, the order itself not counting against it', async () => {
    const { orderId } = await placed();
    // Pickup at Fulton Street takes one order per slot; 15:00 is already taken.
    const capacity = (body: object) =>
      c.fixture('PUT', '/capacity', { store_id: 101, service_type_id: 1, ...body });
    expect((await capacity({ rule: { orders_per_slot: 1 } })).status).toBe(200);
    expect((await capacity({ book: [{ slot: '2026-11-23 15:00', orders: 1 }] })).status).toBe(200);
    const full = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 15:00' });
    expect([full.status, full.body.code]).toEqual([409, 'slot_full']);
    expect(full.body.error).toBe('The 3:00 PM slot is full. The next free time is 3:15 PM.');
    expect((await c.call('getOrder', { orderId })).body.order.dp_stamp).toBe('2026-11-23 13:30');
    expect(await outbox('order_moved')).toEqual([]);
    // Its own slot, taken by itself alone, still has room for it.
    const same = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 13:35' });
    expect(same.status).toBe(200);
  });

  it('refuses every change once the order has fired, saying when', async () => {
    const { orderId, lineId } = await placed();
    // 13:30 less 20 minutes: it fires at 13:10.
    await c.fixture('POST', '/clock', { now: '2026-11-23T18:10:00Z' });
    const refusal = {
      error:
        'This order went to the kitchen at Nov 23, 2026, 1:10 PM and can no longer be changed.',
      code: 'order_fired',
    };
    const move = await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 15:00' });
    expect([move.status, move.body]).toEqual([409, refusal]);
    const items = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 1 }] },
    );
    expect([items.status, items.body]).toEqual([409, refusal]);
    const cancel = await c.call('cancelOrder', { orderId }, {});
    expect([cancel.status, cancel.body]).toEqual([409, refusal]);
  });

  it('an ASAP order or another customer’s order cannot be changed', async () => {
    const order = { customer_id: customerId, store_id: 101, service_type_id: 1, is_asap: true };
    const orderId = (await c.call('saveOrder', {}, order)).body.order.order_id;
    const open = await c.call('cancelOrder', { orderId }, {});
    expect([open.status, open.body.code]).toEqual([409, 'order_open']);
    const other = new Client('burger');
    await other.call('guestLogin');
    expect((await other.call('cancelOrder', { orderId }, {})).status).toBe(403);
  });

  it('fewer items: previews, then refunds the difference to the card that paid', async () => {
    const { orderId, total, lineId } = await placed();
    const preview = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 1 }], preview: true },
    );
    expect(preview.status).toBe(200);
    const newTotal = preview.body.order.charges.total_cents;
    expect(preview.body.difference_cents).toBe(newTotal - total);
    expect(preview.body.settlements).toEqual([
      { kind: 'refund', type: 'credit_card', last4: '4242', amount_cents: total - newTotal },
    ]);
    // A preview changes nothing.
    expect((await c.call('getOrder', { orderId })).body.order.items[0].quantity).toBe(2);
    expect(await outbox('order_changed')).toEqual([]);

    const done = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 1 }] },
    );
    expect(done.body.order.items[0].quantity).toBe(1);
    expect(done.body.order.payments.map((p: { amount_cents: number }) => p.amount_cents)).toEqual([
      total,
      newTotal - total,
    ]);
    expect(done.body.order.balance_due_cents).toBe(0);
    const [mail] = await outbox('order_changed');
    expect(mail!.text).toContain(
      `We refunded $${((total - newTotal) / 100).toFixed(2)} to the card ending in 4242.`,
    );
  });

  it('more items: charges the difference to the same card', async () => {
    const { orderId, total, lineId } = await placed();
    const done = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 3 }] },
    );
    const newTotal = done.body.order.charges.total_cents;
    expect(done.body.settlements).toEqual([
      { kind: 'charge', type: 'credit_card', last4: '4242', amount_cents: newTotal - total },
    ]);
    expect(done.body.order.balance_due_cents).toBe(0);
  });

  it('paid in store: nothing is charged or refunded, the balance due follows the total', async () => {
    const { orderId, lineId } = await placed('in_store');
    const done = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 5 }] },
    );
    expect(done.body.settlements).toEqual([]);
    expect(done.body.order.balance_due_cents).toBe(done.body.order.charges.total_cents);
  });

  it('removing every item is refused: cancelling is how', async () => {
    const { orderId, lineId } = await placed();
    const r = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: lineId, quantity: 0 }] },
    );
    expect([r.status, r.body.code]).toEqual([400, 'empty_order']);
    const foreign = await c.call(
      'changeOrderItems',
      { orderId },
      { items: [{ item_id: 999, quantity: 1 }] },
    );
    expect([foreign.status, foreign.body.code]).toEqual([404, 'line_not_found']);
  });

  it('cancels: refunds the card, the order says cancelled, the guest is told', async () => {
    const { orderId, total } = await placed();
    const r = await c.call('cancelOrder', { orderId }, {});
    expect(r.status).toBe(200);
    expect(r.body.order.status).toBe('cancelled');
    expect(r.body.settlements).toEqual([
      { kind: 'refund', type: 'credit_card', last4: '4242', amount_cents: total },
    ]);
    const sent = await outbox('order_cancelled');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.text).toMatch(
      /^Your order #\d+ at Harbor Burger Co\. Fulton Street was cancelled\. We refunded/,
    );
    const again = await c.call('cancelOrder', { orderId }, {});
    expect([again.status, again.body.code]).toEqual([409, 'order_cancelled']);
  });

  it('a delay the store reports shows on the order and is sent to the guest; moving clears it', async () => {
    const { orderId } = await placed();
    const r = await c.fixture('POST', '/orders/delay', { order_id: orderId, minutes: 15 });
    expect(r.body).toEqual({ ok: true, order_id: orderId, delay_minutes: 15 });
    expect((await c.call('getOrder', { orderId })).body.order.delay_minutes).toBe(15);
    const [sms] = (await outbox('order_delayed')).filter((e) => e.channel === 'sms');
    expect(sms!.text).toBe(
      `Sorry, your order #${orderId} at Harbor Burger Co. Fulton Street is running about 15 minutes late. It is now expected at Nov 23, 2026, 1:45 PM.`,
    );
    await c.call('rescheduleOrder', { orderId }, { ready_ts: '2026-11-23 15:00' });
    expect((await c.call('getOrder', { orderId })).body.order).not.toHaveProperty('delay_minutes');
    expect((await c.fixture('POST', '/orders/delay', { order_id: 999, minutes: 5 })).status).toBe(
      404,
    );
    expect(
      (await c.fixture('POST', '/orders/delay', { order_id: orderId, minutes: -1 })).status,
    ).toBe(400);
  });
});
