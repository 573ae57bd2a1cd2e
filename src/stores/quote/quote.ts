/**
 * Order quote (docs/product.md §2.1 /order-quote?order={id}): one order, read by its id from the
 * link, with its store. docs/product.md §2.1 keeps the current order and the customer out of this
 * screen's start-up: the order comes by its own id. Another customer's order is a 403 the proxy
 * answers as "not yours" without touching the session; only a session the proxy found over ends the
 * local one too.
 */
import { atom } from 'nanostores';
import { answerOf, callApi, type CallOptions } from '../../api/client.ts';
import type { CallId, CallResponse } from '../../api/contract.ts';
import type { Call } from '../../generated/api-calls.ts';
import { ApiError, orderLinkFailure, userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { validZone } from '../../lib/schedule/clock.ts';
import { $loggedIn, expireSession } from '../account/session.ts';
import { $selectedStoreId } from '../order/order.ts';
import * as calls from '../../generated/api-calls.ts';
import { EARLY_QUOTE_ORDER, EARLY_QUOTE_STORE, earlyKey, takeEarly } from '../../api/early.ts';

export type QuoteState =
  | { state: 'loading' }
  /** The link names no order. */
  | { state: 'empty' }
  /** Another customer's order: the visitor's session stands. */
  | { state: 'notYours' }
  /** No such order, or no session to read it with. */
  | { state: 'notFound' }
  | { state: 'error'; message: string }
  /** `at`: when it was read, the moment its validity is judged at. */
  | { state: 'ready'; order: Order; store: Store; at: number };

export const $quote = atom<QuoteState>({ state: 'loading' });

/**
 * A call's answer: the first time, from the request the page's head started as it was parsed
 * (src/layouts/Shell.astro) under `name` for `id`; else (a retry, another store) asked for now.
 */
function earlyOr<K extends CallId>(
  name: string,
  id: number,
  call: Call<K>,
  options: CallOptions<K>,
): Promise<CallResponse<K>> {
  const early = takeEarly(earlyKey(name, [id]));
  return early ? answerOf<K>(early) : callApi(call, options);
}

/**
 * The quoted order's store: its name, address, phone, services and clock. Without its schedule,
 * which a quote never shows: a smaller answer, read in less time on a slow phone.
 */
async function quoteStore(storeId: number): Promise<Store> {
  const options = { params: { storeId }, payload: {} };
  return (await earlyOr(EARLY_QUOTE_STORE, storeId, calls.store, options)).store;
}

/** The quoted order. */
async function quoteOrder(orderId: number): Promise<Order> {
  return (await earlyOr(EARLY_QUOTE_ORDER, orderId, calls.getOrder, { params: { orderId } })).order;
}

/** Loads the quote's order and store; the guest reads the failure's message. */
export async function loadQuote(orderId: number | null): Promise<Result<Order>> {
  if (orderId === null) {
    $quote.set({ state: 'empty' });
    return fail('No order was given.');
  }
  $quote.set({ state: 'loading' });
  // The guest's selected store is nearly always the quoted order's: asking for it beside the order
  // spares the sheet a second round trip before it can be drawn. When the order names another
  // store, or the early answer failed, its store is asked for after all.
  const guess = $selectedStoreId.get();
  const early = guess === null ? null : quoteStore(guess).catch(() => null);
  try {
    const order = await quoteOrder(orderId);
    const store =
      (order.store_id === guess ? await early : null) ?? (await quoteStore(order.store_id));
    // The sheet's first time in the store's zone loads the runtime's date formats: asked here, in
    // the task the answer arrived in, rather than inside the sheet's draw (docs/architecture.md §8:
    // TBT).
    validZone(store.timezone);
    $quote.set({ state: 'ready', order, store, at: Date.now() });
    return ok(order);
  } catch (err) {
    const failure = orderLinkFailure(err);
    if (failure === 'notYours') {
      $quote.set({ state: 'notYours' });
      return fail('This order is another customer’s.');
    }
    if (failure !== 'outage') {
      if (failure === 'sessionExpired' && $loggedIn.get()) expireSession();
      $quote.set({ state: 'notFound' });
      return fail('This order is not available.');
    }
    if (!(err instanceof ApiError)) console.warn('Loading the quote failed', err);
    const message = userMessage('generic', err);
    $quote.set({ state: 'error', message });
    return fail(message);
  }
}
