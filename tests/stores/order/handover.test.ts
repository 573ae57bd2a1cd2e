// The guest's order at sign-in (docs/product.md §4.1, §7.3 "Update order"): signing in hands the
// order to the customer; when the API refuses, the order is rebuilt for the customer line by line;
// when even that fails, the lines wait for the next START MY ORDER. Nothing is dropped.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, line, memoryStorage, order as anOrder, scriptedApi } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({
  showToast: vi.fn(),
  showToastAfterNavigation: vi.fn(),
}));
vi.mock('../../../src/integrations/index.ts', () => ({ track: vi.fn() }));

const { logIn } = await import('../../../src/stores/account/sign-in.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $order } = await import('../../../src/stores/order/current.ts');
const { $orderId, $selectedAddress } = await import('../../../src/stores/order/order.ts');
const { $pendingReorder } = await import('../../../src/stores/order/reorder-pending.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');
// Kept mounted, as the cart on the page keeps it: the order is loaded once, not on each read.
$order.listen(() => undefined);

const guestOrder = anOrder([line(1, 2, { note: 'No onions' })], {
  order_id: 7,
  status: 'open',
  is_asap: true,
  ready_ts: null,
  guest_count: null,
  address_id: null,
  note: 'Ring twice',
  include_utensils: true,
  discounts: [{ discount_id: 1, code: 'WELCOME10', name: 'Welcome', amount_cents: 10 }],
  charges: { subtotal_cents: 200, tip_cents: 0, total_cents: 200, lines: [] },
});
const customer = {
  customer_id: 42,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '2125550199',
  is_phone_verified: true,
  is_verified: true,
  is_mgmt: false,
};
const menus = {
  menus: [
    {
      menu_id: 1,
      name: 'Main',
      categories: [
        {
          category_id: 1,
          name: 'Burgers',
          items: [
            {
              item_id: 1001,
              category_id: 1,
              menu_id: 1,
              name: 'Item 1',
              description: '',
              price_cents: 100,
              image_url: null,
              out_of_stock: false,
              modifier_groups: [],
            },
          ],
        },
      ],
    },
  ],
};

beforeEach(() => {
  api.answers = { login: () => ({ customer_id: 42 }), me: () => ({ customer }) };
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  session.$guestCustomerId.set(5);
  $order.set(guestOrder);
  $orderId.set(7);
  $selectedAddress.set(null);
  $pendingReorder.set(null);
  vi.mocked(showToast).mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  api.calls.length = 0;
});

const ids = () => api.calls.map((c) => c.id);

describe('signing in mid-order', () => {
  it('hands the guest’s order to the customer with "Update order"', async () => {
    api.answers.saveOrder = () => ({
      order: { ...guestOrder, customer: { customer_id: 42, is_guest: false } },
    });
    expect((await logIn('ann@example.com', 'x')).ok).toBe(true);
    expect(ids()).toEqual(['login', 'me', 'saveOrder']);
    expect(api.calls[2]!.options.payload).toEqual({
      customer_id: 42,
      order_id: 7,
      store_id: 102,
      service_type_id: 1,
      is_asap: true,
    });
    expect($orderId.get()).toBe(7);
    expect(session.$loggedIn.get()).toBe(true);
  });

  it('a customer who signs in again keeps the order as it is', async () => {
    session.$loggedIn.set(true);
    session.$customerId.set(42);
    await logIn('ann@example.com', 'x');
    expect(ids()).toEqual(['login', 'me']);
  });

  it('reads the guest’s order first when it is not loaded yet', async () => {
    $order.set(null);
    api.answers.getOrder = () => ({ order: guestOrder });
    api.answers.saveOrder = () => ({ order: guestOrder });
    await logIn('ann@example.com', 'x');
    expect(ids()).toEqual(['getOrder', 'login', 'me', 'saveOrder']);
  });

  it('refused, the order is rebuilt for the customer with its code, lines and note', async () => {
    api.answers.saveOrder = (o) => {
      if (o.payload?.order_id) return failWith(403, 'Not your order')();
      return { order: { ...guestOrder, order_id: 8, items: [] } };
    };
    api.answers.menus = () => menus;
    api.answers.saveItem = () => ({ order: { ...guestOrder, order_id: 8 } });
    api.answers.updateOrder = () => ({ order: { ...guestOrder, order_id: 8 } });
    expect((await logIn('ann@example.com', 'x')).ok).toBe(true);
    expect(ids()).toEqual([
      'login',
      'me',
      'saveOrder',
      'menus',
      'saveOrder',
      'saveItem',
      'updateOrder',
    ]);
    expect(api.calls[4]!.options.payload).toEqual({
      customer_id: 42,
      store_id: 102,
      service_type_id: 1,
      is_asap: true,
      discount_code: 'WELCOME10',
    });
    expect(api.calls[5]!.options).toEqual({
      params: { orderId: 8 },
      payload: { menu_item_id: 1001, quantity: 2, note: 'No onions' },
    });
    expect(api.calls[6]!.options.payload).toEqual({ order: { note: 'Ring twice' } });
    expect($orderId.get()).toBe(8);
    expect(showToast).not.toHaveBeenCalledWith(
      expect.stringContaining('could not'),
      expect.anything(),
    );
  });

  it('a delivery order gets the customer’s own copy of the address when rebuilt', async () => {
    const delivery = { ...guestOrder, service_type_id: 2, address_id: 9 };
    $order.set(delivery);
    $selectedAddress.set({
      address_id: 9,
      customer_id: 5,
      street_number: '75',
      address1: '75 Wall St',
      address2: '5B',
      city: 'New York',
      state_code: 'NY',
      postal_code: '10005',
      latitude: 40.7052,
      longitude: -74.0073,
    });
    api.answers.saveOrder = (o) => {
      if (o.payload?.order_id) return failWith(403)();
      return { order: { ...delivery, order_id: 8 } };
    };
    api.answers.menus = failWith(500);
    api.answers.saveAddress = () => ({ address: { address_id: 12, address1: '75 Wall St' } });
    api.answers.saveItem = () => ({ order: { ...delivery, order_id: 8 } });
    api.answers.updateOrder = () => ({ order: { ...delivery, order_id: 8 } });
    await logIn('ann@example.com', 'x');
    const save = api.calls.find((c) => c.id === 'saveAddress')!;
    expect(save.options.params).toEqual({ customerId: 42 });
    expect(save.options.payload).not.toHaveProperty('address_id');
    expect(api.calls.filter((c) => c.id === 'saveOrder')[1]!.options.payload).toMatchObject({
      address_id: 12,
    });
    expect($selectedAddress.get()).toMatchObject({ address_id: 12, customer_id: 42 });
  });

  it('a line the rebuilt order refuses is named', async () => {
    api.answers.saveOrder = (o) =>
      o.payload?.order_id ? failWith(403)() : { order: { ...guestOrder, order_id: 8 } };
    api.answers.menus = () => menus;
    api.answers.saveItem = failWith(409, 'Item 1 is out of stock');
    api.answers.updateOrder = () => ({ order: { ...guestOrder, order_id: 8 } });
    await logIn('ann@example.com', 'x');
    expect(showToast).toHaveBeenCalledWith(
      'Your order is now in your account, but these items could not be added again: Item 1.',
      { kind: 'error' },
    );
  });

  it('when nothing can be rebuilt, the lines wait for the next START MY ORDER', async () => {
    api.answers.saveOrder = failWith(500);
    api.answers.menus = () => menus;
    await logIn('ann@example.com', 'x');
    expect($orderId.get()).toBeNull();
    expect($pendingReorder.get()).toMatchObject({
      storeId: 102,
      serviceTypeId: 1,
      lines: [{ menu_item_id: 1001, quantity: 2, note: 'No onions' }],
    });
    expect(showToast).toHaveBeenCalledWith(
      'We could not move your order to your account. Choose your order details again and your items will be added back.',
      { kind: 'error' },
    );
    expect(session.$loggedIn.get()).toBe(true);
  });
});
