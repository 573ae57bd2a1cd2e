// docs/product.md §3 display_promos_and_rewards_on_cart, §4.6, §7.3 discount calls, §8: the one
// discounts store the cart, Checkout and the pending-discounts modal share, with the API client
// mocked.
import * as m from '#messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors.ts';
import { failWith as fail, line, order, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
const { calls } = api;
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const expireSession = vi.fn();
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));

const discounts = await import('../../../src/stores/discounts/discounts.ts');
const { $pendingDiscounts, applyPendingDiscount } =
  await import('../../../src/stores/discounts/pending.ts');
const { $orderId } = await import('../../../src/stores/order/order.ts');
const { $order } = await import('../../../src/stores/order/current.ts');

beforeEach(() => {
  calls.length = 0;
  api.answers = {};
  expireSession.mockReset();
  $orderId.set(7);
  $order.set(order([line(1, 2)]));
  discounts.$availableDiscounts.set([]);
});

describe('discounts', () => {
  it('an invalid code returns the server’s text and leaves the order as it was', async () => {
    api.answers.redeemDiscount = fail(404, 'This promo code is not valid');
    expect(await discounts.applyPromoCode(' NOPE ')).toEqual({
      ok: false,
      message: 'This promo code is not valid',
    });
    expect(calls[0]!.options.payload).toEqual({ code: 'NOPE' });
    expect($order.value!.discounts).toEqual([]);
  });

  it('applying a code takes the server’s order and reloads what is still available', async () => {
    const applied = order([line(1, 2)], {
      discounts: [{ discount_id: 1, code: 'WELCOME10', name: 'Welcome 10% off', amount_cents: 20 }],
    });
    api.answers.redeemDiscount = () => ({ order: applied });
    api.answers.availableDiscounts = () => ({
      discounts: [{ discount_id: 3, name: 'First order', description: '', code: null }],
    });
    expect(await discounts.applyPromoCode('WELCOME10')).toEqual({ ok: true, value: true });
    expect($order.value).toBe(applied);
    await vi.waitFor(() => expect(discounts.$availableDiscounts.get()).toHaveLength(1));
  });

  it('remove sends the discount id; a second press while pending sends nothing', async () => {
    api.answers.removeDiscount = () => ({ order: order([line(1, 2)]) });
    api.answers.availableDiscounts = () => ({ discounts: [] });
    const [first, second] = await Promise.all([
      discounts.removeDiscount(1),
      discounts.removeDiscount(1),
    ]);
    // The second is not sent (value false) and is no failure either.
    expect([first, second]).toEqual([
      { ok: true, value: true },
      { ok: true, value: false },
    ]);
    expect(calls.filter((c) => c.id === 'removeDiscount')).toEqual([
      { id: 'removeDiscount', options: { params: { orderId: 7 }, payload: { discount_id: 1 } } },
    ]);
  });
});

describe('failures and guards', () => {
  it('an empty code is docs/product.md’s message and nothing is sent', async () => {
    expect(await discounts.applyPromoCode('   ')).toEqual({
      ok: false,
      message: 'Please enter a promo code',
    });
    expect(calls).toEqual([]);
  });

  it.each([
    [
      '403 ends the session',
      new ApiError(403, 'forbidden', 'Forbidden'),
      m.errors_sessionExpired,
      true,
    ],
    [
      'no answer',
      new ApiError(0, 'network', 'The network is unavailable'),
      m.errors_somethingWentWrongLater,
      false,
    ],
    ['no server text', new ApiError(502, 'http_502', ''), m.errors_somethingWentWrongLater, false],
  ])('%s', async (_name, error, message, expired) => {
    api.answers.redeemDiscount = () => {
      throw error;
    };
    expect(await discounts.applyDiscount(3)).toEqual({ ok: false, message });
    if (expired) expect(expireSession).toHaveBeenCalledWith(m.errors_sessionExpired);
    else expect(expireSession).not.toHaveBeenCalled();
  });

  it('without an order nothing is sent and nothing fails', async () => {
    $orderId.set(null);
    expect(await discounts.removeDiscount(1)).toEqual({ ok: true, value: false });
    expect(calls).toEqual([]);
  });
});

describe('what is offered', () => {
  it('an applied discount is not offered again', () => {
    discounts.$availableDiscounts.set([
      { discount_id: 1, name: 'Welcome', description: '', code: 'WELCOME10' },
      { discount_id: 3, name: 'First order', description: '', code: null },
    ] as never);
    const current = order([line(1, 2)], {
      discounts: [{ discount_id: 1, name: 'Welcome', amount_cents: 20 }],
    });
    // Watching the order loads it: answer with the same order.
    api.answers.getOrder = () => ({ order: current });
    $order.set(current);
    expect(discounts.$offeredDiscounts.get().map((d) => d.discount_id)).toEqual([3]);
  });
});

// docs/product.md §4.6: the pending-discounts modal uses the same action; an applied one leaves the
// list.
describe('pending discounts', () => {
  it('applying one sends it once and takes it off the offer', async () => {
    $pendingDiscounts.set([
      { discount_id: 3, name: 'First order', description: '', code: null },
      { discount_id: 4, name: 'Lunch', description: '', code: null },
    ] as never);
    api.answers.redeemDiscount = () => ({ order: order([line(1, 2)]) });
    api.answers.availableDiscounts = () => ({ discounts: [] });
    expect(await applyPendingDiscount(3)).toEqual({ ok: true, value: true });
    expect(calls[0]).toEqual({
      id: 'redeemDiscount',
      options: { params: { orderId: 7 }, payload: { discount_id: 3 } },
    });
    expect($pendingDiscounts.get().map((d) => d.discount_id)).toEqual([4]);
  });

  it('a failure keeps it offered and says why', async () => {
    $pendingDiscounts.set([
      { discount_id: 3, name: 'First order', description: '', code: null },
    ] as never);
    api.answers.redeemDiscount = () => {
      throw new ApiError(409, 'not_eligible', 'This discount no longer applies');
    };
    expect(await applyPendingDiscount(3)).toEqual({
      ok: false,
      message: 'This discount no longer applies',
    });
    expect($pendingDiscounts.get()).toHaveLength(1);
  });
});
