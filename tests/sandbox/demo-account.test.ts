/**
 * The demo customer's seeded account through the contract calls: order history,
 * addresses, cards, gift cards, favourites and loyalty, with dates that follow the sandbox clock.
 */
import { describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z'; // Wednesday, 12:00 in New York

interface OrderJson {
  order_id: number;
  store_id: number;
  status: string;
  placed_at: string;
  address_id: number | null;
  items: { name: string; options: { name: string }[] }[];
  charges: Record<string, number>;
  payments: { type: string; amount_cents: number; last4: string | null }[];
  balance_due_cents: number;
  delivery_instructions: string | null;
}

async function demo(tenant: string, now = T0): Promise<{ c: Client; id: number }> {
  const c = await resetAt(tenant, now);
  return { c, id: await c.login() };
}

const history = async (c: Client, id: number): Promise<OrderJson[]> =>
  (await c.call('orderHistory', { customerId: id })).body.orders;

describe('the demo customer on burger', () => {
  it('has four completed past orders at two stores, newest first, charged like real ones', async () => {
    const { c, id } = await demo('burger');
    const orders = await history(c, id);
    expect(orders.map((o) => [o.store_id, o.placed_at, o.status])).toEqual([
      [102, '2025-06-09T22:45:00.000Z', 'completed'], // 2 days ago, 6:45 PM in Brooklyn
      [101, '2025-06-02T16:30:00.000Z', 'completed'],
      [101, '2025-05-25T17:15:00.000Z', 'completed'],
      [102, '2025-05-11T23:10:00.000Z', 'completed'],
    ]);
    const [pickup, delivery] = orders as [OrderJson, OrderJson];
    expect(pickup.items[0]!.options.map((o) => o.name)).toEqual([
      'Double',
      'Bacon',
      'Extra cheese',
      'Cheddar',
    ]);
    // 1749 + 549 + 599; tax 8.875% rounded; a $2 tip.
    expect(pickup.charges).toMatchObject({ subtotal_cents: 2897, tax_cents: 257, tip_cents: 200 });
    expect(pickup.charges.total_cents).toBe(3354);
    expect(pickup.payments).toEqual([
      expect.objectContaining({ type: 'saved_card', amount_cents: 3354, last4: '1881' }),
    ]);
    expect(pickup.balance_due_cents).toBe(0);
    const addresses = (await c.call('listAddresses', { customerId: id })).body.addresses;
    expect(delivery.address_id).toBe(addresses[0].address_id);
    expect(delivery.charges.delivery_fee_cents).toBe(399);
    expect(delivery.delivery_instructions).toBe('Leave it with the front desk');
    expect((await c.call('checkInOrders', { customerId: id })).body.orders).toEqual([]);
  });

  it('has two saved addresses, a card to pay with, an expired one and a gift card', async () => {
    const { c, id } = await demo('burger');
    const addresses = (await c.call('listAddresses', { customerId: id })).body.addresses;
    expect(addresses.map((a: { address1: string; address2: string }) => a.address1)).toEqual([
      '1 Centre St',
      '90 N 11th St',
    ]);
    const cards = (await c.call('savedCards', { customerId: id }, { type: 'credit_card' })).body
      .cards;
    expect(cards).toEqual([
      expect.objectContaining({ brand: 'Visa', last4: '1881', exp_year: 2031, is_default: true }),
      expect.objectContaining({ brand: 'Mastercard', last4: '4444', exp_month: 3, exp_year: 2024 }),
    ]);
    const gifts = async () =>
      (await c.call('savedCards', { customerId: id }, { type: 'gift_card' })).body.cards;
    const [gift] = await gifts();
    expect(gift).toMatchObject({ last4: '3210', balance_cents: 1500 });
    // Adding the card already on the account gives it back; the other one is still free to add.
    const again = await c.call(
      'saveCard',
      { customerId: id },
      { gift_card_number: '6006499876543210', pin: '4321' },
    );
    expect(again.body.card.card_id).toBe(gift.card_id);
    const added = await c.call(
      'saveCard',
      { customerId: id },
      { gift_card_number: '6006491234567890', pin: '1234' },
    );
    expect(added.body.card).toMatchObject({ last4: '7890', balance_cents: 5000 });
    expect(await gifts()).toHaveLength(2);
  });

  it('has favourite items with their images and a ledger that adds up to 120 points', async () => {
    const { c, id } = await demo('burger');
    const items = (await c.call('favoriteItems', { customerId: id })).body.items;
    expect(items.map((i: { name: string; image_url: string }) => [i.name, i.image_url])).toEqual([
      ['Classic Smash Burger', '/menu/items/classic-smash-burger.svg'],
      ['Vanilla Shake', '/menu/items/vanilla-shake.svg'],
      ['Sweet Potato Fries', '/menu/items/sweet-potato-fries.svg'],
    ]);
    const loyalty = (await c.call('loyalty', { customerId: id })).body;
    const entries = loyalty.history as { date: string; points: number; description: string }[];
    expect(loyalty.points).toBe(120);
    expect(entries.reduce((a, e) => a + e.points, 0)).toBe(120);
    expect(loyalty.lifetime_points).toBe(220);
    expect(entries.map((e) => e.date)).toEqual(
      entries
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    const orders = await history(c, id);
    expect(entries.filter((e) => e.description.startsWith('Order #'))).toEqual(
      orders.map((o) => ({
        date: o.placed_at,
        points: Math.floor(o.charges.total_cents! / 100),
        description: `Order #${o.order_id}`,
      })),
    );
    expect(entries.at(-1)).toMatchObject({ points: 25, description: 'Welcome bonus' });
  });

  it('keeps "2 days ago" when the clock moves, and lists a new order first', async () => {
    const { c, id } = await demo('burger');
    await c.fixture('POST', '/clock', { now: '2025-07-01T16:00:00Z' });
    expect((await history(c, id))[0]!.placed_at).toBe('2025-06-29T22:45:00.000Z');
    const loyalty = (await c.call('loyalty', { customerId: id })).body;
    expect(loyalty.history.at(-1).date).toBe('2025-05-17T16:00:00.000Z'); // 45 days before

    const created = await c.call(
      'saveOrder',
      {},
      { customer_id: id, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    const orderId = created.body.order.order_id;
    const cart = await c.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 2 });
    const total = cart.body.order.charges.total_cents;
    const [visa] = (await c.call('savedCards', { customerId: id }, { type: 'credit_card' })).body
      .cards;
    const paid = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'demo-saved-card-0001',
        payments: [{ type: 'saved_card', card_id: visa.card_id, amount_cents: total }],
      },
    );
    expect(paid.body.payment).toMatchObject({ status: 'approved', amount_cents: total });
    const orders = await history(c, id);
    expect(orders.map((o) => o.order_id)).toEqual([orderId, 4, 3, 2, 1]);
    expect(
      (await c.call('checkInOrders', { customerId: id })).body.orders.map(
        (o: OrderJson) => o.order_id,
      ),
    ).toEqual([orderId]);
    const after = (await c.call('loyalty', { customerId: id })).body;
    expect(after.points).toBe(120 + Math.floor(total / 100));
    expect(after.history[0].description).toBe(`Order #${orderId}`);
  });
});

describe('an expired saved card', () => {
  it('is refused with a clear reason and charges nothing', async () => {
    const { c, id } = await demo('burger');
    const created = await c.call(
      'saveOrder',
      {},
      { customer_id: id, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    const orderId = created.body.order.order_id;
    const cart = await c.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 1 });
    const total = cart.body.order.charges.total_cents;
    const cards = (await c.call('savedCards', { customerId: id }, { type: 'credit_card' })).body
      .cards as { card_id: number; last4: string }[];
    const expired = cards.find((card) => card.last4 === '4444')!;
    const paid = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'demo-expired-card-0001',
        payments: [{ type: 'saved_card', card_id: expired.card_id, amount_cents: total }],
      },
    );
    expect(paid.status).toBe(402);
    expect(paid.body).toMatchObject({
      error: 'This card has expired. Please choose another card.',
      code: 'card_expired',
    });
    expect((await history(c, id)).map((o) => o.order_id)).toEqual([4, 3, 2, 1]);
  });
});

describe.each(['sushi', 'taco', 'live'])('the demo customer on %s', (tenant) => {
  it('has completed past orders at two stores, cards, a gift card and 120 points', async () => {
    const { c, id } = await demo(tenant);
    const orders = await history(c, id);
    expect(orders.length).toBe(3);
    expect(new Set(orders.map((o) => o.store_id)).size).toBe(2);
    expect(orders.every((o) => o.status === 'completed' && o.placed_at < T0)).toBe(true);
    expect(orders.map((o) => o.placed_at)).toEqual(
      orders
        .map((o) => o.placed_at)
        .sort()
        .reverse(),
    );
    expect(orders.some((o) => o.address_id !== null)).toBe(true);
    expect((await c.call('checkInOrders', { customerId: id })).body.orders).toEqual([]);
    expect((await c.call('listAddresses', { customerId: id })).body.addresses).toHaveLength(2);
    expect((await c.call('savedCards', { customerId: id })).body.cards).toHaveLength(3);
    expect((await c.call('favoriteItems', { customerId: id })).body.items).toHaveLength(3);
    const loyalty = (await c.call('loyalty', { customerId: id })).body;
    expect(loyalty.points).toBe(120);
    expect(loyalty.history.reduce((a: number, e: { points: number }) => a + e.points, 0)).toBe(120);
  });
});
