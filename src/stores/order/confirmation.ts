/**
 * Confirmation (docs/product.md §2.1 /confirmation/{orderId}): the placed order, its store, and its
 * status refreshed while the page is visible (display_options.display_order_tracking).
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { ApiError, orderLinkFailure, userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { isFinal, TRACKING_REFRESH_MS } from '../../lib/checkout/tracking.ts';
import { $loggedIn, expireSession } from '../account/session.ts';
import { fetchStore } from './current.ts';
import { pagePath } from '../../lib/i18n/page-path.ts';
import * as calls from '../../generated/api-calls.ts';

export const $confirmed = atom<
  | { state: 'loading' }
  /** Not this visitor's order, or no such order: the session stays as it was. */
  | { state: 'notYours' }
  | { state: 'missing' }
  /** The service failed or did not answer: its message, and a retry. */
  | { state: 'outage'; message: string }
  | { state: 'ready'; order: Order; store: Store | null }
>({ state: 'loading' });

/** The order id of the page's path, or null. */
export function pageOrderId(): number | null {
  const m = /^\/confirmation\/(\d{1,12})\/?$/.exec(pagePath(location.pathname));
  return m ? Number(m[1]) : null;
}

export async function loadConfirmed(orderId: number): Promise<Order | null> {
  try {
    const { order } = await callApi(calls.getOrder, { params: { orderId } });
    const current = $confirmed.get();
    const store =
      current.state === 'ready' && current.store?.store_id === order.store_id
        ? current.store
        : await fetchStore(order.store_id).catch(() => null);
    $confirmed.set({ state: 'ready', order, store });
    return order;
  } catch (err) {
    if (!(err instanceof ApiError)) console.warn('Loading the order failed', err);
    // A refresh that fails keeps the order on screen; only a first load says why there is none.
    if ($confirmed.get().state !== 'loading') return null;
    const failure = orderLinkFailure(err);
    // The proxy ends a session only after checking it is over: the catalogue's expiry.
    if (failure === 'sessionExpired' && $loggedIn.get()) expireSession();
    if (failure === 'notYours') $confirmed.set({ state: 'notYours' });
    else if (failure === 'outage')
      $confirmed.set({ state: 'outage', message: userMessage('generic', err) });
    else $confirmed.set({ state: 'missing' });
    return null;
  }
}

/** Try again after an outage: the skeleton, then the order or the reason again. */
export function retryConfirmed(orderId: number): Promise<Order | null> {
  $confirmed.set({ state: 'loading' });
  return loadConfirmed(orderId);
}

/** Refreshes the status every 30 s while the page is visible; returns the stop function. */
export function trackOrder(orderId: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const c = $confirmed.get();
    if (c.state === 'ready' && isFinal(c.order.status)) return stop();
    if (document.visibilityState === 'visible') void loadConfirmed(orderId);
  };
  const start = () => {
    if (!timer) timer = setInterval(tick, TRACKING_REFRESH_MS);
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') {
      tick();
      start();
    } else stop();
  };
  document.addEventListener('visibilitychange', onVisibility);
  start();
  return () => {
    stop();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
