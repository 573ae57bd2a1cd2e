/**
 * Adding a favourite item to the cart (docs/product.md §2.2 menu_item_id, §4.6): straight into the
 * current order when it is at the item's store and the item needs no choices; otherwise the guest
 * goes to the store's Menu, which opens the item's choices or starts an order with it.
 */

export type FavoriteCartStep =
  /** Add one to the current order now. */
  | { kind: 'add' }
  /** Go to the Menu: `href` opens the item (choices) or the order details with the item linked. */
  | { kind: 'go'; href: string };

export interface FavoriteCartState {
  /** The current order's store, or null without an order. */
  orderStoreId: number | null;
  /** The item has a modifier group that needs a choice (min > 0). */
  needsChoices: boolean;
}

/**
 * What "Add to cart" does for a favourite of `storeId`.
 * - An order at the same store: add it, or open its choices on the Menu (`?item=`).
 * - No order: the Menu with the item as the deep-link item (`?menu_item_id=`, added once the order
 *   is created) and `?item=`, which opens the order details; an item that needs choices is not
 *   linked (it cannot be added without them) and opens after the order starts.
 * - An order at another store: the Menu opens the order details to move the order (`?item=`).
 * @example favoriteCartStep(101, 1011, { orderStoreId: null, needsChoices: false }) // { kind: 'go', href: '/101?menu_item_id=1011&item=1011' }
 */
export function favoriteCartStep(
  storeId: number,
  menuItemId: number,
  state: FavoriteCartState,
): FavoriteCartStep {
  if (state.orderStoreId === storeId && !state.needsChoices) return { kind: 'add' };
  if (state.orderStoreId === null && !state.needsChoices)
    return { kind: 'go', href: `/${storeId}?menu_item_id=${menuItemId}&item=${menuItemId}` };
  return { kind: 'go', href: `/${storeId}?item=${menuItemId}` };
}

/**
 * An item needs the guest's choices when one of its modifier groups asks for at least one option.
 * @example needsChoices({ modifier_groups: [{ min: 1 }] }) // true
 */
export function needsChoices(item: { modifier_groups: readonly { min: number }[] }): boolean {
  return item.modifier_groups.some((g) => g.min > 0);
}
