/**
 * "Add to cart" on the Favorite items screen (docs/product.md §2.2 menu_item_id, §4.6): into the
 * current order when it is at the item's store, else through the store's Menu (see
 * favoriteCartStep).
 */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import type { MenuItem } from '../../api/schemas/menu.ts';
import { favoriteCartStep, needsChoices } from '../../lib/account/favorites.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { saveLine } from '../cart/cart.ts';
import { $orderId, $selectedStoreId } from '../order/order.ts';
import type { FavoriteItem } from './favorite-items.ts';
import * as calls from '../../generated/api-calls.ts';

/** Where the guest goes next: nowhere (added) or to the Menu at `href`. */
export type FavoriteCartOutcome = { kind: 'added' } | { kind: 'go'; href: string };

export const NOT_ON_MENU = m.favorites_notOnMenu;

async function menuItem(storeId: number, menuItemId: number): Promise<MenuItem | undefined> {
  const { menus } = await callApi(calls.menus, { params: { storeId } });
  for (const menu of menus)
    for (const c of menu.categories)
      for (const i of c.items) if (i.item_id === menuItemId) return i;
  return undefined;
}

/** Adds a favourite to the cart, or says where the guest goes to finish it. */
export async function addFavoriteToCart(
  favorite: FavoriteItem,
): Promise<Result<FavoriteCartOutcome>> {
  let item: MenuItem | undefined;
  try {
    item = await menuItem(favorite.store_id, favorite.menu_item_id);
  } catch (err) {
    return fail(userMessage('generic', err));
  }
  if (!item || item.out_of_stock) return fail(NOT_ON_MENU);
  const step = favoriteCartStep(favorite.store_id, favorite.menu_item_id, {
    orderStoreId: $orderId.get() ? $selectedStoreId.get() : null,
    needsChoices: needsChoices(item),
  });
  if (step.kind === 'go') return ok(step);
  const saved = await saveLine({ menu_item_id: favorite.menu_item_id, quantity: 1 }, item.name);
  if (!saved.ok) return saved;
  // The order went away meanwhile: start one with the item instead.
  if (saved.value === 'no-order') {
    const start = favoriteCartStep(favorite.store_id, favorite.menu_item_id, {
      orderStoreId: null,
      needsChoices: false,
    });
    if (start.kind === 'go') return ok(start);
  }
  return ok({ kind: 'added' });
}
