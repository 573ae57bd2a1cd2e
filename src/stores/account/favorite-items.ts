/**
 * The customer's favourite menu items (docs/product.md §7.2 "Favourite items"): the Favorite items
 * screen's list, and the ids the item dialog's favourite toggle reads, from one state.
 */
import { atom, computed } from 'nanostores';
import type { CallResponse } from '../../api/contract.ts';
import { ok, type Result } from '../../lib/result.ts';
import { customerCall } from './customer-call.ts';
import * as calls from '../../generated/api-calls.ts';

export type FavoriteItem = CallResponse<'favoriteItems'>['items'][number];

export type FavoritesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: readonly FavoriteItem[] };

export const $favorites = atom<FavoritesState>({ status: 'idle' });

/** Menu item ids of the favourites; null until they are loaded. */
export const $favoriteIds = computed($favorites, (s) =>
  s.status === 'ready' ? new Set(s.items.map((i) => i.menu_item_id)) : null,
);

/** Favourite item changes on their way, by menu item id: their buttons wait. */
export const $favoritePending = atom<ReadonlySet<number>>(new Set());

function pending(menuItemId: number, on: boolean): void {
  const next = new Set($favoritePending.get());
  if (on) next.add(menuItemId);
  else next.delete(menuItemId);
  $favoritePending.set(next);
}

/** Loads the favourites; a failure leaves the list's error state (with the guest's words). */
export async function loadFavorites(): Promise<Result> {
  if ($favorites.get().status !== 'ready') $favorites.set({ status: 'loading' });
  const r = await customerCall(calls.favoriteItems, 'generic');
  if (!r.ok) {
    if ($favorites.get().status !== 'ready')
      $favorites.set({ status: 'error', message: r.message });
    return r;
  }
  $favorites.set({ status: 'ready', items: r.value.items });
  return ok();
}

/** Changes a loaded list; a list not loaded yet gets the change when it loads. */
function update(change: (items: readonly FavoriteItem[]) => FavoriteItem[]): void {
  const s = $favorites.get();
  if (s.status === 'ready') $favorites.set({ status: 'ready', items: change(s.items) });
}

/** Makes an item of a store a favourite. */
export async function addFavorite(storeId: number, menuItemId: number): Promise<Result> {
  if ($favoritePending.get().has(menuItemId)) return ok();
  pending(menuItemId, true);
  try {
    const r = await customerCall(calls.addFavoriteItem, 'generic', {
      payload: { store_id: storeId, menu_item_id: menuItemId },
    });
    if (!r.ok) return r;
    update((list) => [...list.filter((i) => i.menu_item_id !== menuItemId), r.value.item]);
    return ok();
  } finally {
    pending(menuItemId, false);
  }
}

/** Removes a favourite; on failure the list stays as it was. */
export async function removeFavorite(menuItemId: number): Promise<Result> {
  if ($favoritePending.get().has(menuItemId)) return ok();
  pending(menuItemId, true);
  try {
    const r = await customerCall(calls.removeFavoriteItem, 'generic', {
      payload: { menu_item_id: menuItemId },
    });
    if (!r.ok) return r;
    update((list) => list.filter((i) => i.menu_item_id !== menuItemId));
    return ok();
  } finally {
    pending(menuItemId, false);
  }
}
