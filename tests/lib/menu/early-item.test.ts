// An item chosen before there is an order (docs/product.md §2.2, §4.6): it waits for the order
// details and opens once the order is at its store; it is never opened in an unrelated order.
import { describe, expect, it } from 'vitest';
import { chooseItemStep, earlyItemStep, pendingFor } from '../../../src/lib/menu/early-item.ts';

describe('chooseItemStep: open now, or ask for the order details first', () => {
  it.each([
    [{ storeId: 101, orderId: 9, orderStoreId: 101 }, 'open'],
    [{ storeId: 101, orderId: null, orderStoreId: null }, 'order-first'],
    [{ storeId: 101, orderId: null, orderStoreId: 101 }, 'order-first'],
    [{ storeId: 101, orderId: 9, orderStoreId: 102 }, 'order-first'],
  ] as const)('%o → %s', (state, step) => {
    expect(chooseItemStep(state)).toBe(step);
  });
});

describe('pendingFor: what waits for the order', () => {
  it('the chosen item at its store', () => {
    expect(pendingFor(101, 5, null)).toEqual({ storeId: 101, menuItemId: 5 });
    expect(pendingFor(101, 5, 6)).toEqual({ storeId: 101, menuItemId: 5 });
  });
  it('nothing when it is the deep-link item, which the new order takes by itself', () => {
    expect(pendingFor(101, 5, 5)).toBeNull();
  });
});

describe('earlyItemStep: on a store’s Menu, what happens to the waiting item', () => {
  const pending = { storeId: 101, menuItemId: 5 };
  const onMenu = { out_of_stock: false };
  it.each([
    ['nothing waits', { pending: null }, 'none'],
    ['the order is at this store now', {}, 'open'],
    ['no order yet: the guest is still choosing', { orderStoreId: null }, 'wait'],
    ['the order is at another store (it may be moved here)', { orderStoreId: 102 }, 'wait'],
    ['another modal is open (the new order’s discounts)', { modalOpen: true }, 'wait'],
    ['this is another store’s Menu', { menuStoreId: 102, orderStoreId: 102 }, 'drop'],
    ['the item is not on this menu', { item: undefined }, 'drop'],
    ['the item is out of stock', { item: { out_of_stock: true } }, 'drop'],
  ] as const)('%s → %s', (_name, over, step) => {
    expect(
      earlyItemStep({ pending, menuStoreId: 101, orderStoreId: 101, item: onMenu, ...over }),
    ).toBe(step);
  });
});
