import { describe, expect, it } from 'vitest';
import {
  beforeOrder,
  detailsTitle,
  guestCountChanged,
  orderPayload,
  placesAfterUpdate,
} from '../../../src/lib/order/session.ts';
import { orderCustomerId } from '../../../src/lib/order/customer.ts';

// docs/product.md §4.5
describe('beforeOrder (docs/product.md §4.5)', () => {
  it.each([
    [
      'not logged in, no guest yet',
      { loggedIn: false, customerId: null, guestCustomerId: null },
      'guest-login',
    ],
    [
      'not logged in, guest exists',
      { loggedIn: false, customerId: null, guestCustomerId: 9 },
      'ready',
    ],
    [
      'logged in without a customerId',
      { loggedIn: true, customerId: null, guestCustomerId: null },
      'session-expired',
    ],
    ['logged in', { loggedIn: true, customerId: 5, guestCustomerId: null }, 'ready'],
  ] as const)('%s → %s', (_n, state, step) => {
    expect(beforeOrder(state)).toBe(step);
  });
  it('orders for the customer, else the guest', () => {
    expect(orderCustomerId({ loggedIn: true, customerId: 5, guestCustomerId: 9 })).toBe(5);
    expect(orderCustomerId({ loggedIn: false, customerId: null, guestCustomerId: 9 })).toBe(9);
  });
});

// docs/product.md §7.3, §4.6
describe('orderPayload (docs/product.md §7.3, §4.6)', () => {
  const choice = {
    storeId: 101,
    serviceTypeId: 2,
    isAsap: false,
    readyTs: '2026-11-22 18:30',
    guestCount: 12,
    addressId: 7,
  };
  it.each([
    [
      'a new scheduled order with a stored code',
      choice,
      {},
      {
        customer_id: 5,
        is_asap: false,
        store_id: 101,
        service_type_id: 2,
        guest_count: 12,
        ready_ts: '2026-11-22 18:30',
        address_id: 7,
      },
    ],
    [
      'ASAP sends no ready_ts',
      { ...choice, isAsap: true },
      {},
      {
        customer_id: 5,
        is_asap: true,
        store_id: 101,
        service_type_id: 2,
        guest_count: 12,
        address_id: 7,
      },
    ],
    [
      'an update carries order_id and no code',
      choice,
      { orderId: 44, discountCode: 'WELCOME10' },
      {
        customer_id: 5,
        is_asap: false,
        store_id: 101,
        service_type_id: 2,
        guest_count: 12,
        ready_ts: '2026-11-22 18:30',
        address_id: 7,
        order_id: 44,
      },
    ],
    [
      'a new order uses the stored code',
      { storeId: 101, serviceTypeId: 1, isAsap: true },
      { discountCode: 'WELCOME10' },
      {
        customer_id: 5,
        is_asap: true,
        store_id: 101,
        service_type_id: 1,
        discount_code: 'WELCOME10',
      },
    ],
  ] as const)('%s', (_n, c, opts, expected) => {
    expect(orderPayload(5, c, opts)).toEqual(expected);
  });

  it.each([
    [null, 4, true],
    [4, 4, false],
    [4, 5, true],
    [4, undefined, false],
  ])('guest count %s → %s changed: %s', (prev, next, changed) => {
    expect(guestCountChanged(prev, next)).toBe(changed);
  });
});

// docs/product.md §2.10 titles by origin
describe('detailsTitle (docs/product.md §2.10)', () => {
  it.each([
    ['default', '', { title: 'Select order details' }],
    [
      'order-time-passed',
      '',
      {
        title: 'Order time passed',
        text: 'Please select an order time that is after the current time',
      },
    ],
    [
      'need-more-time',
      'We need at least 30 minutes to prepare this order.',
      {
        title: 'We need more time',
        text: 'We need at least 30 minutes to prepare this order. Please select a date and time accordingly.',
      },
    ],
  ] as const)('%s', (origin, message, expected) => {
    expect(detailsTitle(origin, message)).toEqual(expected);
  });
  it('places the order after an update only from the two time origins (docs/product.md §4.6)', () => {
    expect(
      ['default', 'order-time-passed', 'need-more-time', 'reorder'].map((o) =>
        placesAfterUpdate(o as never),
      ),
    ).toEqual([false, true, true, false]);
  });
});
