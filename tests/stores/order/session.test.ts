// docs/product.md §4.5, §4.6, §7.3, §8: the order session's calls and outcomes, with the API client
// mocked.
import * as m from '#messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import type { OrderDetailsChoice } from '../../../src/stores/order/submit.ts';
import { scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));

const { setPlaceOrderHandler } = await import('../../../src/stores/order/current.ts');
const { submitOrderDetails } = await import('../../../src/stores/order/submit.ts');
const order = await import('../../../src/stores/order/order.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $order } = await import('../../../src/stores/order/current.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');

const service = (over: object = {}) => ({
  service_type_id: 1,
  name: 'pickup',
  display_name: 'Pickup',
  is_visible: true,
  display_order: 1,
  requires_address: false,
  requires_guest_count: false,
  base_prep_time: 15,
  lead_time: 15,
  ...over,
});
const store = {
  store_id: 101,
  name: 'Harbor',
  subtitle: 'Fulton',
  address1: '120 Fulton St',
  city: 'New York',
  state: 'NY',
  postal_code: '10038',
  timezone_offset_mins: -300,
  services: [service()],
  is_open: true,
};
const day = { date: '2026-11-22', formatted: 'Today (11/22)', hours: [] };
const slot = { hour: '18:30', formatted: '6:30 PM', originalHour: 1110, isNextDay: false };
const asap = { hour: 'ASAP', formatted: 'ASAP', originalHour: 700, isNextDay: false };
const parsed = {
  street_number: '75',
  address1: '75 Wall St',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7,
  longitude: -74.0,
  formatted: '75 Wall St, New York, NY 10005',
};
const savedOrder = (over: object = {}) => ({
  order: { order_id: 900, guest_count: null, dp_stamp: '2026-11-22 18:30', ...over },
  customer: { customer_id: 7, is_guest: true },
  pending_discounts: [],
});
const choice = (over: object = {}): OrderDetailsChoice =>
  ({
    store,
    service: service(),
    day,
    slot,
    orderType: 'future',
    placeAfter: false,
    ...over,
  }) as unknown as OrderDetailsChoice;

beforeEach(() => {
  calls.length = 0;
  expireSession.mockClear();
  vi.mocked(showToast).mockClear();
  for (const a of [
    order.$orderId,
    order.$selectedStoreId,
    order.$selectedServiceId,
    order.$discountCode,
    order.$deepLinkItemId,
    order.$selectedAddress,
    order.$deliveryInfo,
    order.$selectedDay,
    order.$selectedHour,
  ])
    a.set(null);
  order.$dayAndTimeSelected.set(false);
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  session.$guestCustomerId.set(null);
  $order.set(null);
  api.answers = { guestLogin: () => ({ ok: true, customer_id: 7 }), saveOrder: () => savedOrder() };
});

describe('docs/product.md §4.5 before an order is created', () => {
  it('a guest logs in as a guest first, and the order is for that guest', async () => {
    const result = await submitOrderDetails(choice());
    expect(calls.map((c) => c.id)).toEqual(['guestLogin', 'saveOrder']);
    expect(calls[1]!.options.payload).toEqual({
      customer_id: 7,
      is_asap: false,
      store_id: 101,
      service_type_id: 1,
      ready_ts: '2026-11-22 18:30',
    });
    expect(result).toEqual({
      ok: true,
      value: { kind: 'saved', orderId: 900, pendingDiscounts: [] },
    });
    expect(session.$guestCustomerId.get()).toBe(7);
    expect(order.$orderId.get()).toBe(900);
    expect(order.$dayAndTimeSelected.get()).toBe(true);
    expect(order.$selectedHour.get()).toEqual(slot);
  });

  it('logged in without a stored customerId: the session expires with docs/product.md §8 text and nothing is sent', async () => {
    session.$loggedIn.set(true);
    const result = await submitOrderDetails(choice());
    expect(result).toEqual({ ok: true, value: { kind: 'handled' } });
    expect(expireSession).toHaveBeenCalledWith('Your session has expired. Please log in again.');
    expect(calls).toEqual([]);
  });

  it('a logged-in customer orders as themselves; ASAP sends is_asap and no ready_ts', async () => {
    session.$loggedIn.set(true);
    session.$customerId.set(42);
    await submitOrderDetails(choice({ slot: asap, orderType: 'asap' }));
    expect(calls.map((c) => c.id)).toEqual(['saveOrder']);
    expect(calls[0]!.options.payload).toEqual({
      customer_id: 42,
      is_asap: true,
      store_id: 101,
      service_type_id: 1,
    });
  });

  it('delivery: the new address is saved, then the delivery area is checked by coordinates', async () => {
    api.answers.saveAddress = () => ({ address: { address_id: 55 } });
    api.answers.stores = () => ({
      stores: [{ delivery_info: { fee_cents: 399, minimum_cents: 1500, radius_miles: 4 } }],
    });
    const delivery = service({ service_type_id: 2, requires_address: true });
    await submitOrderDetails(choice({ service: delivery, address: { parsed, address2: '4B' } }));
    expect(calls.map((c) => c.id)).toEqual(['guestLogin', 'saveAddress', 'stores', 'saveOrder']);
    expect(calls[1]!.options.payload).toMatchObject({
      address1: '75 Wall St',
      address2: '4B',
      street_number: '75',
      latitude: 40.7,
      longitude: -74.0,
    });
    expect(calls[2]!.options.payload).toEqual({
      service_schedule: true,
      service_type_id: 2,
      latitude: 40.7,
      longitude: -74.0,
      store_id: 101,
    });
    expect(calls[3]!.options.payload!.address_id).toBe(55);
    expect(order.$deliveryInfo.get()).toMatchObject({ fee_cents: 399 });
    // The same address again is not saved twice.
    calls.length = 0;
    await submitOrderDetails(choice({ service: delivery, address: { parsed, address2: '4B' } }));
    expect(calls.map((c) => c.id)).toEqual(['stores', 'saveOrder']);
  });

  it('delivery with an address from the address book: used by its id, not saved again', async () => {
    session.$loggedIn.set(true);
    session.$customerId.set(42);
    const { $addresses } = await import('../../../src/stores/account/addresses.ts');
    $addresses.set({
      status: 'ready',
      items: [{ address_id: 31, ...parsed, address2: '4B' }],
    });
    api.answers.stores = () => ({ stores: [{ delivery_info: null }] });
    const delivery = service({ service_type_id: 2, requires_address: true });
    await submitOrderDetails(choice({ service: delivery, address: { parsed, address2: '4B' } }));
    expect(calls.map((c) => c.id)).toEqual(['stores', 'saveOrder']);
    expect(calls[1]!.options.payload!.address_id).toBe(31);
    $addresses.set({ status: 'loading' });
  });

  it("delivery check 'no stores found': docs/product.md §8's text with the Select Another Location link; no order", async () => {
    api.answers.saveAddress = () => ({ address: { address_id: 55 } });
    api.answers.stores = () => {
      throw new ApiError(404, 'no_stores_found', 'no stores found');
    };
    const result = await submitOrderDetails(
      choice({ service: service({ requires_address: true }), address: { parsed, address2: '' } }),
    );
    expect(result).toEqual({
      ok: false,
      message: m.errors_notInDeliveryArea,
      fields: { address: m.errors_notInDeliveryArea },
    });
    expect(calls.map((c) => c.id)).not.toContain('saveOrder');
  });

  it('save address fails: toast "Something went wrong. Please try again later"', async () => {
    api.answers.saveAddress = () => {
      throw new ApiError(500, 'http_500', '');
    };
    const result = await submitOrderDetails(
      choice({ service: service({ requires_address: true }), address: { parsed, address2: '' } }),
    );
    expect(result).toEqual({ ok: true, value: { kind: 'handled' } });
    expect(showToast).toHaveBeenCalledWith('Something went wrong. Please try again later', {
      kind: 'error',
    });
  });
});

describe('docs/product.md §4.6 order session', () => {
  it('a new order uses up the stored discount code and adds the deep-link item', async () => {
    order.$discountCode.set('WELCOME10');
    order.$deepLinkItemId.set(3001);
    api.answers.saveItem = () => ({ order: { order_id: 900, items: [{ quantity: 1 }] } });
    api.answers.saveOrder = () => savedOrder();
    await submitOrderDetails(choice());
    expect(calls[1]!.options.payload!.discount_code).toBe('WELCOME10');
    expect(order.$discountCode.get()).toBeNull();
    expect(calls[2]).toEqual({
      id: 'saveItem',
      options: { params: { orderId: 900 }, payload: { menu_item_id: 3001, quantity: 1 } },
    });
    expect(order.$deepLinkItemId.get()).toBeNull();
  });

  it('a new order at the reordered store and service gets the old lines', async () => {
    const { $pendingReorder } = await import('../../../src/stores/order/reorder-pending.ts');
    $pendingReorder.set({
      storeId: 101,
      serviceTypeId: 1,
      storeName: 'Harbor',
      guestCount: null,
      leftOut: [],
      lines: [{ menu_item_id: 3001, name: 'Burger', quantity: 2, options: [{ option_id: 12 }] }],
    });
    api.answers.saveItem = () => ({ order: { order_id: 900, items: [{ quantity: 2 }] } });
    await submitOrderDetails(choice());
    expect(calls.map((c) => c.id)).toEqual(['guestLogin', 'saveOrder', 'saveItem']);
    expect(calls[2]!.options.payload).toEqual({
      menu_item_id: 3001,
      quantity: 2,
      options: [{ option_id: 12 }],
    });
    expect($pendingReorder.get()).toBeNull();
  });

  it('pending_discounts of a new order are returned for the discount modal', async () => {
    const pending = [{ discount_id: 1, name: 'First order', description: '10% off', code: null }];
    api.answers.saveOrder = () => ({ ...savedOrder(), pending_discounts: pending });
    expect(await submitOrderDetails(choice())).toEqual({
      ok: true,
      value: { kind: 'saved', orderId: 900, pendingDiscounts: pending },
    });
  });

  it('an update sends order_id (no discount code) and a changed guest count in its own PUT', async () => {
    session.$guestCustomerId.set(7);
    order.$orderId.set(900);
    order.$discountCode.set('WELCOME10');
    $order.set({ order_id: 900, guest_count: 10 } as never);
    api.answers.updateOrder = () => ({ order: { order_id: 900, guest_count: 25 } });
    const catering = service({ service_type_id: 3, requires_guest_count: true });
    await submitOrderDetails(choice({ service: catering, guestCount: 25 }));
    expect(calls.map((c) => c.id)).toEqual(['saveOrder', 'updateOrder']);
    expect(calls[0]!.options.payload).toEqual({
      customer_id: 7,
      is_asap: false,
      store_id: 101,
      service_type_id: 3,
      guest_count: 25,
      ready_ts: '2026-11-22 18:30',
      order_id: 900,
    });
    expect(calls[1]!.options).toEqual({
      params: { orderId: 900 },
      payload: { order: { guest_count: 25 } },
    });
    expect(order.$discountCode.get()).toBe('WELCOME10');
  });

  it('an unchanged guest count makes no PUT', async () => {
    session.$guestCustomerId.set(7);
    order.$orderId.set(900);
    $order.set({ order_id: 900, guest_count: 25 } as never);
    await submitOrderDetails(
      choice({ service: service({ requires_guest_count: true }), guestCount: 25 }),
    );
    expect(calls.map((c) => c.id)).toEqual(['saveOrder']);
  });

  it('opened as "Order time passed": the order is placed right after the update', async () => {
    session.$guestCustomerId.set(7);
    order.$orderId.set(900);
    const place = vi.fn();
    setPlaceOrderHandler(place);
    await submitOrderDetails(choice({ placeAfter: true }));
    expect(place).toHaveBeenCalledWith(900);
    place.mockClear();
    await submitOrderDetails(choice({ placeAfter: false }));
    expect(place).not.toHaveBeenCalled();
  });

  it.each([
    [
      '403: docs/product.md §8 "Your session is expired. Please login again." and logout',
      new ApiError(403, 'forbidden', 'Forbidden'),
      { ok: true, value: { kind: 'handled' } },
      'Your session is expired. Please login again.',
    ],
    [
      'other failure: the server text',
      new ApiError(
        400,
        'store_closed',
        'This store is temporarily closed. Please select another store.',
      ),
      { ok: false, message: 'This store is temporarily closed. Please select another store.' },
      undefined,
    ],
    [
      'no server text: docs/product.md §8 fallback',
      new ApiError(502, 'http_502', ''),
      { ok: false, message: 'Something went wrong. Please try again later' },
      undefined,
    ],
    [
      'network failure: docs/product.md §8 fallback',
      new ApiError(0, 'network', 'The network is unavailable'),
      { ok: false, message: 'Something went wrong. Please try again later' },
      undefined,
    ],
    [
      'a passed slot reopens as "Order time passed"',
      new ApiError(400, 'ready_ts_passed', 'Order time passed.'),
      { ok: true, value: { kind: 'reopen', origin: 'order-time-passed', message: '' } },
      undefined,
    ],
    [
      'too little notice reopens as "We need more time"',
      new ApiError(400, 'lead_time', 'We need at least 24 hours to prepare this order.'),
      {
        ok: true,
        value: {
          kind: 'reopen',
          origin: 'need-more-time',
          message: 'We need at least 24 hours to prepare this order.',
        },
      },
      undefined,
    ],
    [
      'a slot that filled meanwhile reopens as "We need more time", its slots fetched again (docs/kitchen.md §1)',
      new ApiError(409, 'slot_full', 'The 7:30 PM slot is full. The next free time is 7:45 PM.'),
      {
        ok: true,
        value: {
          kind: 'reopen',
          origin: 'need-more-time',
          message: 'The 7:30 PM slot is full. The next free time is 7:45 PM.',
          refresh: true,
        },
      },
      undefined,
    ],
  ])('create/update fails — %s', async (_n, error, expected, expiredWith) => {
    api.answers.saveOrder = () => {
      throw error;
    };
    expect(await submitOrderDetails(choice())).toEqual(expected);
    if (expiredWith) expect(expireSession).toHaveBeenCalledWith(expiredWith);
    else expect(expireSession).not.toHaveBeenCalled();
    expect(order.$orderId.get()).toBeNull();
  });

  it('an order that was already placed is replaced by a new one', async () => {
    session.$guestCustomerId.set(7);
    order.$orderId.set(800);
    let first = true;
    api.answers.saveOrder = (o) => {
      if (first) {
        first = false;
        throw new ApiError(409, 'order_placed', 'This order has already been placed');
      }
      expect(o.payload!.order_id).toBeUndefined();
      return savedOrder();
    };
    expect(await submitOrderDetails(choice())).toMatchObject({
      ok: true,
      value: { kind: 'saved', orderId: 900 },
    });
  });
});
