// docs/product.md §2.10, §4.6, §7.3: the check against the current menu, the
// lines waiting for START MY ORDER (stored like the deep-link item, decoded defensively,
// docs/architecture.md §5), and filling the new order's cart.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { map } from 'nanostores';
import { failWith, line, order as anOrder, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const openOrderDetails = vi.fn();
const $draft = map({ guestCount: '' });
vi.mock('../../../src/stores/order/details.ts', () => ({
  $draft,
  openOrderDetails: (r: unknown) => openOrderDetails(r),
}));
vi.mock('../../../src/stores/app/toasts.ts', () => ({
  showToast: vi.fn(),
  showToastAfterNavigation: vi.fn(),
}));

const reorder = await import('../../../src/stores/order/reorder.ts');
const pendingStore = {
  ...(await import('../../../src/stores/order/reorder-pending.ts')),
  ...(await import('../../../src/stores/order/reorder-fill.ts')),
  ...(await import('../../../src/stores/order/reorder-notice.ts')),
};
const order = await import('../../../src/stores/order/order.ts');
const { $cartOpen } = await import('../../../src/stores/cart/state.ts');
const { showToast, showToastAfterNavigation } = await import('../../../src/stores/app/toasts.ts');

const service = {
  service_type_id: 1,
  display_name: 'Pickup',
  is_visible: true,
  requires_guest_count: false,
};
const store = (over: object = {}) => ({
  store_id: 102,
  name: 'Harbor',
  services: [service],
  ...over,
});
const menuItem = (item_id: number, over: object = {}) => ({
  item_id,
  category_id: 1,
  menu_id: 1,
  name: `Item ${item_id - 1000}`,
  description: '',
  price_cents: 100,
  image_url: null,
  out_of_stock: false,
  modifier_groups: [],
  ...over,
});
const menus = (...items: ReturnType<typeof menuItem>[]) => ({
  menus: [
    {
      menu_id: 1,
      name: 'Main',
      categories: [{ category_id: 1, name: 'All', description: null, image_url: null, items }],
    },
  ],
});
const past = anOrder([line(1, 2, { note: 'Extra hot' }), line(2, 1)], { order_id: 55 });

beforeEach(() => {
  calls.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  openOrderDetails.mockClear();
  vi.mocked(showToast).mockClear();
  vi.mocked(showToastAfterNavigation).mockClear();
  pendingStore.$pendingReorder.set(null);
  reorder.$reorderCheck.set({ state: 'idle' });
  order.$selectedStoreId.set(null);
  order.$selectedServiceId.set(null);
  $cartOpen.set(false);
  api.answers = {
    store: () => ({ store: store() }),
    menus: () => menus(menuItem(1001), menuItem(1002)),
  };
});

describe('checkReorder', () => {
  it('all available: the same store and service are selected and the modal opens as a reorder', async () => {
    await reorder.checkReorder(past, 'Harbor');
    expect(calls.find((c) => c.id === 'menus')!.options).toEqual({
      params: { storeId: 102 },
      payload: { service_type_id: 1 },
    });
    expect(openOrderDetails).toHaveBeenCalledWith({
      origin: 'reorder',
      storeId: 102,
      serviceTypeId: 1,
    });
    expect(order.$selectedStoreId.get()).toBe(102);
    expect(order.$selectedServiceId.get()).toBe(1);
    expect(pendingStore.$pendingReorder.get()).toMatchObject({
      storeId: 102,
      serviceTypeId: 1,
      storeName: 'Harbor',
      leftOut: [],
      lines: [
        { menu_item_id: 1001, quantity: 2, options: [], note: 'Extra hot' },
        { menu_item_id: 1002, quantity: 1, options: [] },
      ],
    });
  });

  it('something left out: the guest reviews the list before anything starts', async () => {
    api.answers.menus = () => menus(menuItem(1001), menuItem(1002, { out_of_stock: true }));
    await reorder.checkReorder(past, 'Harbor');
    const check = reorder.$reorderCheck.get();
    expect(check.state).toBe('review');
    expect(check.state === 'review' && check.plan.unavailable).toEqual([
      { name: 'Item 2', reason: 'out-of-stock' },
    ]);
    expect(openOrderDetails).not.toHaveBeenCalled();
    expect(pendingStore.$pendingReorder.get()).toBeNull();
    reorder.confirmReorder();
    expect(reorder.$reorderCheck.get()).toEqual({ state: 'idle' });
    expect(pendingStore.$pendingReorder.get()?.leftOut).toEqual(['Item 2']);
    reorder.continueReorder();
    expect(openOrderDetails).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'nothing on the menu any more',
      () => menus(),
      store(),
      'None of the items from this order are available now.',
    ],
    [
      'the service is gone',
      () => menus(menuItem(1001), menuItem(1002)),
      store({ services: [] }),
      'Harbor no longer takes this kind of order online.',
    ],
  ])('%s: said, and no order is started', async (_, menusAnswer, storeAnswer, reason) => {
    api.answers.menus = menusAnswer;
    api.answers.store = () => ({ store: storeAnswer });
    await reorder.checkReorder(past, 'Harbor');
    expect(reorder.$reorderCheck.get()).toMatchObject({ state: 'nothing', reason });
    expect(openOrderDetails).not.toHaveBeenCalled();
    expect(pendingStore.$pendingReorder.get()).toBeNull();
  });

  it('a failed check says so in the guest’s words', async () => {
    api.answers.menus = failWith(500, 'upstream exploded');
    await reorder.checkReorder(past, 'Harbor');
    expect(reorder.$reorderCheck.get()).toEqual({
      state: 'error',
      orderId: 55,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('the old guest count comes back for a catering order', async () => {
    api.answers.store = () => ({
      store: store({ services: [{ ...service, requires_guest_count: true }] }),
    });
    await reorder.checkReorder({ ...past, guest_count: 12 }, 'Harbor');
    expect($draft.get().guestCount).toBe('12');
  });
});

describe('after START MY ORDER creates the order (docs/product.md §4.6)', () => {
  const pending = {
    storeId: 102,
    serviceTypeId: 1,
    storeName: 'Harbor',
    guestCount: null,
    leftOut: ['Fries'],
    lines: [
      {
        menu_item_id: 1001,
        name: 'Burger',
        quantity: 2,
        options: [{ option_id: 12, options: [{ option_id: 31 }] }],
        note: 'No salt',
      },
      { menu_item_id: 1002, name: 'Shake', quantity: 1, options: [] },
    ],
  };

  it('each line goes in with its quantity, options and note; the cart opens; the toast names what is missing', async () => {
    pendingStore.$pendingReorder.set(pending);
    api.answers.saveItem = () => ({ order: past });
    await pendingStore.addReorderLines(900, 102, 1);
    expect(calls.map((c) => c.options)).toEqual([
      {
        params: { orderId: 900 },
        payload: {
          menu_item_id: 1001,
          quantity: 2,
          options: pending.lines[0]!.options,
          note: 'No salt',
        },
      },
      { params: { orderId: 900 }, payload: { menu_item_id: 1002, quantity: 1 } },
    ]);
    expect(pendingStore.$pendingReorder.get()).toBeNull();
    expect($cartOpen.get()).toBe(true);
    pendingStore.announceReorder(true);
    expect(showToastAfterNavigation).toHaveBeenCalledWith(
      'Added 2 items from your past order to the cart. Not available: Fries.',
      'info',
    );
  });

  it('a line the server refuses is named too', async () => {
    pendingStore.$pendingReorder.set({ ...pending, leftOut: [] });
    let n = 0;
    api.answers.saveItem = () => {
      if (n++ === 1) return failWith(400, 'Item 1002 is out of stock')();
      return { order: past };
    };
    await pendingStore.addReorderLines(900, 102, 1);
    pendingStore.announceReorder(false);
    expect(showToast).toHaveBeenCalledWith(
      'Added 1 item from your past order to the cart. Not available: Shake.',
      { kind: 'info', durationMs: 8000 },
    );
  });

  it('a pending reorder for another store or service never lands in this order', async () => {
    pendingStore.$pendingReorder.set(pending);
    await pendingStore.addReorderLines(900, 103, 1);
    expect(calls).toEqual([]);
    expect(pendingStore.$pendingReorder.get()).toBeNull();
    pendingStore.announceReorder(true);
    expect(showToastAfterNavigation).not.toHaveBeenCalled();
  });

  it('discardReorder forgets it', () => {
    pendingStore.$pendingReorder.set(pending);
    reorder.discardReorder();
    expect(pendingStore.$pendingReorder.get()).toBeNull();
  });

  it.each<[string, unknown, boolean]>([
    ['a good value', pending, true],
    ['null', null, true],
    [
      'a line without a name',
      { ...pending, lines: [{ menu_item_id: 1, quantity: 1, options: [] }] },
      false,
    ],
    ['a quantity over 99', { ...pending, lines: [{ ...pending.lines[1], quantity: 100 }] }, false],
    [
      'a nested option with a bad id',
      {
        ...pending,
        lines: [
          { ...pending.lines[1], options: [{ option_id: 1, options: [{ option_id: 'x' }] }] },
        ],
      },
      false,
    ],
    ['lines that are not a list', { ...pending, lines: {} }, false],
    ['a missing store', { ...pending, storeId: undefined }, false],
  ])('the stored value is checked: %s', (_, value, ok) => {
    expect(pendingStore.isPendingReorder(value)).toBe(ok);
  });
});
