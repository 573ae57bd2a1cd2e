/**
 * The Menu screen's state (docs/product.md §2.1, §7.4): the store's menus for a service, seeded
 * from the server's render or fetched in the browser, and what choosing an item does.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { Menu, MenuItem } from '../../api/schemas/menu.ts';
import { openItemDialog } from './item-dialog.ts';
import { $deepLinkItemId, $orderId, $selectedStoreId } from '../order/order.ts';
import { requestOrderDetails } from '../order/open-details.ts';
import { chooseItemStep, earlyItemStep, pendingFor } from '../../lib/menu/early-item.ts';
import { $pendingItem } from './pending-item.ts';
import { parseStartup } from '../../lib/account/startup.ts';
import { $modal } from '../app/modal.ts';
import { PENDING_DISCOUNTS_KEY } from '../discounts/pending-key.ts';
import * as calls from '../../generated/api-calls.ts';

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
 * menu that turns out the same does not jump; a failure shows the error state (docs/product.md §8
 * texts).
 */
export async function loadMenu(storeId: number, serviceTypeId: number | null): Promise<void> {
  const mine = ++request;
  const current = $menu.get();
  const keep = current.storeId === storeId && current.status === 'ready';
  if (!keep) $menu.set({ status: 'loading', storeId, serviceTypeId, menus: [] });
  try {
    const { menus } = await callApi(calls.menus, {
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
  // The Modals island may not have applied a shared link's `?menu_item_id=` yet (islands hydrate
  // in any order): the address still carries it until then.
  const search = globalThis.location?.search ?? '';
  const deepLink = $deepLinkItemId.get() ?? parseStartup(search).menuItemId ?? null;
  $pendingItem.set(pendingFor(storeId, menuItemId, deepLink));
  await requestOrderDetails({ origin: 'default', storeId });
}

/** A modal is open, or the new order's discounts wait to open on this page. */
function modalBusy(): boolean {
  if ($modal.get() !== null) return true;
  try {
    return sessionStorage.getItem(PENDING_DISCOUNTS_KEY) !== null;
  } catch {
    return false;
  }
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
    modalOpen: modalBusy(),
  });
  if (step === 'drop' || step === 'open') $pendingItem.set(null);
  if (step === 'open') openItemDialog({ storeId: menuStoreId, menuItemId: pending!.menuItemId });
}

/**
 * While a store's Menu is on screen: each time the current order or the open modal changes, a
 * waiting item is checked, after the change's own steps (closing one modal may open the next).
 * The order's code is fetched only once an item waits, as the cart count fetches it.
 */
export function followPendingItem(menuStoreId: number): () => void {
  const stops: (() => void)[] = [];
  let started = false;
  let live = true;
  const start = () => {
    started = true;
    void import('../order/current.ts').then(({ $order }) => {
      if (!live) return;
      const check = () =>
        queueMicrotask(() => {
          if (!live || !$pendingItem.get()) return;
          const order = $order.get();
          const current = order && order.order_id === $orderId.get() ? order : null;
          openPendingItem(menuStoreId, current?.store_id ?? null);
        });
      stops.push($order.subscribe(check), $modal.listen(check), $pendingItem.listen(check));
    });
  };
  stops.push(
    $pendingItem.subscribe((pending) => {
      if (pending && !started) start();
    }),
  );
  return () => {
    live = false;
    for (const stop of stops) stop();
  };
}
