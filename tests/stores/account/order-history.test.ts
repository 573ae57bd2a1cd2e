// docs/product.md §7.2: the customer's orders newest first with their stores;
// a failure is the error state with a retry; a 403 ends the session (docs/product.md §4.1, §8).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: () => expireSession(),
}));

const { $orderHistory, loadOrderHistory } =
  await import('../../../src/stores/account/order-history.ts');
const session = await import('../../../src/stores/account/session.ts');

const older = order([line(1, 1)], { order_id: 1, placed_at: '2026-10-01T12:00:00Z' });
const newer = order([line(2, 1)], { order_id: 2, placed_at: '2026-11-01T12:00:00Z' });

beforeEach(() => {
  calls.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expireSession.mockClear();
  session.$customerId.set(42);
  api.answers = {
    orderHistory: () => ({ orders: [older, newer] }),
    stores: () => ({ stores: [{ store_id: 102, name: 'Harbor' }] }),
  };
});

describe('loadOrderHistory', () => {
  it('lists the orders newest first, with their stores by id', async () => {
    await loadOrderHistory();
    const state = $orderHistory.get();
    expect(state.status).toBe('ready');
    expect(state.orders.map((o) => o.order_id)).toEqual([2, 1]);
    expect(state.stores[102]?.name).toBe('Harbor');
    expect(calls.find((c) => c.id === 'orderHistory')!.options.params).toEqual({ customerId: 42 });
  });

  it('without the store list the orders still show', async () => {
    api.answers.stores = failWith(500);
    await loadOrderHistory();
    expect($orderHistory.get()).toMatchObject({ status: 'ready', stores: {} });
  });

  it('a failure is the error state in the guest’s words', async () => {
    api.answers.orderHistory = failWith(500, 'db down');
    await loadOrderHistory();
    expect($orderHistory.get()).toMatchObject({
      status: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('a 403 ends the session', async () => {
    api.answers.orderHistory = failWith(403, 'Forbidden', 'session_expired');
    await loadOrderHistory();
    expect(expireSession).toHaveBeenCalledOnce();
    expect($orderHistory.get()).toMatchObject({
      status: 'error',
      message: 'Your session has expired. Please log in again.',
    });
  });
});
