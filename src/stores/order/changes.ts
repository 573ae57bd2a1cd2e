/**
 * Changes after ordering (docs/kitchen.md §3): moving, changing and cancelling a placed order from
 * Confirmation. Each action puts the order the API answers with on the page, and fails with the
 * API's reason in the guest's words (a fired order says when it fired). Loaded with the change
 * dialogs only, never on first load.
 */
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Settlement } from '../../api/schemas/order-changes.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $confirmed } from './confirmation.ts';
import * as calls from '../../generated/api-calls.ts';

function show(order: Order): void {
  const current = $confirmed.get();
  if (current.state === 'ready' && current.order.order_id === order.order_id)
    $confirmed.set({ ...current, order });
}

async function attempt<T>(run: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await run());
  } catch (err) {
    return fail(userMessage('orderChange', err));
  }
}

/** Moves the order to `readyTs` ('YYYY-MM-DD HH:mm' on the store's clock). */
export function moveOrder(orderId: number, readyTs: string): Promise<Result<Order>> {
  return attempt(async () => {
    const { order } = await callApi(calls.rescheduleOrder, {
      params: { orderId },
      payload: { ready_ts: readyTs },
    });
    show(order);
    return order;
  });
}

export interface ItemChange {
  item_id: number;
  quantity: number;
}

export interface ItemsOutcome {
  order: Order;
  difference_cents: number;
  settlements: Settlement[];
}

/** What changing these quantities would cost or give back; changes nothing. */
export function previewItems(orderId: number, items: ItemChange[]): Promise<Result<ItemsOutcome>> {
  return attempt(() =>
    callApi(calls.changeOrderItems, { params: { orderId }, payload: { items, preview: true } }),
  );
}

/** Changes the quantities (0 removes a line); the difference is charged or refunded. */
export function changeItems(orderId: number, items: ItemChange[]): Promise<Result<ItemsOutcome>> {
  return attempt(async () => {
    const done = await callApi(calls.changeOrderItems, { params: { orderId }, payload: { items } });
    show(done.order);
    return done;
  });
}

/** Cancels the order; online payments are refunded. */
export function cancelPlaced(orderId: number): Promise<Result<Settlement[]>> {
  return attempt(async () => {
    const { order, settlements } = await callApi(calls.cancelOrder, {
      params: { orderId },
      payload: {},
    });
    show(order);
    return settlements;
  });
}
