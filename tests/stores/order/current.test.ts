// docs/product.md §8: loading the current order — a 403 ends the session; any other failure is said
// in the guest's words so the screen waiting for the order can offer a retry; adding an item during
// an outage never shows the tenant API's internal text ("Injected fault").
import * as m from '#messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { failWith, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));
const showToast = vi.fn();
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: (m: string) => showToast(m) }));

const { $order, $orderLoadError, loadOrder, ORDER_GONE_MESSAGE } =
  await import('../../../src/stores/order/current.ts');
const { $orderId } = await import('../../../src/stores/order/order.ts');
const { saveLine } = await import('../../../src/stores/cart/cart.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  $orderId.set(7);
  $order.set(null);
  $orderLoadError.set(null);
});

describe('loadOrder', () => {
  it.each([
    ['the fault injector’s 503', failWith(503, 'Injected fault', 'injected_fault')],
    ['no answer', failWith(0, 'The network is unavailable')],
    ['a proxy timeout', failWith(504, 'The ordering service took too long', 'upstream_timeout')],
  ])('%s: a failure to show, not an endless load', async (_, answer) => {
    api.answers.getOrder = answer;
    expect(await loadOrder()).toBeNull();
    expect($orderLoadError.get()).toBe(m.errors_somethingWentWrong);
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a retry clears the failure while it loads, and the order arrives', async () => {
    api.answers.getOrder = failWith(503, 'Injected fault', 'injected_fault');
    await loadOrder();
    const current = order([line(1, 2)]);
    let seenWhileLoading: string | null = 'unset';
    api.answers.getOrder = () => {
      seenWhileLoading = $orderLoadError.get();
      return { order: current };
    };
    expect(await loadOrder()).toEqual(current);
    expect(seenWhileLoading).toBeNull();
    expect($orderLoadError.get()).toBeNull();
    expect($order.get()).toEqual(current);
  });

  it('a missing order is forgotten with a word, not retried for ever', async () => {
    showToast.mockReset();
    api.answers.getOrder = failWith(404, 'Order not found');
    expect(await loadOrder()).toBeNull();
    expect($orderId.get()).toBeNull();
    expect($orderLoadError.get()).toBeNull();
    expect(showToast).toHaveBeenCalledWith(ORDER_GONE_MESSAGE);
  });

  it('403 is docs/product.md §8’s expired session, not a retry', async () => {
    api.answers.getOrder = failWith(403, 'Your session has expired. Please log in again.');
    await loadOrder();
    expect(expireSession).toHaveBeenCalledWith(m.errors_sessionExpired);
    expect($orderLoadError.get()).toBeNull();
    expect($orderId.get()).toBeNull();
  });

  it('an answer older than the order set while it travelled changes nothing (docs/product.md §4.1)', async () => {
    // Asked before an item was added, answered after the add's own answer.
    const before = order([]);
    const added = order([line(1, 1)]);
    $order.set(before);
    api.answers.getOrder = () => {
      $order.set(added);
      return { order: before };
    };
    await loadOrder();
    expect($order.get()).toBe(added);
    // Asked as a guest, answered "not yours" once the session was the customer's, after the
    // sign-in had handed the order over: it stays, with no word of its being gone.
    showToast.mockReset();
    const handedOver = order([line(1, 1)], { customer: { customer_id: 3, is_guest: false } });
    api.answers.getOrder = () => {
      $order.set(handedOver);
      return failWith(403, 'This belongs to another customer.', 'not_yours')();
    };
    await loadOrder();
    expect($order.get()).toBe(handedOver);
    expect($orderId.get()).toBe(7);
    expect(showToast).not.toHaveBeenCalled();
    // With nothing set meanwhile, "not yours" still forgets it.
    api.answers.getOrder = failWith(403, 'This belongs to another customer.', 'not_yours');
    await loadOrder();
    expect($orderId.get()).toBeNull();
    expect(showToast).toHaveBeenCalledWith(ORDER_GONE_MESSAGE);
  });

  it('a failure of an order the guest has left says nothing', async () => {
    const next = order([line(1, 1)], { order_id: 8 });
    let n = 0;
    api.answers.getOrder = () => {
      if (n++ > 0) return { order: next };
      $orderId.set(8);
      return failWith(503, 'Injected fault', 'injected_fault')();
    };
    await loadOrder();
    await vi.waitFor(() => expect($order.get()).toEqual(next));
    expect($orderLoadError.get()).toBeNull();
  });
});

describe('adding an item during an outage (docs/product.md §8 "Create/update order, other failure")', () => {
  it.each([
    ['the fault injector’s 503', failWith(503, 'Injected fault', 'injected_fault')],
    ['no answer', failWith(0, 'The network is unavailable')],
  ])('%s: docs/product.md’s text, never the upstream one', async (_, answer) => {
    api.answers.saveItem = answer;
    const saved = await saveLine({ menu_item_id: 1001, quantity: 1 }, 'Burger');
    expect(saved).toEqual({ ok: false, message: m.errors_somethingWentWrongLater });
  });

  it('the API’s own sentence for the call is shown', async () => {
    api.answers.saveItem = failWith(404, 'This item is not on the menu of this store');
    const saved = await saveLine({ menu_item_id: 1001, quantity: 1 }, 'Burger');
    expect(saved).toEqual({ ok: false, message: 'This item is not on the menu of this store' });
  });
});
