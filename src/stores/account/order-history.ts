/**
 * Order history (docs/product.md §7.2 "Order history"): the signed-in customer's orders,
 * newest first, with the stores they were placed at (names, zones and services come from the
 * store list, which the order itself does not carry).
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { newestFirst } from '../../lib/account/order-history.ts';
import { customerCall } from './customer-call.ts';
import * as calls from '../../generated/api-calls.ts';

export interface OrderHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  orders: Order[];
  /** The stores of these orders, by id; a store missing here is shown by number. */
  stores: Record<number, Store>;
  message: string;
}

export const $orderHistory = atom<OrderHistoryState>({
  status: 'idle',
  orders: [],
  stores: {},
  message: '',
});

/** The chain's stores; without them the list still shows, with store numbers instead of names. */
async function storesById(): Promise<Record<number, Store>> {
  try {
    const { stores } = await callApi(calls.stores, { payload: {} });
    return Object.fromEntries(stores.map((s) => [s.store_id, s]));
  } catch (err) {
    console.warn('Loading the stores for order history failed', err);
    return {};
  }
}

let request = 0;

/** Loads the history; a failure shows the error state with its retry, a 403 ends the session. */
export async function loadOrderHistory(): Promise<void> {
  const mine = ++request;
  $orderHistory.set({ ...$orderHistory.get(), status: 'loading', message: '' });
  const [result, stores] = await Promise.all([
    customerCall(calls.orderHistory, 'generic', { payload: {} }),
    storesById(),
  ]);
  if (mine !== request) return;
  $orderHistory.set(
    result.ok
      ? { status: 'ready', orders: newestFirst(result.value.orders), stores, message: '' }
      : { status: 'error', orders: [], stores, message: result.message },
  );
}
