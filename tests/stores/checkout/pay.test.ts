// docs/product.md §7.3 Pay, §4.6; docs/architecture.md §6: PLACE ORDER pays once per attempt — a
// double click sends one request, a retry after no answer reuses the key, a decline starts a new
// attempt.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
const assign = vi.fn();
vi.stubGlobal('location', {
  pathname: '/101/checkout',
  href: 'http://burger.localhost/101/checkout',
  search: '',
  hash: '',
  assign,
});
const openOrderDetails = vi.fn();
vi.mock('../../../src/stores/order/details.ts', () => ({ openOrderDetails }));

const { $order } = await import('../../../src/stores/order/current.ts');
const { $orderId } = await import('../../../src/stores/order/order.ts');
const { $loggedIn, $customerId } = await import('../../../src/stores/account/session.ts');
const { $selectedPaymentMethod, $checkoutErrors } =
  await import('../../../src/stores/checkout/checkout.ts');
const { $attempt, placeOrder } = await import('../../../src/stores/checkout/pay.ts');
const { $fraudSessionId, $merchantId } = await import('../../../src/stores/checkout/data.ts');

const order = {
  order_id: 5,
  status: 'open',
  store_id: 101,
  restaurant: { store_id: 101 },
  customer: { customer_id: 9, is_guest: false },
  service_type_id: 1,
  is_asap: true,
  ready_ts: null,
  dp_stamp: null,
  guest_count: null,
  address_id: null,
  items: [
    {
      item_id: 1,
      menu_item_id: 1012,
      name: 'Onion Rings',
      quantity: 2,
      unit_price_cents: 549,
      total_cents: 1098,
      note: null,
      auto: false,
      options: [],
    },
  ],
  charges: {
    subtotal_cents: 1098,
    tax_cents: 97,
    delivery_fee_cents: 0,
    tip_cents: 0,
    discount_cents: 0,
    total_cents: 1195,
    lines: [],
  },
  discounts: [],
  payments: [],
  balance_due_cents: 1195,
  note: null,
  include_utensils: false,
  delivery_instructions: null,
  checkin_info: null,
  created_at: '2026-11-23T17:00:00Z',
  placed_at: null,
} as const;

type Answer = { status: number; body: unknown };
let answers: Answer[] = [];
const paid: { idempotency_key: string }[] = [];
/**
 * The store's live availability (docs/kitchen.md §2); undefined: no answer (503), and Checkout pays
 * as before. (A 404 would tell the page the API has no such call, for the rest of the file.)
 */
let live: object | undefined;

beforeEach(() => {
  answers = [];
  paid.length = 0;
  live = undefined;
  // Checkout only logs an availability check that got no answer; the tests read what it does.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  assign.mockClear();
  openOrderDetails.mockClear();
  $attempt.set(null);
  $checkoutErrors.set({});
  $order.set(structuredClone(order) as never);
  $orderId.set(5);
  $loggedIn.set(true);
  $customerId.set(9);
  $selectedPaymentMethod.set({ type: 'saved_card', card_id: 3 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const req = JSON.parse(init.body as string) as {
        path: string;
        payload: { idempotency_key: string };
      };
      if (req.path === '/orders/5')
        return new Response(JSON.stringify({ data: { order: $order.value } }));
      if (req.path === '/stores/101/availability')
        return live
          ? new Response(JSON.stringify({ data: { availability: live } }))
          : new Response(JSON.stringify({ error: { message: 'Unavailable' } }), { status: 503 });
      if (req.path !== '/orders/5/payment')
        return new Response(JSON.stringify({ data: {} }), { status: 500 });
      paid.push(req.payload);
      await new Promise((r) => setTimeout(r, 5));
      const a = answers.shift() ?? {
        status: 200,
        body: {
          data: {
            order: { ...order, status: 'placed' },
            payment: { payment_id: 1, status: 'approved', amount_cents: 1195, message: null },
          },
        },
      };
      return new Response(JSON.stringify(a.body), { status: a.status });
    }),
  );
});

describe('placeOrder', () => {
  it('a double click pays once and goes to Confirmation', async () => {
    await Promise.all([placeOrder(), placeOrder()]);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(assign).toHaveBeenCalledWith('/confirmation/5');
    expect($orderId.get()).toBeNull();
    expect($attempt.get()).toBeNull();
  });

  it('sends the fraud session with the payment, and forgets it once the order is paid (docs/product.md §7.7)', async () => {
    $merchantId.set('900100');
    $fraudSessionId.set('a'.repeat(32));
    await placeOrder();
    expect(paid[0]).toMatchObject({
      risk: { fraud_session_id: 'a'.repeat(32), merchant_id: '900100' },
    });
    expect($fraudSessionId.get()).toBeNull();
    expect($merchantId.get()).toBe('900100');
  });

  it('keeps the fraud session for a retry of the same order', async () => {
    $merchantId.set('900100');
    $fraudSessionId.set('b'.repeat(32));
    answers = [{ status: 502, body: { error: { code: 'upstream', message: 'unreachable' } } }];
    await placeOrder();
    expect($fraudSessionId.get()).toBe('b'.repeat(32));
  });

  it('a retry after no answer sends the same key', async () => {
    answers = [
      {
        status: 502,
        body: { error: { code: 'upstream', message: 'The ordering service could not be reached' } },
      },
    ];
    await placeOrder();
    expect(assign).not.toHaveBeenCalled();
    // docs/product.md §8 "Create/update order, other failure": a 5xx's text is the proxy's, not the
    // server's answer to the guest, so docs/product.md's fallback.
    expect($checkoutErrors.get().place).toBe('Something went wrong. Please try again later');
    await placeOrder();
    expect(paid.map((p) => p.idempotency_key)).toEqual([
      paid[0]!.idempotency_key,
      paid[0]!.idempotency_key,
    ]);
    expect(assign).toHaveBeenCalledWith('/confirmation/5');
  });

  it('a decline shows the server’s message and the next try is a new attempt', async () => {
    answers = [
      {
        status: 402,
        body: {
          data: {
            error: 'Your card was declined. Please use another card.',
            code: 'card_declined',
          },
        },
      },
    ];
    await placeOrder();
    expect($checkoutErrors.get().place).toBe('Your card was declined. Please use another card.');
    expect($attempt.get()).toBeNull();
    expect($orderId.get()).toBe(5);
    await placeOrder();
    expect(paid[1]!.idempotency_key).not.toBe(paid[0]!.idempotency_key);
  });

  it.each([
    [
      'ready_ts_passed',
      'Order time passed. Please select an order time that is after the current time.',
      { origin: 'order-time-passed', message: undefined },
    ],
    [
      'lead_time',
      'We need at least 30 minutes to prepare this order.',
      { origin: 'need-more-time', message: 'We need at least 30 minutes to prepare this order.' },
    ],
    [
      // docs/kitchen.md §1: the slot filled meanwhile.
      'slot_full',
      'The 12:30 PM slot is full. The next free time is 12:45 PM.',
      {
        origin: 'need-more-time',
        message: 'The 12:30 PM slot is full. The next free time is 12:45 PM.',
      },
    ],
  ])('%s reopens the order details modal', async (code, error, request) => {
    answers = [{ status: 400, body: { data: { error, code } } }];
    await placeOrder();
    await vi.waitFor(() => expect(openOrderDetails).toHaveBeenCalledWith(request));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the store paused',
      { is_paused: true, paused_until: null, sold_out_item_ids: [] },
      'This store is paused and not taking orders right now. Your cart is kept: you can pay once the store is back.',
    ],
    [
      'a line sold out',
      { is_paused: false, paused_until: null, sold_out_item_ids: [1012] },
      'Onion Rings is no longer available as ordered (sold out today). Remove it or pick another option in your cart, then pay.',
    ],
  ])(
    'checkout rule: with %s just before paying, nothing is sent and Checkout says why',
    async (_n, now, message) => {
      live = { store_id: 101, sold_out_option_ids: [], ...now };
      await placeOrder();
      expect(paid).toHaveLength(0);
      expect($checkoutErrors.get().place).toBe(message);
    },
  );

  it('without a payment method nothing is sent', async () => {
    $selectedPaymentMethod.set(null);
    await placeOrder();
    expect(paid).toHaveLength(0);
    expect($checkoutErrors.get().place).toBe('Please choose how you want to pay.');
  });
});
