// The guest's order at sign-in (docs/product.md §4.1, §7.3 "Update order"): the order changes
// hands with the same fields, or is rebuilt with them; a customer's order stays as it is.
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas/order.ts';
import {
  flatLines,
  handoverPayload,
  rebuildLeftOutMessage,
  rebuildPayload,
  signInOrderStep,
} from '../../../src/lib/order/handover.ts';

const order = (over: Partial<Order> = {}): Order =>
  ({
    order_id: 31,
    status: 'open',
    store_id: 101,
    service_type_id: 2,
    is_asap: false,
    ready_ts: '2026-11-23 13:30',
    guest_count: null,
    address_id: 9,
    discounts: [
      { discount_id: 3, code: null, name: 'First order', amount_cents: 300 },
      { discount_id: 1, code: 'WELCOME10', name: 'Welcome', amount_cents: 120 },
    ],
    items: [
      {
        item_id: 1,
        menu_item_id: 1001,
        name: 'Classic Burger',
        quantity: 2,
        unit_price_cents: 1099,
        total_cents: 2198,
        note: 'No onions',
        auto: false,
        options: [
          { option_id: 5, name: 'Cheddar', price_cents: 100, quantity: 1 },
          { option_id: 6, name: 'Bacon', price_cents: 200, quantity: 2 },
        ],
      },
      {
        item_id: 2,
        menu_item_id: 1049,
        name: 'Utensils',
        quantity: 1,
        unit_price_cents: 0,
        total_cents: 0,
        note: null,
        auto: true,
        options: [],
      },
    ],
    ...over,
  }) as Order;

describe('signInOrderStep: which sign-ins take an order along', () => {
  it.each([
    [{ wasLoggedIn: false, orderId: 31 }, 'hand-over'],
    [{ wasLoggedIn: false, orderId: null }, 'keep'],
    [{ wasLoggedIn: true, orderId: 31 }, 'keep'],
    [{ wasLoggedIn: true, orderId: null }, 'keep'],
  ] as const)('%o → %s', (state, step) => {
    expect(signInOrderStep(state)).toBe(step);
  });
});

describe('handoverPayload: "Update order" with the order id and the customer’s id', () => {
  it.each<[string, Partial<Order>, Record<string, unknown>]>([
    [
      'a scheduled delivery keeps its time and address',
      {},
      {
        customer_id: 42,
        order_id: 31,
        store_id: 101,
        service_type_id: 2,
        is_asap: false,
        ready_ts: '2026-11-23 13:30',
        address_id: 9,
      },
    ],
    [
      'an ASAP pickup sends no time and no address',
      { is_asap: true, ready_ts: null, address_id: null, service_type_id: 1 },
      { customer_id: 42, order_id: 31, store_id: 101, service_type_id: 1, is_asap: true },
    ],
    [
      'catering keeps its guest count',
      { service_type_id: 3, guest_count: 25, address_id: null },
      {
        customer_id: 42,
        order_id: 31,
        store_id: 101,
        service_type_id: 3,
        is_asap: false,
        ready_ts: '2026-11-23 13:30',
        guest_count: 25,
      },
    ],
  ])('%s', (_name, over, payload) => {
    expect(handoverPayload(order(over), 42)).toEqual(payload);
  });

  it('never sends the discount code again: the order keeps its discounts', () => {
    expect(handoverPayload(order(), 42)).not.toHaveProperty('discount_code');
  });
});

describe('rebuildPayload: "Create order" for the customer when the hand-over is refused', () => {
  it('same fields, the customer’s copy of the address and the order’s code', () => {
    expect(rebuildPayload(order(), 42, 77)).toEqual({
      customer_id: 42,
      store_id: 101,
      service_type_id: 2,
      is_asap: false,
      ready_ts: '2026-11-23 13:30',
      address_id: 77,
      discount_code: 'WELCOME10',
    });
  });

  it('an order with only an automatic discount sends no code', () => {
    const automatic = order({ discounts: [order().discounts[0]!], address_id: null });
    expect(rebuildPayload(automatic, 42, null)).not.toHaveProperty('discount_code');
  });
});

describe('flatLines: the lines to add again when the menu cannot be read', () => {
  it('keeps quantity, note and options; leaves the auto-added lines to the server', () => {
    expect(flatLines(order())).toEqual([
      {
        menu_item_id: 1001,
        name: 'Classic Burger',
        quantity: 2,
        note: 'No onions',
        options: [{ option_id: 5 }, { option_id: 6, quantity: 2 }],
      },
    ]);
  });
});

it('names the items the rebuilt order could not take', () => {
  expect(rebuildLeftOutMessage(['Fries', 'Shake'])).toBe(
    'Your order is now in your account, but these items could not be added again: Fries, Shake.',
  );
});
