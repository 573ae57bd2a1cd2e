// docs/product.md §7.2 favourite items; docs/product.md §2.2 menu_item_id and §4.6 (the deep-link
// item): the favourites actions, the item dialog's toggle and "Add to cart", with the API client
// mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));

const favorites = await import('../../../src/stores/account/favorite-items.ts');
const toggle = await import('../../../src/stores/menu/favorite-items.ts');
const { addFavoriteToCart } = await import('../../../src/stores/account/favorite-cart.ts');
const session = await import('../../../src/stores/account/session.ts');
const order = await import('../../../src/stores/order/order.ts');

const fav = (menu_item_id: number, store_id = 101) => ({
  favorite_id: menu_item_id,
  store_id,
  menu_item_id,
  name: `Item ${menu_item_id}`,
  price_cents: 599,
  image_url: null,
});
const menuWith = (...items: { item_id: number; min?: number; out_of_stock?: boolean }[]) => ({
  menus: [
    {
      categories: [
        {
          items: items.map((i) => ({
            item_id: i.item_id,
            name: `Item ${i.item_id}`,
            out_of_stock: i.out_of_stock ?? false,
            modifier_groups: i.min === undefined ? [] : [{ min: i.min }],
          })),
        },
      ],
    },
  ],
});

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  session.$customerId.set(42);
  session.$loggedIn.set(true);
  favorites.$favorites.set({ status: 'idle' });
  order.$orderId.set(null);
  order.$selectedStoreId.set(null);
});

describe('the favourites list', () => {
  it('loads, adds and removes, and the item dialog reads the same ids', async () => {
    api.answers.favoriteItems = () => ({ items: [fav(1011)] });
    await toggle.loadFavoriteItems();
    expect(toggle.$favoriteItemIds.get()).toEqual(new Set([1011]));
    api.answers.addFavoriteItem = () => ({ item: fav(1012) });
    expect(await toggle.toggleFavoriteItem(101, 1012)).toBe(true);
    api.answers.removeFavoriteItem = () => ({ ok: true });
    expect(await favorites.removeFavorite(1011)).toEqual({ ok: true, value: undefined });
    const s = favorites.$favorites.get();
    expect(s.status === 'ready' && s.items.map((i) => i.menu_item_id)).toEqual([1012]);
    expect(api.calls.map((c) => [c.id, c.options.payload])).toEqual([
      ['favoriteItems', undefined],
      ['addFavoriteItem', { store_id: 101, menu_item_id: 1012 }],
      ['removeFavoriteItem', { menu_item_id: 1011 }],
    ]);
  });

  it('a failed remove keeps the item and says so', async () => {
    api.answers.favoriteItems = () => ({ items: [fav(1011)] });
    await favorites.loadFavorites();
    api.answers.removeFavoriteItem = failWith(500);
    expect(await favorites.removeFavorite(1011)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(toggle.$favoriteItemIds.get()).toEqual(new Set([1011]));
  });

  it('a failed load is the error state; logged out there is nothing to load', async () => {
    api.answers.favoriteItems = failWith(0);
    await favorites.loadFavorites();
    expect(favorites.$favorites.get().status).toBe('error');
    session.$loggedIn.set(false);
    await toggle.loadFavoriteItems();
    expect(toggle.$favoriteItemIds.get()).toBeNull();
  });
});

describe('addFavoriteToCart', () => {
  it('without an order, goes to the Menu with the deep-link item', async () => {
    api.answers.menus = () => menuWith({ item_id: 1011 });
    expect(await addFavoriteToCart(fav(1011))).toEqual({
      ok: true,
      value: { kind: 'go', href: '/101?menu_item_id=1011&item=1011' },
    });
  });

  it('with an order at the same store, adds one to it', async () => {
    order.$orderId.set(7);
    order.$selectedStoreId.set(101);
    api.answers.menus = () => menuWith({ item_id: 1011 });
    api.answers.saveItem = () => ({ order: { order_id: 7, items: [] } });
    expect(await addFavoriteToCart(fav(1011))).toEqual({ ok: true, value: { kind: 'added' } });
    expect(api.calls.at(-1)).toEqual({
      id: 'saveItem',
      options: { params: { orderId: 7 }, payload: { menu_item_id: 1011, quantity: 1 } },
    });
  });

  it('an item that needs choices opens them on the Menu instead of adding a bare line', async () => {
    order.$orderId.set(7);
    order.$selectedStoreId.set(101);
    api.answers.menus = () => menuWith({ item_id: 1011, min: 1 });
    expect(await addFavoriteToCart(fav(1011))).toEqual({
      ok: true,
      value: { kind: 'go', href: '/101?item=1011' },
    });
    expect(api.calls.map((c) => c.id)).toEqual(['menus']);
  });

  it.each([
    ['not on the menu', menuWith({ item_id: 9 })],
    ['out of stock', menuWith({ item_id: 1011, out_of_stock: true })],
  ])('an item %s is refused plainly', async (_name, menus) => {
    api.answers.menus = () => menus;
    expect(await addFavoriteToCart(fav(1011))).toEqual({
      ok: false,
      message: 'This item is not on the menu right now.',
    });
  });
});
