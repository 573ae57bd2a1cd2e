/**
 * The /checkin screen (docs/product.md §2.1, §7.2 "Orders available for check-in"): the orders the
 * tenant API offers for check-in now, with the stores they were placed at (their names, clocks and
 * services come from the store list, which the order does not carry).
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { checkinCall, checkinCustomerId } from './call.ts';
import * as calls from '../../generated/api-calls.ts';

export type CheckinListState =
  | { status: 'loading' }
  /** Neither signed in nor holding a guest order: nothing to ask for. */
  | { status: 'signed-out' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: Order[]; stores: Record<number, Store> };

export const $checkinList = atom<CheckinListState>({ status: 'loading' });

async function storesById(): Promise<Record<number, Store>> {
  try {
    const { stores } = await callApi(calls.stores, { payload: {} });
    return Object.fromEntries(stores.map((s) => [s.store_id, s]));
  } catch (err) {
    console.warn('Loading the stores for check-in failed', err);
    return {};
  }
}

let request = 0;

/** Loads the list; a failure is the error state with its retry. */
export async function loadCheckinList(): Promise<void> {
  const customerId = checkinCustomerId();
  if (!customerId) return void $checkinList.set({ status: 'signed-out' });
  const mine = ++request;
  $checkinList.set({ status: 'loading' });
  const [result, stores] = await Promise.all([
    checkinCall(calls.checkInOrders, { params: { customerId } }),
    storesById(),
  ]);
  if (mine !== request) return;
  $checkinList.set(
    result.ok
      ? { status: 'ready', orders: result.value.orders, stores }
      : { status: 'error', message: result.message },
  );
}
