// docs/product.md §2.3 cart, §7.3 cart calls, §8: the cart panel's actions with the API client
// mocked — one request per double click, the server's words on failure, nothing lost, 403 ends
// the session.
import * as m from '#messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { failWith as fail, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));

const panel = await import('../../../src/stores/cart/panel.ts');
const { $orderId } = await import('../../../src/stores/order/order.ts');
const { $order } = await import('../../../src/stores/order/current.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');

beforeEach(() => {
  calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  vi.mocked(showToast).mockReset();
  $orderId.set(7);
  $order.set(order([line(1, 2)]));
  panel.clearCartError();
});

describe('quantity and remove', () => {
  it('a double press sends one change; the line is free again after the answer', async () => {
    api.answers.saveItem = ({ payload }) => ({
      order: order([line(1, Number(payload?.quantity))]),
    });
    await Promise.all([panel.changeQuantity(1, 3), panel.changeQuantity(1, 3)]);
    expect(calls.map((c) => c.id)).toEqual(['saveItem']);
    expect(calls[0]!.options.payload).toEqual({ item_id: 1, menu_item_id: 1001, quantity: 3 });
    expect($order.value!.items[0]!.quantity).toBe(3);
    expect(panel.$pendingLines.get().size).toBe(0);
  });

  it('quantity 0 removes the line', async () => {
    api.answers.removeItem = () => ({ order: order([]) });
    await panel.changeQuantity(1, 0);
    expect(calls).toEqual([{ id: 'removeItem', options: { params: { orderId: 7, itemId: 1 } } }]);
    expect($order.value!.items).toEqual([]);
  });

  it.each([
    ['the server’s words', 409, 'Onion Rings is out of stock', 'Onion Rings is out of stock'],
    ['no words: the general text', 500, '', m.errors_somethingWentWrongLater],
  ])('a failure shows %s and keeps the cart', async (_, status, message, shown) => {
    api.answers.saveItem = fail(status, message);
    await panel.changeQuantity(1, 3);
    expect(panel.$cartError.get()).toBe(shown);
    expect($order.value!.items[0]!.quantity).toBe(2);
    expect(expireSession).not.toHaveBeenCalled();
  });

  it('a 403 ends the session (docs/product.md §8)', async () => {
    api.answers.removeItem = fail(403, 'forbidden');
    await panel.removeCartLine(1);
    expect(expireSession).toHaveBeenCalledWith(m.errors_sessionExpired);
    expect(panel.$cartError.get()).toBe(m.errors_sessionExpired);
  });

  it('the next change clears the last error', async () => {
    panel.$cartError.set('old');
    api.answers.saveItem = ({ payload }) => ({
      order: order([line(1, Number(payload?.quantity))]),
    });
    await panel.changeQuantity(1, 3);
    expect(panel.$cartError.get()).toBeNull();
  });
});

describe('a suggestion added', () => {
  it('adds one, toasts, and a double click sends once', async () => {
    api.answers.saveItem = () => ({ order: order([line(1, 2), line(2, 1)]) });
    await Promise.all([panel.addOne(1042, 'Fresh Lemonade'), panel.addOne(1042, 'Fresh Lemonade')]);
    expect(calls.map((c) => c.options.payload)).toEqual([{ menu_item_id: 1042, quantity: 1 }]);
    expect(showToast).toHaveBeenCalledWith('Fresh Lemonade added to your order', {
      kind: 'success',
    });
  });
});
