// docs/product.md §2.1 Order quote: the order named by the link and its store; failures in the
// guest's words (docs/product.md §8 "Any other failure"); another customer's order never ends the
// visitor's session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atom } from 'nanostores';
import { NOT_YOURS } from '../../../src/api/errors.ts';
import { failWith, line, order, scriptedApi } from '../fixtures.ts';
import {
  EARLY_QUOTE_ORDER,
  EARLY_QUOTE_STORE,
  EARLY_SLOT,
  earlyKey,
} from '../../../src/api/early.ts';

const api = scriptedApi();
// The proxy's answers are read by the real client (answerOf); only its own calls are scripted.
vi.mock('../../../src/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../../src/api/client.ts')>()),
  callApi: api.callApi,
}));
const $selectedStoreId = atom<number | null>(null);
vi.mock('../../../src/stores/order/order.ts', () => ({ $selectedStoreId }));
const expireSession = vi.fn();
const $loggedIn = atom(true);
vi.mock('../../../src/stores/account/session.ts', () => ({ expireSession, $loggedIn }));

const { $quote, loadQuote } = await import('../../../src/stores/quote/quote.ts');
const quoted = order([line(1, 2)], { order_id: 42 });
const store = { store_id: 102, name: 'Harbor Burger Co. Williamsburg' };

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  $loggedIn.set(true);
  $selectedStoreId.set(null);
  $quote.set({ state: 'loading' });
  vi.unstubAllGlobals();
});

describe('loadQuote', () => {
  it('reads the order by the link’s id, then its store without the schedule a quote never shows', async () => {
    api.answers.getOrder = () => ({ order: quoted });
    api.answers.store = () => ({ store });
    expect(await loadQuote(42)).toEqual({ ok: true, value: quoted });
    expect(api.calls).toEqual([
      { id: 'getOrder', options: { params: { orderId: 42 } } },
      { id: 'store', options: { params: { storeId: 102 }, payload: {} } },
    ]);
    expect($quote.get()).toEqual({ state: 'ready', order: quoted, store, at: expect.any(Number) });
  });

  const storesAsked = () =>
    api.calls.filter((c) => c.id === 'store').map((c) => c.options.params?.storeId);

  it.each([
    ['the selected store is the order’s: asked for beside the order, once', 102, [102]],
    ['another store is selected: the order’s store is asked for after it', 101, [101, 102]],
  ])('%s', async (_name, selected, asked) => {
    $selectedStoreId.set(selected);
    const order = Promise.withResolvers<{ order: typeof quoted }>();
    api.answers.getOrder = () => order.promise;
    api.answers.store = ({ params }) => ({ store: { ...store, store_id: params?.storeId } });
    const loaded = loadQuote(42);
    // The selected store is on its way before the order has answered.
    expect(api.calls.map((c) => c.id)).toEqual(['store', 'getOrder']);
    order.resolve({ order: quoted });
    expect(await loaded).toEqual({ ok: true, value: quoted });
    expect(storesAsked()).toEqual(asked);
    expect($quote.get()).toMatchObject({ state: 'ready', store: { store_id: 102 } });
  });

  it('the selected store failing early is asked for again once the order names it', async () => {
    $selectedStoreId.set(102);
    api.answers.getOrder = () => ({ order: quoted });
    let tries = 0;
    api.answers.store = () => {
      if (tries++ === 0) throw new Error('offline');
      return { store };
    };
    expect((await loadQuote(42)).ok).toBe(true);
    expect(storesAsked()).toEqual([102, 102]);
    expect($quote.get()).toMatchObject({ state: 'ready', store });
  });

  it('a link without an order is the empty state, with no call', async () => {
    expect((await loadQuote(null)).ok).toBe(false);
    expect($quote.get()).toEqual({ state: 'empty' });
    expect(api.calls).toEqual([]);
  });

  it('another customer’s order (the proxy found the session valid): not yours, nobody logged out', async () => {
    api.answers.getOrder = failWith(403, 'This belongs to another customer.', NOT_YOURS);
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get()).toEqual({ state: 'notYours' });
    expect(expireSession).not.toHaveBeenCalled();
  });

  it.each([401, 404])('%d: no such order here, nobody is logged out', async (s) => {
    api.answers.getOrder = failWith(s, 'Order not found');
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get()).toEqual({ state: 'notFound' });
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a session the proxy found over ends the local one too, for a signed-in visitor only', async () => {
    const expired = failWith(
      403,
      'Your session has expired. Please log in again.',
      'session_expired',
    );
    api.answers.getOrder = expired;
    await loadQuote(42);
    expect($quote.get()).toEqual({ state: 'notFound' });
    expect(expireSession).toHaveBeenCalledTimes(1);
    $loggedIn.set(false);
    await loadQuote(42);
    expect(expireSession).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a server error', failWith(502, 'upstream exploded')],
    ['no answer', failWith(0)],
  ])('%s: a generic message, never the upstream text', async (_name, answer) => {
    api.answers.getOrder = answer;
    expect(await loadQuote(42)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    });
    expect($quote.get()).toEqual({
      state: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('the store failing is an error too: a quote names its store', async () => {
    api.answers.getOrder = () => ({ order: quoted });
    api.answers.store = failWith(0);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get().state).toBe('error');
  });
});

describe('loadQuote with the calls the page’s head started (src/layouts/Shell.astro)', () => {
  const proxyAnswer = (status: number, body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  const GENERIC = { state: 'error', message: 'Something went wrong. Please try again.' };
  const storeCalls = () =>
    api.calls.filter((c) => c.id === 'store').map((c) => c.options.params?.storeId);
  /** The pending answers the inline scripts left, by the names they keep them under. */
  const headStarted = (answers: Record<string, Promise<Response>>) =>
    vi.stubGlobal(EARLY_SLOT, { ...answers });

  it('takes the order and its store from them: no call of its own', async () => {
    $selectedStoreId.set(102);
    headStarted({
      [earlyKey(EARLY_QUOTE_ORDER, [42])]: proxyAnswer(200, { data: { order: quoted } }),
      [earlyKey(EARLY_QUOTE_STORE, [102])]: proxyAnswer(200, { data: { store } }),
    });
    expect(await loadQuote(42)).toEqual({ ok: true, value: quoted });
    expect(api.calls).toEqual([]);
    expect($quote.get()).toMatchObject({ state: 'ready', order: quoted, store });
  });

  it('takes them once: a second load (Try again) asks itself', async () => {
    $selectedStoreId.set(102);
    headStarted({
      [earlyKey(EARLY_QUOTE_ORDER, [42])]: proxyAnswer(200, { data: { order: quoted } }),
      [earlyKey(EARLY_QUOTE_STORE, [102])]: proxyAnswer(200, { data: { store } }),
    });
    await loadQuote(42);
    api.answers.getOrder = () => ({ order: quoted });
    api.answers.store = () => ({ store });
    await loadQuote(42);
    expect(api.calls.map((c) => c.id)).toEqual(['store', 'getOrder']);
  });

  it('only the very call it would make: another order’s answer is left alone', async () => {
    headStarted({
      [earlyKey(EARLY_QUOTE_ORDER, [41])]: proxyAnswer(200, { data: { order: { order_id: 41 } } }),
    });
    api.answers.getOrder = () => ({ order: quoted });
    api.answers.store = () => ({ store });
    expect(await loadQuote(42)).toEqual({ ok: true, value: quoted });
    expect(api.calls.map((c) => c.id)).toEqual(['getOrder', 'store']);
  });

  it('the selected store is not the order’s: the order’s store is asked for after it', async () => {
    $selectedStoreId.set(101);
    headStarted({
      [earlyKey(EARLY_QUOTE_ORDER, [42])]: proxyAnswer(200, { data: { order: quoted } }),
      [earlyKey(EARLY_QUOTE_STORE, [101])]: proxyAnswer(200, {
        data: { store: { ...store, store_id: 101 } },
      }),
    });
    api.answers.store = () => ({ store });
    expect((await loadQuote(42)).ok).toBe(true);
    expect(storeCalls()).toEqual([102]);
    expect($quote.get()).toMatchObject({ state: 'ready', store: { store_id: 102 } });
  });

  it.each([
    [
      'another customer’s order',
      () => proxyAnswer(403, { error: { code: NOT_YOURS, message: 'not yours' } }),
      { state: 'notYours' },
    ],
    ['a server error', () => proxyAnswer(502, { data: { error: 'upstream exploded' } }), GENERIC],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), GENERIC],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>')), GENERIC],
  ])('%s: read as its own call would be', async (_name, answer, state) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    headStarted({ [earlyKey(EARLY_QUOTE_ORDER, [42])]: answer() });
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get()).toEqual(state);
    expect(expireSession).not.toHaveBeenCalled();
  });
});
