/**
 * Live availability in the sandbox (docs/kitchen.md §2, docs/sandbox.md): the fixture sells out
 * items and options and pauses stores; the availability call and the stores report it; nothing
 * sold out is added to a cart, and nothing sold out or at a paused store is paid for.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = '2025-06-11T20:00:00Z'; // Wednesday, 4:00 PM in New York (store 101)

let c: Client;
let me = 0;
let orderId = 0;

beforeEach(async () => {
  c = await resetAt('burger', T0);
  me = await c.login();
  orderId = (
    await c.call(
      'saveOrder',
      {},
      { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
    )
  ).body.order.order_id;
});

const set = (change: Record<string, unknown>) =>
  c.fixture('POST', '/availability', { store_id: 101, ...change });
const availability = async () => (await c.call('availability', { storeId: 101 })).body.availability;
const payInStore = async () => {
  const total = (await c.call('getOrder', { orderId })).body.order.charges.total_cents;
  return c.call(
    'pay',
    { orderId },
    {
      idempotency_key: `pay-in-store-${Date.now()}`,
      payments: [{ type: 'pay_in_store', amount_cents: total }],
    },
  );
};
const addFries = (option = 1033) =>
  c.call(
    'saveItem',
    { orderId },
    { menu_item_id: 1011, quantity: 1, options: [{ option_id: option }] },
  );

describe('the availability call', () => {
  it('reports nothing sold out by default, then what the fixture sets', async () => {
    expect(await availability()).toEqual({
      store_id: 101,
      is_paused: false,
      paused_until: null,
      sold_out_item_ids: [],
      sold_out_option_ids: [],
      timezone_offset_mins: -240,
    });
    await set({ item_id: 1012, sold_out: true });
    await set({ option_id: 1034, sold_out: true });
    await set({ paused: true, paused_until: '2025-06-11T22:30:00Z' });
    expect(await availability()).toMatchObject({
      is_paused: true,
      paused_until: '2025-06-11T22:30:00Z',
      sold_out_item_ids: [1012],
      sold_out_option_ids: [1034],
    });
    await set({ item_id: 1012, sold_out: false });
    await set({ paused: false });
    expect(await availability()).toMatchObject({ is_paused: false, sold_out_item_ids: [] });
  });

  it('a pause ends at its resume time; a reset forgets everything', async () => {
    await set({ paused: true, paused_until: '2025-06-11T20:30:00Z' });
    const store = (await c.call('store', { storeId: 101 })).body.store;
    expect(store).toMatchObject({ is_paused: true, paused_until: '2025-06-11T20:30:00Z' });
    const listed = (await c.call('stores')).body.stores;
    expect(listed.find((s: { store_id: number }) => s.store_id === 101).is_paused).toBe(true);
    expect(listed.find((s: { store_id: number }) => s.store_id === 102)).not.toHaveProperty(
      'is_paused',
    );
    await c.fixture('POST', '/clock', { now: '2025-06-11T20:31:00Z' });
    expect((await availability()).is_paused).toBe(false);
    expect((await c.call('store', { storeId: 101 })).body.store).not.toHaveProperty('is_paused');
    await set({ item_id: 1012, sold_out: true });
    await c.fixture('POST', '/reset');
    expect((await availability()).sold_out_item_ids).toEqual([]);
  });

  it('the fixture refuses a change it cannot read, or an unknown store', async () => {
    const refused = async (body: Record<string, unknown>) =>
      (await c.fixture('POST', '/availability', body)).status;
    expect(await refused({ store_id: 101, item_id: 1012 })).toBe(400);
    expect(await refused({ store_id: 101, paused: true, paused_until: 'later' })).toBe(400);
    expect(await refused({ store_id: 999, paused: true })).toBe(404);
  });
});

describe('nothing sold out is added or paid for', () => {
  it.each([
    ['the item', { item_id: 1011, sold_out: true }, 1033, 'Fries is sold out today'],
    [
      'the option',
      { option_id: 1034, sold_out: true },
      1034,
      'Large is sold out today: choose another option',
    ],
  ])('adding with %s sold out: 409 sold_out', async (_n, change, option, error) => {
    await set(change);
    expect((await addFries(option)).body).toEqual({ error, code: 'sold_out' });
  });

  it('a line sold out after it was added: payment refused, then paid once removed', async () => {
    const lineId = (await addFries()).body.order.items[0].item_id;
    await c.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 1 });
    await set({ option_id: 1033, sold_out: true });
    expect((await payInStore()).body).toEqual({
      error:
        'Fries is no longer available as ordered (sold out today). Remove it or pick another option in your cart, then pay.',
      code: 'sold_out',
    });
    expect((await c.call('getOrder', { orderId })).body.order.status).toBe('open');
    await c.call('removeItem', { orderId, itemId: lineId });
    expect((await payInStore()).status).toBe(200);
  });

  it('a paused store: payment refused with when it is back; paid once resumed', async () => {
    await addFries();
    await set({ paused: true, paused_until: '2025-06-11T22:30:00Z' });
    expect((await payInStore()).body).toEqual({
      error:
        'Harbor Burger Co. Fulton Street is paused and not taking orders until 6:30 PM. Your cart is kept: you can pay once the store is back.',
      code: 'store_paused',
    });
    await set({ paused: false });
    expect((await payInStore()).status).toBe(200);
  });
});
