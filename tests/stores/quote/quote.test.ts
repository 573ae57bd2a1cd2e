// SPEC §2.1 Order quote: the order named by the link and its store; failures in the guest's words
// (SPEC §8 "Any other failure"), and never the current order's session expiry.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const fetchStore = vi.fn();
vi.mock('../../../src/stores/order/current.ts', () => ({
  fetchStore: (...a: unknown[]) => fetchStore(...a) as unknown,
}));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', () => ({ expireSession }));

const { $quote, loadQuote } = await import('../../../src/stores/quote/quote.ts');
const quoted = order([line(1, 2)], { order_id: 42 });
const store = { store_id: 102, name: 'Harbor Burger Co. Williamsburg' };

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  fetchStore.mockReset();
  $quote.set({ state: 'loading' });
});

describe('loadQuote', () => {
  it('reads the order by the link’s id, then its store', async () => {
    api.answers.getOrder = () => ({ order: quoted });
    fetchStore.mockResolvedValue(store);
    expect(await loadQuote(42)).toEqual({ ok: true, value: quoted });
    expect(api.calls).toEqual([{ id: 'getOrder', options: { params: { orderId: 42 } } }]);
    expect(fetchStore).toHaveBeenCalledWith(102);
    expect($quote.get()).toEqual({ state: 'ready', order: quoted, store, at: expect.any(Number) });
  });

  it('a link without an order is the empty state, with no call', async () => {
    expect((await loadQuote(null)).ok).toBe(false);
    expect($quote.get()).toEqual({ state: 'empty' });
    expect(api.calls).toEqual([]);
  });

  it.each([401, 403, 404])('%d: the quote is unavailable here, nobody is logged out', async (s) => {
    api.answers.getOrder = failWith(s, 'Your session has expired. Please log in again.');
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get()).toEqual({ state: 'unavailable' });
    expect(expireSession).not.toHaveBeenCalled();
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
    fetchStore.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await loadQuote(42)).ok).toBe(false);
    expect($quote.get().state).toBe('error');
  });
});
