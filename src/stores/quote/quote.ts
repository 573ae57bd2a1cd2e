/**
 * Order quote (SPEC §2.1 /order-quote?order={id}): one order, read by its id from the link, with
 * its store. SPEC §2.1 keeps the current order and the customer out of this screen's start-up, so
 * nothing here touches the session: the order comes by its own id, and a 403 is not the current
 * order's "session expired" (SPEC §8) — a shared link opened elsewhere must not log anyone out.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { fetchStore } from '../order/current.ts';

export type QuoteState =
  | { state: 'loading' }
  /** The link names no order. */
  | { state: 'empty' }
  /** The order is not this browser's to read, or is gone. */
  | { state: 'unavailable' }
  | { state: 'error'; message: string }
  /** `at`: when it was read, the moment its validity is judged at. */
  | { state: 'ready'; order: Order; store: Store; at: number };

export const $quote = atom<QuoteState>({ state: 'loading' });

/** Statuses that mean the order cannot be read here, as opposed to a failure worth retrying. */
const UNAVAILABLE = new Set([401, 403, 404]);

/** Loads the quote's order and store; the guest reads the failure's message. */
export async function loadQuote(orderId: number | null): Promise<Result<Order>> {
  if (orderId === null) {
    $quote.set({ state: 'empty' });
    return fail('No order was given.');
  }
  $quote.set({ state: 'loading' });
  try {
    const { order } = await callApi('getOrder', { params: { orderId } });
    const store = await fetchStore(order.store_id);
    $quote.set({ state: 'ready', order, store, at: Date.now() });
    return ok(order);
  } catch (err) {
    if (err instanceof ApiError && UNAVAILABLE.has(err.status)) {
      $quote.set({ state: 'unavailable' });
      return fail('This order is not available.');
    }
    if (!(err instanceof ApiError)) console.warn('Loading the quote failed', err);
    const message = userMessage('generic', err);
    $quote.set({ state: 'error', message });
    return fail(message);
  }
}
