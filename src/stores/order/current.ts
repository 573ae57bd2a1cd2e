import * as m from '#messages';
import { atom, onMount } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { $orderId, $selectedServiceId, $selectedStoreId } from './order.ts';
import { expireSession } from '../account/session.ts';
import { showToast } from '../app/toasts.ts';
import * as calls from '../../generated/api-calls.ts';

/** Said when the stored order no longer exists upstream (cancelled, purged, another device). */
export const ORDER_GONE_MESSAGE = m.order_gone;

/**
 * The current order (docs/product.md §3 Order) as the server last sent it; the server is the source
 * of truth.
 */
export const $order = atom<Order | null>(null);

/**
 * The selected store (docs/product.md §3 Store), for the summary bar and the screens of an order.
 */
export const $selectedStore = atom<Store | null>(null);

/**
 * Why the last load of the current order failed, in the guest's words; null while it loads or once
 * it arrived. Without it a screen that waits on $order would say "Loading" for ever.
 */
export const $orderLoadError = atom<string | null>(null);

/** docs/product.md §2.1: some screens (Order quote) do not load the current order at start-up. */
const skipsStartupLoad = () =>
  typeof document !== 'undefined' && 'skipsStartupLoad' in (document.body?.dataset ?? {});

/**
 * Loads the current order. A 403 is docs/product.md §8's expired session: toast, local logout,
 * Home. A 404, or another customer's order under a session still valid, means the stored order is
 * gone for good here, so it is forgotten (a retry could never succeed). Any
 * other failure sets $orderLoadError, so a screen waiting for the order can say so and offer a retry.
 */
export async function loadOrder(): Promise<Order | null> {
  const orderId = $orderId.get();
  $orderLoadError.set(null);
  if (!orderId) {
    $order.set(null);
    return null;
  }
  // The order as this call found it (`value`, unlike get(), starts nothing). Another answer that
  // set it while this one travelled (an item added, a sign-in handing the guest's order over) is
  // newer than this one: the answer then changes nothing, so the cart never goes back.
  const before = $order.value;
  const current = () => $orderId.get() === orderId && $order.value === before;
  try {
    const { order } = await callApi(calls.getOrder, { params: { orderId } });
    if (current()) {
      $order.set(order);
      $orderLoadError.set(null);
    }
    return order;
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) {
      $orderId.set(null);
      $order.set(null);
      expireSession(m.errors_sessionExpired);
    } else if (err instanceof ApiError && (err.status === 404 || err.notYours)) {
      // Asked as a guest and answered after signing in, before the order became the customer's,
      // it is "not yours": the hand-over that set the order since says otherwise.
      if (current()) {
        $orderId.set(null);
        $order.set(null);
        showToast(ORDER_GONE_MESSAGE);
      }
    } else {
      console.warn('Loading the order failed', err);
      if ($orderId.get() === orderId) $orderLoadError.set(userMessage('generic', err));
    }
    return null;
  }
}

onMount($order, () => {
  if (!skipsStartupLoad()) void loadOrder();
  return $orderId.listen((id) => {
    if (id === null) $order.set(null);
    else if ($order.get()?.order_id !== id) void loadOrder();
  });
});

/**
 * One store with its schedule (docs/product.md §7.5 "One store"). Without a service every schedule
 * the store has comes back, so switching service in the modal needs no second call.
 */
export async function fetchStore(
  storeId: number,
  serviceTypeId?: number,
  signal?: AbortSignal,
): Promise<Store> {
  const payload =
    serviceTypeId === undefined
      ? { service_schedule: true }
      : { service_schedule: true, service_type_id: serviceTypeId };
  const { store } = await callApi(calls.store, {
    params: { storeId },
    payload,
    ...(signal ? { signal } : {}),
  });
  return store;
}

async function loadSelectedStore(): Promise<void> {
  const id = $selectedStoreId.get();
  if (!id) {
    $selectedStore.set(null);
    return;
  }
  try {
    const store = await fetchStore(id, $selectedServiceId.get() ?? undefined);
    if ($selectedStoreId.get() === id) $selectedStore.set(store);
  } catch (err) {
    console.warn('Loading the selected store failed', err);
  }
}

onMount($selectedStore, () => {
  void loadSelectedStore();
  return $selectedStoreId.listen((id) => {
    if ($selectedStore.get()?.store_id !== id) void loadSelectedStore();
  });
});

/**
 * Who places the order right after an update from the "Order time passed" / "We need more time"
 * origins (docs/product.md §4.6). Checkout installs the real one; elsewhere the guest is taken
 * there. Kept beside the current order so Checkout installs it without loading the order details
 * code.
 */
let placeOrder: (orderId: number) => Promise<unknown> | void = () => {
  const store = $selectedStore.get();
  if (store) location.assign(`/${store.store_id}/checkout`);
};

export function setPlaceOrderHandler(handler: (orderId: number) => Promise<unknown> | void): void {
  placeOrder = handler;
}

/** Places the order with the installed handler. */
export function placeOrderAfterUpdate(orderId: number): Promise<unknown> | void {
  return placeOrder(orderId);
}
