/**
 * An item chosen before there is an order (docs/product.md §2.2, §4.6): pressing an item on a Menu
 * without an order (or with the order at another store), or opening a shared `?item=` link, first
 * asks for the order details; the item is remembered and opens once the order exists at its store.
 */

/** The item waiting for an order: which store's menu it was chosen on. */
export interface PendingItem {
  storeId: number;
  menuItemId: number;
}

/**
 * Whether choosing an item can open it now or must wait for the order details.
 * @example chooseItemStep({ storeId: 101, orderId: null, orderStoreId: null }) // 'order-first'
 */
export function chooseItemStep(s: {
  storeId: number;
  orderId: number | null;
  orderStoreId: number | null;
}): 'open' | 'order-first' {
  return s.orderId !== null && s.orderStoreId === s.storeId ? 'open' : 'order-first';
}

/**
 * What to remember while the order details are asked for: nothing when the item is the deep-link
 * item (`?menu_item_id=`), which goes into the cart by itself once the order is created.
 */
export function pendingFor(
  storeId: number,
  menuItemId: number,
  deepLinkItemId: number | null,
): PendingItem | null {
  return deepLinkItemId === menuItemId ? null : { storeId, menuItemId };
}

export type EarlyItemStep = 'none' | 'wait' | 'open' | 'drop';

/**
 * On a store's loaded Menu: open the waiting item once the order is at this store and no other
 * modal is open (one modal at a time); wait while there is no order there yet (the guest may still
 * be choosing the details, or moving the order here); forget it on another store's Menu, or when the item is not on this menu or out of stock.
 * Closing the order details without saving forgets it too (the store does that).
 * @example earlyItemStep({ pending: { storeId: 101, menuItemId: 5 }, menuStoreId: 101, orderStoreId: 101, item: { out_of_stock: false } }) // 'open'
 */
export function earlyItemStep(s: {
  pending: PendingItem | null;
  menuStoreId: number;
  /** The store of the loaded current order; null while there is none. */
  orderStoreId: number | null;
  item: { out_of_stock: boolean } | undefined;
  /** Another modal is open or about to open (the order details, the new order's discounts). */
  modalOpen?: boolean;
}): EarlyItemStep {
  if (!s.pending) return 'none';
  if (s.pending.storeId !== s.menuStoreId) return 'drop';
  if (s.orderStoreId !== s.menuStoreId || s.modalOpen) return 'wait';
  if (!s.item || s.item.out_of_stock) return 'drop';
  return 'open';
}
