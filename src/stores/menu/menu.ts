/**
 * The Menu screen's state (SPEC §2.1, §7.4): the store's menus for a service, seeded from the
 * server's render or fetched in the browser, and what choosing an item does.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { Menu, MenuItem } from '../../api/schemas/menu.ts';
import { openItemDialog } from './item-dialog.ts';
import { $deepLinkItemId, $orderId, $selectedStoreId } from '../order/order.ts';
import { requestOrderDetails } from '../order/open-details.ts';
import { chooseItemStep, earlyItemStep, pendingFor } from '../../lib/menu/early-item.ts';
import { $pendingItem } from './pending-item.ts';

export interface MenuState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  storeId: number | null;
  serviceTypeId: number | null;
  menus: Menu[];
}

export const $menu = atom<MenuState>({
  status: 'idle',
  storeId: null,
  serviceTypeId: null,
  menus: [],
});

/** The menus the server rendered the page with. */
export function seedMenu(storeId: number, serviceTypeId: number | null, menus: Menu[]): void {
  $menu.set({ status: 'ready', storeId, serviceTypeId, menus });
}

let request = 0;

/**
 * Fetches a store's menus for a service. What is shown stays until the new menus arrive, so a
 * menu that turns out the same does not jump; a failure shows the error state (SPEC §8 texts).
 */
export async function loadMenu(storeId: number, serviceTypeId: number | null): Promise<void> {
  const mine = ++request;
  const current = $menu.get();
  const keep = current.storeId === storeId && current.status === 'ready';
  if (!keep) $menu.set({ status: 'loading', storeId, serviceTypeId, menus: [] });
  try {
    const { menus } = await callApi('menus', {
      params: { storeId },
      payload: serviceTypeId ? { service_type_id: serviceTypeId } : {},
    });
    if (mine === request) $menu.set({ status: 'ready', storeId, serviceTypeId, menus });
  } catch (err) {
    console.warn('Loading the menu failed', err);
    if (mine === request && !keep)
      $menu.set({ status: 'error', storeId, serviceTypeId, menus: [] });
  }
}

/** The menu cannot be fetched now: its error state, from which Try again fetches it. */
export function menuUnavailable(storeId: number, serviceTypeId: number | null): void {
  ++request;
  $menu.set({ status: 'error', storeId, serviceTypeId, menus: [] });
}

/** Try again after a failed fetch. */
export function retryMenu(): void {
  const { storeId, serviceTypeId } = $menu.get();
  if (storeId) void loadMenu(storeId, serviceTypeId);
}

/** A menu item of the loaded menus. */
export function findMenuItem(menuItemId: number): MenuItem | undefined {
  for (const m of $menu.get().menus)
    for (const c of m.categories) for (const i of c.items) if (i.item_id === menuItemId) return i;
  return undefined;
}

/**
 * A guest chose an item: without an order (or with one at another store) they first choose this
 * store's service and time in the order details modal, and the item waits for the order
 * (src/lib/menu/early-item.ts); otherwise the item dialog opens.
 */
export async function chooseItem(storeId: number, menuItemId: number): Promise<void> {
  const step = chooseItemStep({
    storeId,
    orderId: $orderId.get(),
    orderStoreId: $selectedStoreId.get(),
  });
  if (step === 'open') {
    openItemDialog({ storeId, menuItemId });
    return;
  }
  $pendingItem.set(pendingFor(storeId, menuItemId, $deepLinkItemId.get()));
  await requestOrderDetails({ origin: 'default', storeId });
}

/**
 * On a store's loaded Menu: the item chosen before the order existed opens once the order is at
 * this store. `orderStoreId` is the loaded current order's store, null while there is none.
 */
export function openPendingItem(menuStoreId: number, orderStoreId: number | null): void {
  const pending = $pendingItem.get();
  const step = earlyItemStep({
    pending,
    menuStoreId,
    orderStoreId,
    item: pending ? findMenuItem(pending.menuItemId) : undefined,
  });
  if (step === 'drop' || step === 'open') $pendingItem.set(null);
  if (step === 'open') openItemDialog({ storeId: menuStoreId, menuItemId: pending!.menuItemId });
}

/**
 * While a store's Menu is on screen: each time the current order changes, a waiting item is
 * checked. The order's code is fetched only once an item waits, as the cart count fetches it.
 */
export function followPendingItem(menuStoreId: number): () => void {
  let stopOrder: (() => void) | undefined;
  let live = true;
  const stopPending = $pendingItem.subscribe((pending) => {
    if (!pending || stopOrder) return;
    stopOrder = () => undefined;
    void import('../order/current.ts').then(({ $order }) => {
      if (!live) return;
      stopOrder = $order.subscribe((order) => {
        if (!$pendingItem.get()) return;
        const current = order && order.order_id === $orderId.get() ? order : null;
        openPendingItem(menuStoreId, current?.store_id ?? null);
      });
    });
  });
  return () => {
    live = false;
    stopPending();
    stopOrder?.();
  };
}
