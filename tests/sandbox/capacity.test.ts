/**
 * Slot capacity in the sandbox (docs/kitchen.md §1): the store call's slot_capacity, refusals in a
 * full slot naming the next free one, ASAP moving on, the fixture API, and the race of many guests
 * for a slot's last places.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z'; // Wednesday 12:00 in New York
const STORE = 101; // open all day for pickup, takes pay in store
const PICKUP = 1;
const SLOT = '2025-06-11 19:30';

let fx: Client;
beforeEach(async () => {
  fx = await resetAt('burger', T0);
});

const setCapacity = (body: Record<string, unknown>) =>
  fx.fixture('PUT', '/capacity', { store_id: STORE, service_type_id: PICKUP, ...body });

/** A guest with an order in a slot and one item in the cart. */
async function guestWithCart(readyTs: string | null = SLOT, quantity = 1) {
  const c = new Client('burger');
  const me = (await c.call('guestLogin', {}, undefined)).body.customer_id as number;
  const saved = await c.call(
    'saveOrder',
    {},
    {
      customer_id: me,
      is_asap: readyTs === null,
      store_id: STORE,
      service_type_id: PICKUP,
      ...(readyTs ? { ready_ts: readyTs } : {}),
    },
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const orderId = saved.body.order.order_id as number;
  const item = await c.call('saveItem', { orderId }, { menu_item_id: 1002, quantity });
  return { c, me, orderId, total: item.body.order.charges.total_cents as number };
}

function pay(g: Awaited<ReturnType<typeof guestWithCart>>, n: number) {
  return g.c.call(
    'pay',
    { orderId: g.orderId },
    {
      idempotency_key: `capacity-race-key-${String(n).padStart(4, '0')}`,
      payments: [{ type: 'pay_in_store', amount_cents: g.total }],
      guest: {
        first_name: 'Guest',
        last_name: `No${n}`,
        email: `guest${n}@example.com`,
        phone: '5550100000',
      },
    },
  );
}

const storeCapacity = async () =>
  (await fx.call('store', { storeId: STORE }, { service_schedule: true, service_type_id: PICKUP }))
    .body.store.slot_capacity;

describe('the store call', () => {
  it('has no slot_capacity for a service without a rule (no change for such chains)', async () => {
    expect(await storeCapacity()).toBeUndefined();
  });

  it('names full and nearly full slots beside the schedule', async () => {
    await setCapacity({
      rule: { orders_per_slot: 4 },
      book: [
        { slot: SLOT, orders: 4 },
        { slot: '2025-06-11 19:45', orders: 3 },
        { slot: '2025-06-11 20:00', orders: 2 },
      ],
    });
    expect(await storeCapacity()).toEqual({
      [PICKUP]: { '2025-06-11 19:30': 'full', '2025-06-11 19:45': 'nearly_full' },
    });
  });
});

describe('ordering into a full slot', () => {
  beforeEach(async () => {
    await setCapacity({ rule: { orders_per_slot: 3 }, book: [{ slot: SLOT, orders: 3 }] });
  });

  it('creating is refused naming the next free slot', async () => {
    const c = new Client('burger');
    const me = (await c.call('guestLogin', {}, undefined)).body.customer_id;
    const r = await c.call(
      'saveOrder',
      {},
      { customer_id: me, is_asap: false, store_id: STORE, service_type_id: PICKUP, ready_ts: SLOT },
    );
    expect([r.status, r.body]).toEqual([
      409,
      { error: 'The 7:30 PM slot is full. The next free time is 7:45 PM.', code: 'slot_full' },
    ]);
  });

  it('a slot that filled meanwhile refuses the placement; the cart stays and moving on places it', async () => {
    await setCapacity({ book: [{ slot: SLOT, orders: 0 }] });
    const g = await guestWithCart();
    await setCapacity({ book: [{ slot: SLOT, orders: 3 }] });
    const refused = await pay(g, 1);
    expect([refused.status, refused.body.code]).toEqual([409, 'slot_full']);
    const order = (await g.c.call('getOrder', { orderId: g.orderId })).body.order;
    expect([order.status, order.items.filter((i: { auto: boolean }) => !i.auto).length]).toEqual([
      'open',
      1,
    ]);
    const moved = await g.c.call(
      'saveOrder',
      {},
      {
        order_id: g.orderId,
        customer_id: g.me,
        is_asap: false,
        store_id: STORE,
        service_type_id: PICKUP,
        ready_ts: '2025-06-11 19:45',
      },
    );
    expect(moved.status).toBe(200);
    const placed = await pay(g, 2);
    expect([placed.status, placed.body.order.dp_stamp]).toEqual([200, '2025-06-11 19:45']);
  });

  it('the next free slot on another day is named with its day', async () => {
    await setCapacity({
      book: Array.from({ length: 18 }, (_, i) => ({
        slot: `2025-06-11 ${String(19 + Math.floor((i * 15 + 30) / 60)).padStart(2, '0')}:${String((i * 15 + 30) % 60).padStart(2, '0')}`,
        orders: 3,
      })),
    });
    const c = new Client('burger');
    const me = (await c.call('guestLogin', {}, undefined)).body.customer_id;
    const r = await c.call(
      'saveOrder',
      {},
      { customer_id: me, is_asap: false, store_id: STORE, service_type_id: PICKUP, ready_ts: SLOT },
    );
    expect(r.body.error).toBe(
      'The 7:30 PM slot is full. The next free time is Tomorrow (06/12) 12:00 AM.',
    );
  });
});

describe('ASAP', () => {
  it('moves to the first slot with room', async () => {
    // 12:00 + 15 minutes' prep: ready 12:15, a full slot; 12:30 is full too.
    await setCapacity({
      rule: { orders_per_slot: 1 },
      book: [
        { slot: '2025-06-11 12:15', orders: 1 },
        { slot: '2025-06-11 12:30', orders: 1 },
      ],
    });
    const g = await guestWithCart(null);
    const order = (await g.c.call('getOrder', { orderId: g.orderId })).body.order;
    expect(order.dp_stamp).toBe('2025-06-11 12:45');
    expect((await pay(g, 1)).body.order.dp_stamp).toBe('2025-06-11 12:45');
  });
});

describe('make-time', () => {
  it('a slot takes orders while their make-time fits; one order larger than a slot fits an empty one', async () => {
    await setCapacity({
      rule: { make_minutes_per_slot: 10, make_minutes_per_item: 3 },
    });
    const big = await guestWithCart(SLOT, 4); // 12 minutes: more than the slot, but it is empty
    expect((await pay(big, 1)).status).toBe(200);
    const small = await guestWithCart('2025-06-11 19:45', 2);
    await setCapacity({ book: [{ slot: '2025-06-11 19:45', orders: 1, make_minutes: 4 }] });
    expect((await pay(small, 2)).status).toBe(200); // 4 + 6 = 10
    const state = await fx.fixture('GET', `/capacity?store_id=${STORE}&service_type_id=${PICKUP}`);
    expect(state.body.slots).toEqual({
      '2025-06-11 19:30': { orders: 1, make_minutes: 12, state: 'full' },
      '2025-06-11 19:45': { orders: 2, make_minutes: 10, state: 'full' },
    });
  });
});

describe('the race for the last places', () => {
  it('20 guests paying at once for a slot with room for 3: exactly 3 are placed there', async () => {
    await setCapacity({ rule: { orders_per_slot: 3 } });
    const guests = [];
    for (let i = 0; i < 20; i++) guests.push(await guestWithCart());
    const results = await Promise.all(guests.map((g, i) => pay(g, i)));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed).toHaveLength(3);
    expect(refused.map((r) => [r.status, r.body.error])).toEqual(
      Array.from({ length: 17 }, () => [
        409,
        'The 7:30 PM slot is full. The next free time is 7:45 PM.',
      ]),
    );
    // The others keep their carts and can take the slot offered.
    const rest = guests.filter((_, i) => results[i]!.status !== 200);
    for (const g of rest) {
      const order = (await g.c.call('getOrder', { orderId: g.orderId })).body.order;
      expect([order.status, order.items.filter((i: { auto: boolean }) => !i.auto).length]).toEqual([
        'open',
        1,
      ]);
    }
    const state = await fx.fixture('GET', `/capacity?store_id=${STORE}&service_type_id=${PICKUP}`);
    expect(state.body.slots[SLOT]).toEqual({ orders: 3, make_minutes: 0, state: 'full' });
  });
});

describe('the fixture API', () => {
  it('refuses a service the store does not offer and a malformed slot', async () => {
    const r = await fx.fixture('PUT', '/capacity', {
      store_id: 102,
      service_type_id: 3,
      rule: { orders_per_slot: 1 },
    });
    expect([r.status, r.body.code]).toEqual([400, 'service_unavailable']);
    const bad = await setCapacity({ book: [{ slot: '19:30', orders: 1 }] });
    expect([bad.status, bad.body.code]).toEqual([400, 'invalid_request']);
  });

  it('the seed rule comes back with a reset; null removes a rule', async () => {
    const seeded = await fx.fixture('GET', '/capacity?store_id=102&service_type_id=1');
    expect(seeded.body.rule).toEqual({
      orders_per_slot: 8,
      make_minutes_per_slot: 60,
      make_minutes_per_item: 2,
    });
    await fx.fixture('PUT', '/capacity', { store_id: 102, service_type_id: 1, rule: null });
    expect((await fx.fixture('GET', '/capacity?store_id=102&service_type_id=1')).body.rule).toBe(
      null,
    );
  });
});

describe('daylight-saving nights (New York)', () => {
  async function refusal(now: string, readyTs: string, book: string[]) {
    const c = await resetAt('burger', now);
    await c.fixture('PUT', '/capacity', {
      store_id: STORE,
      service_type_id: PICKUP,
      rule: { orders_per_slot: 1 },
      book: book.map((slot) => ({ slot, orders: 1 })),
    });
    const me = (await c.call('guestLogin', {}, undefined)).body.customer_id;
    const r = await c.call(
      'saveOrder',
      {},
      {
        customer_id: me,
        is_asap: false,
        store_id: STORE,
        service_type_id: PICKUP,
        ready_ts: readyTs,
      },
    );
    return r.body.error;
  }

  it('clocks forward: the next free slot skips the hour that does not exist', async () => {
    // 2025-03-09 00:00 EST; 02:00–02:59 does not exist that night.
    expect(await refusal('2025-03-09T05:00:00Z', '2025-03-09 01:45', ['2025-03-09 01:45'])).toBe(
      'The 1:45 AM slot is full. The next free time is 3:00 AM.',
    );
  });

  it('clocks back: the repeated hour is one set of slots on the store clock', async () => {
    // 2025-11-02 00:00 EDT; 01:00–01:59 happens twice, and its slots are counted once.
    expect(
      await refusal('2025-11-02T04:00:00Z', '2025-11-02 01:30', [
        '2025-11-02 01:30',
        '2025-11-02 01:45',
      ]),
    ).toBe('The 1:30 AM slot is full. The next free time is 2:00 AM.');
  });
});
