/**
 * The item dialog's favourite toggle (docs/product.md §7.2): reads and changes the customer's
 * favourites kept by the account store, so the Favorite items screen and the Menu never disagree.
 */
import { $customerId, $loggedIn } from '../account/session.ts';
import {
  $favoriteIds,
  $favorites,
  addFavorite,
  loadFavorites,
  removeFavorite,
} from '../account/favorite-items.ts';

/** Menu item ids the customer has as favourites; null until loaded (or when logged out). */
export const $favoriteItemIds = $favoriteIds;

export async function loadFavoriteItems(): Promise<void> {
  if (!$loggedIn.get() || !$customerId.get()) return $favorites.set({ status: 'idle' });
  const r = await loadFavorites();
  if (!r.ok) console.warn('Loading favourite items failed', r.message);
}

/** Adds or removes a favourite. Returns false when the change failed (and nothing changed). */
export async function toggleFavoriteItem(storeId: number, menuItemId: number): Promise<boolean> {
  const ids = $favoriteIds.get();
  if (!$customerId.get() || !ids) return false;
  const r = ids.has(menuItemId)
    ? await removeFavorite(menuItemId)
    : await addFavorite(storeId, menuItemId);
  if (!r.ok) console.warn('Changing a favourite item failed', r.message);
  return r.ok;
}
