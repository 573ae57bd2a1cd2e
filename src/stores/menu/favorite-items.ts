/** The customer's favourite menu items (SPEC §7.2), toggled from the item dialog. */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { $customerId, $loggedIn } from '../account/session.ts';

/** Menu item ids the customer has as favourites; null until loaded (or when logged out). */
export const $favoriteItemIds = atom<ReadonlySet<number> | null>(null);

export async function loadFavoriteItems(): Promise<void> {
  const customerId = $customerId.get();
  if (!$loggedIn.get() || !customerId) return $favoriteItemIds.set(null);
  try {
    const { items } = await callApi('favoriteItems', { params: { customerId } });
    $favoriteItemIds.set(new Set(items.map((i) => i.menu_item_id)));
  } catch (err) {
    console.warn('Loading favourite items failed', err);
  }
}

/** Adds or removes a favourite. Returns false when the change failed (and nothing changed). */
export async function toggleFavoriteItem(storeId: number, menuItemId: number): Promise<boolean> {
  const customerId = $customerId.get();
  const ids = $favoriteItemIds.get();
  if (!customerId || !ids) return false;
  const on = !ids.has(menuItemId);
  try {
    if (on)
      await callApi('addFavoriteItem', {
        params: { customerId },
        payload: { store_id: storeId, menu_item_id: menuItemId },
      });
    else
      await callApi('removeFavoriteItem', {
        params: { customerId },
        payload: { menu_item_id: menuItemId },
      });
  } catch (err) {
    console.warn('Changing a favourite item failed', err);
    return false;
  }
  const next = new Set($favoriteItemIds.get());
  if (on) next.add(menuItemId);
  else next.delete(menuItemId);
  $favoriteItemIds.set(next);
  return true;
}
