// An item chosen before there is an order (docs/product.md §2.2, §4.6): chooseItem remembers it
// while the order details are asked for, and the Menu opens it once the order is at its store and
// no other modal is open.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, order as anOrder, scriptedApi } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const requestOrderDetails = vi.fn(() => Promise.resolve());
vi.mock('../../../src/stores/order/open-details.ts', () => ({ requestOrderDetails }));

const menu = await import('../../../src/stores/menu/menu.ts');
const { $itemDialog } = await import('../../../src/stores/menu/item-dialog.ts');
const { $pendingItem } = await import('../../../src/stores/menu/pending-item.ts');
const { $deepLinkItemId, $orderId, $selectedStoreId } =
  await import('../../../src/stores/order/order.ts');
const { $order } = await import('../../../src/stores/order/current.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');

const item = (item_id: number, over: object = {}) => ({
  item_id,
  name: `Item ${item_id}`,
  out_of_stock: false,
  modifier_groups: [],
  ...over,
});

beforeEach(() => {
  api.calls.length = 0;
  api.answers = { getOrder: () => ({ order: anOrder([], { order_id: 9, store_id: 101 }) }) };
  requestOrderDetails.mockClear();
  $itemDialog.set(null);
  $pendingItem.set(null);
  $deepLinkItemId.set(null);
  $modal.set(null);
  $order.set(null);
  $orderId.set(null);
  $selectedStoreId.set(null);
  sessionStorage.clear();
  menu.$menu.set({
    status: 'ready',
    storeId: 101,
    serviceTypeId: 1,
    menus: [
      {
        menu_id: 1,
        name: 'Main',
        categories: [
          { category_id: 1, name: 'All', items: [item(5), item(6, { out_of_stock: true })] },
        ],
      },
    ] as never,
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('chooseItem without an order', () => {
  it('remembers the item and asks for the order details', async () => {
    await menu.chooseItem(101, 5);
    expect($pendingItem.get()).toEqual({ storeId: 101, menuItemId: 5 });
    expect(requestOrderDetails).toHaveBeenCalledWith({ origin: 'default', storeId: 101 });
    expect($itemDialog.get()).toBeNull();
  });

  it('remembers nothing for the deep-link item, which the new order takes by itself', async () => {
    $deepLinkItemId.set(5);
    await menu.chooseItem(101, 5);
    expect($pendingItem.get()).toBeNull();
  });

  it('remembers nothing for a deep-link item still in the address, not yet applied', async () => {
    vi.stubGlobal('location', { search: '?menu_item_id=5&item=5' });
    try {
      await menu.chooseItem(101, 5);
      expect($pendingItem.get()).toBeNull();
      await menu.chooseItem(101, 6);
      expect($pendingItem.get()).toEqual({ storeId: 101, menuItemId: 6 });
    } finally {
      vi.stubGlobal('location', undefined);
    }
  });

  it('with the order at this store, opens the item at once', async () => {
    $orderId.set(9);
    $selectedStoreId.set(101);
    await menu.chooseItem(101, 5);
    expect($itemDialog.get()).toEqual({ storeId: 101, menuItemId: 5 });
    expect($pendingItem.get()).toBeNull();
  });
});

describe('followPendingItem on the Menu', () => {
  it('opens the item once the order exists here and the modals are closed', async () => {
    const stop = menu.followPendingItem(101);
    $modal.set('order-details');
    $pendingItem.set({ storeId: 101, menuItemId: 5 });
    await settle();
    expect($itemDialog.get()).toBeNull();
    $order.set(anOrder([], { order_id: 9, store_id: 101 }));
    $orderId.set(9);
    await settle();
    expect($itemDialog.get()).toBeNull();
    // The new order's discounts come first.
    $modal.set('pending-discounts');
    await settle();
    expect($itemDialog.get()).toBeNull();
    $modal.set(null);
    await settle();
    expect($itemDialog.get()).toEqual({ storeId: 101, menuItemId: 5 });
    expect($pendingItem.get()).toBeNull();
    stop();
  });

  it('waits while the next page’s discounts are queued', async () => {
    sessionStorage.setItem('pendingDiscounts', '[]');
    $order.set(anOrder([], { order_id: 9, store_id: 101 }));
    $orderId.set(9);
    $pendingItem.set({ storeId: 101, menuItemId: 5 });
    const stop = menu.followPendingItem(101);
    await settle();
    expect($itemDialog.get()).toBeNull();
    sessionStorage.clear();
    $modal.set(null);
    $modal.set('pending-discounts');
    $modal.set(null);
    await settle();
    expect($itemDialog.get()).toEqual({ storeId: 101, menuItemId: 5 });
    stop();
  });

  it('forgets an item that is out of stock, or chosen on another store’s Menu', async () => {
    $order.set(anOrder([], { order_id: 9, store_id: 101 }));
    $orderId.set(9);
    $pendingItem.set({ storeId: 101, menuItemId: 6 });
    const stop = menu.followPendingItem(101);
    await settle();
    expect($pendingItem.get()).toBeNull();
    stop();
    $pendingItem.set({ storeId: 102, menuItemId: 5 });
    const again = menu.followPendingItem(101);
    await settle();
    expect($pendingItem.get()).toBeNull();
    expect($itemDialog.get()).toBeNull();
    again();
  });
});
