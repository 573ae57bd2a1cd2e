// Check-in on arrival (docs/product.md §7.2 "Check in for order", "Orders available for
// check-in"; §7.3 "Add check-in info"): the sandbox offers and accepts a check-in only inside the
// window of src/lib/checkin (15 minutes before the promised time to 30 after) and says why not.
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

// Monday 23 November 2026, 12:00 in New York (Harbor Burger's Fulton Street, store 101). The
// sandbox clock runs on from each setting, so the window's ends are tested a little inside them.
const NOON = '2026-11-23T17:00:00Z';
const at = (iso: string) => ({ now: iso });

let c: Client;
let customerId = 0;

beforeEach(async () => {
  c = await resetAt('burger', NOON);
  customerId = (await c.call('guestLogin')).body.customer_id;
});

/** A placed guest order at Fulton Street: pickup (1) or delivery (2), ASAP or at ready_ts. */
async function placed(serviceTypeId = 1, readyTs?: string): Promise<number> {
  const order = {
    customer_id: customerId,
    store_id: 101,
    service_type_id: serviceTypeId,
    ...(readyTs ? { is_asap: false, ready_ts: readyTs } : { is_asap: true }),
  };
  const orderId = (await c.call('saveOrder', {}, order)).body.order.order_id;
  const total = (await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 1 })).body
    .order.charges.total_cents;
  const paid = await c.call(
    'pay',
    { orderId },
    {
      idempotency_key: `checkin-test-${orderId}-0001`,
      payments: [{ type: 'pay_in_store', amount_cents: total }],
      guest: {
        first_name: 'Gus',
        last_name: 'Guest',
        email: 'gus@example.com',
        phone: '2125550142',
      },
    },
  );
  expect(paid.status).toBe(200);
  return orderId;
}

const available = async () =>
  ((await c.call('checkInOrders', { customerId })).body.orders as { order_id: number }[]).map(
    (o) => o.order_id,
  );

describe('check-in on arrival', () => {
  it('a guest checks in an ASAP pickup order with arrival details sent first', async () => {
    const orderId = await placed();
    expect(await available()).toEqual([orderId]);
    const put = await c.call(
      'updateOrder',
      { orderId },
      { order: { checkin_info: 'Vehicle: Blue sedan. Parking spot: 4' } },
    );
    expect(put.status).toBe(200);
    const done = await c.call('checkIn', { customerId, orderId });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({
      checkin_info: 'Vehicle: Blue sedan. Parking spot: 4',
      checked_in_at: expect.stringMatching(/^2026-11-23T17:00:/),
    });
    expect(await available()).toEqual([]);
    const again = await c.call('checkIn', { customerId, orderId });
    expect([again.status, again.body]).toEqual([
      400,
      { error: 'You have already checked in for this order.', code: 'checkin_unavailable' },
    ]);
  });

  it('a scheduled order waits for its window, and says when it opens', async () => {
    const orderId = await placed(1, '2026-11-23 13:30');
    expect(await available()).toEqual([]);
    const early = await c.call('checkIn', { customerId, orderId });
    expect([early.status, early.body.error]).toEqual([
      400,
      'Check-in opens at 1:15 PM, 15 minutes before your order’s pickup time.',
    ]);
    await c.fixture('POST', '/clock', at('2026-11-23T18:15:00Z'));
    expect(await available()).toEqual([orderId]);
    await c.fixture('POST', '/clock', at('2026-11-23T18:59:30Z'));
    expect(await available()).toEqual([orderId]);
    await c.fixture('POST', '/clock', at('2026-11-23T19:01:00Z'));
    expect(await available()).toEqual([]);
    const late = await c.call('checkIn', { customerId, orderId });
    expect(late.body.error).toBe(
      'Check-in closed at 2:00 PM, 30 minutes after your order’s pickup time. Please ask the store’s staff for your order.',
    );
  });

  it('an order still in the cart is refused with its reason', async () => {
    const order = { customer_id: customerId, store_id: 101, service_type_id: 1, is_asap: true };
    const orderId = (await c.call('saveOrder', {}, order)).body.order.order_id;
    const refused = await c.call('checkIn', { customerId, orderId });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'This order has not been placed yet.',
    ]);
  });

  it('another customer’s path is a 403 (docs/product.md §8: the session expired)', async () => {
    const orderId = await placed();
    const other = await c.call('checkIn', { customerId: customerId + 1, orderId });
    expect(other.status).toBe(403);
  });
});
