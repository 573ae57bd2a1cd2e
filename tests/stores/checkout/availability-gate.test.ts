// docs/kitchen.md §2, Checkout: what stands in the way of paying is said when Checkout opens, and
// the rules that word it load only when the tenant API reports something unavailable.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { line as aLine, memoryStorage, order } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());

const { $order, $selectedStore } = await import('../../../src/stores/order/current.ts');
const { $orderId } = await import('../../../src/stores/order/order.ts');
const { $live } = await import('../../../src/stores/menu/availability.ts');
const { $checkoutBlock, checkAtOpen, blockedBeforePaying } =
  await import('../../../src/stores/checkout/availability-gate.ts');

/** A line of one item, as the server's order has it. */
const line = (item_id: number, menu_item_id: number, name: string) =>
  aLine(item_id, 1, { menu_item_id, name });

/** The open order 5 at Fulton Street (store 101) with these lines. */
const openOrder = (items: ReturnType<typeof line>[]) =>
  order(items, { order_id: 5, status: 'open', store_id: 101 });

const NOTHING = {
  store_id: 101,
  is_paused: false,
  paused_until: null,
  sold_out_item_ids: [],
  sold_out_option_ids: [],
};

/** What the availability call answers: a body, or an HTTP status without one. */
let answer: object | number;
let asked = 0;

beforeEach(() => {
  asked = 0;
  $live.set(null);
  $checkoutBlock.set(null);
  $selectedStore.set({ store_id: 101, name: 'Fulton Street', timezone_offset_mins: -300 } as never);
  // The order of this browser, as Checkout has it.
  $orderId.set(5);
  $order.set(openOrder([line(1, 1012, 'Onion Rings')]));
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      asked += 1;
      return Promise.resolve(
        typeof answer === 'number'
          ? new Response(JSON.stringify({ error: { message: 'No' } }), { status: answer })
          : new Response(JSON.stringify({ data: { availability: answer } })),
      );
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('Checkout’s availability check when it opens', () => {
  it.each([
    ['nothing unavailable', NOTHING],
    ['an API without the call', 404],
    ['a failed call', 503],
  ] as const)('%s: no reason shown, nothing kept', async (_what, a) => {
    answer = a;
    await checkAtOpen(101);
    expect(asked).toBe(1);
    expect($checkoutBlock.get()).toBeNull();
    expect($live.get()).toBeNull();
  });

  it.each([
    [
      'a line sold out',
      { ...NOTHING, sold_out_item_ids: [1012] },
      'Onion Rings is no longer available as ordered (sold out today). Remove it or pick another option in your cart, then pay.',
    ],
    [
      'a paused store',
      { ...NOTHING, is_paused: true },
      'Fulton Street is paused and not taking orders right now. Your cart is kept: you can pay once the store is back.',
    ],
  ] as const)('%s: the reason, before anything is filled in', async (_what, a, reason) => {
    answer = a;
    await checkAtOpen(101);
    expect($checkoutBlock.get()).toBe(reason);
    // It follows the order: the line removed, nothing stands in the way.
    if (a.sold_out_item_ids.length) {
      $order.set(openOrder([line(2, 1013, 'Fries')]));
      expect($checkoutBlock.get()).toBeNull();
    }
  });

  it('asks again right before paying, and shows what it then says', async () => {
    answer = NOTHING;
    await checkAtOpen(101);
    answer = { ...NOTHING, sold_out_item_ids: [1012] };
    expect(await blockedBeforePaying(101)).toMatch(/^Onion Rings is no longer available/);
    expect($checkoutBlock.get()).toMatch(/^Onion Rings is no longer available/);
    expect(asked).toBe(2);
  });
});
