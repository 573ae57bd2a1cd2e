/**
 * Every refusal of the sandbox tenant API: status, message and machine code (docs/product.md §8
 * shapes).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, cardToken, resetAt } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z'; // Wednesday: 12:00 New York, 09:00 Los Angeles

let c: Client;
let me = 0;
beforeEach(async () => {
  c = await resetAt('burger', T0);
  me = await c.login();
});

async function pickupOrder(storeId = 101): Promise<number> {
  const r = await c.call(
    'saveOrder',
    {},
    { customer_id: me, is_asap: true, store_id: storeId, service_type_id: 1 },
  );
  expect(r.status).toBe(200);
  return r.body.order.order_id;
}

describe('routing and validation', () => {
  it.each([
    ['GET', '/nowhere'],
    ['PATCH', '/stores'],
    ['POST', '/stores/101'],
    ['GET', '/stores/abc'],
    ['GET', '/customers/1/../orders'],
  ])('%s %s is not a call: 404', async (method, path) => {
    const r = await c.raw(method, path);
    expect([r.status, r.body]).toEqual([404, { error: 'Not found' }]);
  });

  it.each([
    [
      'a bad field',
      'register',
      {
        email: 'x@example.com',
        password: 'Secret123!',
        first_name: 'A',
        last_name: 'B',
        phone: '12345',
        auto_login: true,
        email_optin: false,
        sms_optin: false,
      },
      /^phone: Use 10 digits$/,
    ],
    ['a missing field', 'login', { username: 'demo@example.com' }, /^password: is required$/],
    [
      'an unknown field',
      'login',
      { username: 'a', password: 'b', admin: true },
      /unknown field admin/,
    ],
    [
      'the closest union branch',
      'password',
      { email: 'demo@example.com' },
      /^reset: expected true$/,
    ],
  ] as const)('names the field for %s: 400', async (_what, id, payload, message) => {
    const r = await c.call(id, {}, payload);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_request');
    expect(r.body.error).toMatch(message);
  });

  it('types GET query parameters from the schema and refuses what does not fit', async () => {
    expect((await c.raw('GET', '/stores?latitude=abc&longitude=-74')).body.error).toMatch(
      /^latitude: expected number/,
    );
    expect((await c.raw('GET', '/stores?service_schedule=maybe')).body.error).toMatch(
      /^service_schedule: expected boolean/,
    );
    expect((await c.raw('GET', '/stores?colour=red')).body.error).toMatch(/unknown field colour/);
    expect(
      (await c.raw('GET', '/stores?query=10038')).body.stores.map(
        (s: { store_id: number }) => s.store_id,
      ),
    ).toEqual([101]);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await c.raw('POST', '/customers/login', undefined, {});
    expect(res.status).toBe(400); // empty body is {} and misses fields
    const bad = await (
      await import('../../src/sandbox/index.server.ts')
    ).sandboxFetch(
      'burger',
      new Request('http://sandbox.internal/customers/login', { method: 'POST', body: '{nope' }),
    );
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { error: 'The request body is not valid JSON', code: 'invalid_json' },
    ]);
  });

  it('answers 404 for an unknown tenant id', async () => {
    const { sandboxFetch } = await import('../../src/sandbox/index.server.ts');
    const r = await sandboxFetch('../etc', new Request('http://sandbox.internal/stores'));
    expect(r.status).toBe(404);
  });
});

describe('sessions', () => {
  it.each([
    ['me', {}],
    ['listAddresses', { customerId: 1 }],
    ['getOrder', { orderId: 1 }],
    ['loyalty', { customerId: 1 }],
  ] as const)('%s without a session: 401 Please log in', async (id, params) => {
    const r = await new Client('burger').call(id, params);
    expect([r.status, r.body.error]).toEqual([401, 'Please log in']);
  });

  it('another customer’s id or order: 403 session expired', async () => {
    const orderId = await pickupOrder();
    const other = new Client('burger');
    const otherId = await other.login('manager@example.com');
    const expired = {
      error: 'Your session has expired. Please log in again.',
      code: 'session_expired',
    };
    for (const r of [
      await other.call('listAddresses', { customerId: me }),
      await other.call('getOrder', { orderId }),
      await other.call(
        'saveOrder',
        {},
        { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
      ),
      await c.call('updateCustomer', { customerId: otherId }, { first_name: 'X' }),
    ]) {
      expect([r.status, r.body]).toEqual([403, expired]);
    }
  });

  it('an invalid auth value is no session', async () => {
    c.auth = 'forged';
    expect((await c.call('me')).status).toBe(401);
  });
});

describe('accounts', () => {
  it('duplicate registration: 409', async () => {
    const r = await new Client('burger').call(
      'register',
      {},
      {
        email: 'Demo@Example.com',
        password: 'Secret123!',
        first_name: 'A',
        last_name: 'B',
        phone: '2125550111',
        auto_login: true,
        email_optin: false,
        sms_optin: false,
      },
    );
    expect([r.status, r.body]).toEqual([
      409,
      { error: 'An account with this email already exists', code: 'email_taken' },
    ]);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [
      'phone',
      { phone: '1125550111' },
      "phone: Please enter a valid phone number. Phone number can't start with 0 or 1",
    ],
    ['age', { birthdate: '2020-01-01' }, 'birthdate: You must be at least 13 years old to sign up'],
  ])('registration checks the %s', async (_f, change, message) => {
    const r = await new Client('burger').call(
      'register',
      {},
      {
        email: 'x@example.com',
        password: 'Secret123!',
        first_name: 'A',
        last_name: 'B',
        phone: '2125550111',
        auto_login: true,
        email_optin: false,
        sms_optin: false,
        ...change,
      },
    );
    expect([r.status, r.body.error]).toEqual([400, message]);
  });

  it('wrong password or unknown e-mail: 401 in lower case for the client to capitalise', async () => {
    for (const username of ['demo@example.com', 'nobody@example.com']) {
      const r = await new Client('burger').call('login', {}, { username, password: 'wrong' });
      expect([r.status, r.body]).toEqual([
        401,
        { error: 'invalid email or password', code: 'invalid_credentials' },
      ]);
    }
  });

  it('password reset for an unknown e-mail is not ok; a wrong current password is refused', async () => {
    expect(
      (
        await new Client('burger').call(
          'password',
          {},
          { email: 'nobody@example.com', reset: true },
        )
      ).body,
    ).toEqual({ ok: false });
    const r = await c.call('password', {}, { old_password: 'nope', new_password: 'Another1!' });
    expect([r.status, r.body.code]).toEqual([400, 'wrong_password']);
  });

  it('a wrong security code does not sign in; an unknown single sign-on token is refused', async () => {
    const r = await new Client('burger').call(
      'loginWithSecurityCode',
      {},
      { email: 'demo@example.com', security_code: '000000' },
    );
    expect([r.status, r.body.code]).toEqual([401, 'invalid_code']);
    const sso = await new Client('burger').call(
      'ssoLogin',
      {},
      { provider: 'google', auth_info: { access_token: 'garbage' } },
    );
    expect([sso.status, sso.body.code]).toEqual([401, 'sso_failed']);
  });

  it('a changed phone is unverified again; an e-mail of another account is taken', async () => {
    expect(
      (await c.call('updateCustomer', { customerId: me }, { phone: '2125550177' })).body.customer
        .is_phone_verified,
    ).toBe(false);
    const r = await c.call('updateCustomer', { customerId: me }, { email: 'manager@example.com' });
    expect([r.status, r.body.code]).toEqual([409, 'email_taken']);
  });

  it('gift cards need the right PIN; cards need an approved token', async () => {
    expect(
      (
        await c.call(
          'saveCard',
          { customerId: me },
          { gift_card_number: '6006491234567890', pin: '9999' },
        )
      ).body,
    ).toEqual({ error: 'The gift card number or PIN is not valid', code: 'invalid_gift_card' });
    expect(
      (await c.call('saveCard', { customerId: me }, { gift_card_number: '6006491234567890' })).body
        .error,
    ).toBe('pin: Please enter the gift card PIN');
    const declined = await cardToken(c, '4000 0000 0000 0002');
    expect((await c.call('saveCard', { customerId: me }, { token: declined })).status).toBe(402);
    expect(
      (await c.call('saveCard', { customerId: me }, { token: 'tok_unknown_123' })).status,
    ).toBe(404);
  });

  it('redeeming needs enough points', async () => {
    const r = await c.call('redeemLoyalty', { customerId: me }, { program_id: 3 });
    expect([r.status, r.body]).toEqual([
      400,
      { error: 'You need 30 more points for Free burger', code: 'not_enough_points' },
    ]);
  });
});

describe('stores', () => {
  it('a delivery address outside every delivery area: 404 no stores found', async () => {
    const r = await c.call(
      'stores',
      {},
      { service_schedule: true, service_type_id: 2, latitude: 41.5, longitude: -72.9 },
    );
    expect([r.status, r.body.error]).toEqual([404, 'no stores found']);
    const inside = await c.call(
      'stores',
      {},
      {
        service_schedule: true,
        service_type_id: 2,
        latitude: 40.7098,
        longitude: -74.0105,
        store_id: 101,
      },
    );
    expect(inside.body.stores[0].delivery_info.distance_miles).toBeLessThan(4);
  });

  it('unknown store: 404', async () => {
    expect((await c.call('store', { storeId: 999 })).body).toEqual({
      error: 'Store not found',
      code: 'store_not_found',
    });
    expect(
      (await c.call('menuItem', { storeId: 101, menuId: 1, categoryId: 12, itemId: 1001 })).status,
    ).toBe(404);
  });
});

describe('orders', () => {
  const base = { is_asap: false, store_id: 101, service_type_id: 1 };
  it.each([
    ['unknown store', { store_id: 999 }, 404, 'store_not_found'],
    [
      'service not offered',
      { store_id: 102, service_type_id: 3, guest_count: 10, ready_ts: '2025-06-13 12:00' },
      400,
      'service_unavailable',
    ],
    [
      'temporarily closed store',
      { store_id: 104, ready_ts: '2025-06-11 13:00' },
      400,
      'store_closed',
    ],
    [
      'no guest count for catering',
      { service_type_id: 3, ready_ts: '2025-06-13 12:00' },
      400,
      'guest_count_required',
    ],
    [
      'no address for delivery',
      { service_type_id: 2, ready_ts: '2025-06-11 13:00' },
      400,
      'address_required',
    ],
    ['a time that passed', { ready_ts: '2025-06-11 11:45' }, 400, 'ready_ts_passed'],
    ['less than the lead time', { ready_ts: '2025-06-11 12:10' }, 400, 'lead_time'],
    [
      'catering inside 24 hours',
      { service_type_id: 3, guest_count: 12, ready_ts: '2025-06-12 11:00' },
      400,
      'lead_time',
    ],
    ['outside the hours', { store_id: 103, ready_ts: '2025-06-11 23:00' }, 400, 'outside_schedule'],
    [
      'past the last slot of a late-night window',
      { store_id: 102, ready_ts: '2025-06-12 02:00' },
      400,
      'outside_schedule',
    ],
    ['more than 14 days ahead', { ready_ts: '2025-06-25 12:00' }, 400, 'too_far_ahead'],
    ['ASAP while closed', { store_id: 103, is_asap: true }, 400, 'asap_unavailable'],
    [
      'an unknown promo code',
      { ready_ts: '2025-06-11 13:00', discount_code: 'NOPE' },
      404,
      'invalid_promo',
    ],
  ])('refuses %s', async (_what, change, status, code) => {
    const r = await c.call('saveOrder', {}, { customer_id: me, ...base, ...change });
    expect([r.status, r.body.code]).toEqual([status, code]);
  });

  it('explains the lead time and a passed time in the modal’s words', async () => {
    expect(
      (
        await c.call(
          'saveOrder',
          {},
          {
            customer_id: me,
            ...base,
            service_type_id: 3,
            guest_count: 5,
            ready_ts: '2025-06-12 09:00',
          },
        )
      ).body.error,
    ).toBe('We need at least 24 hours to prepare this order.');
    expect(
      (await c.call('saveOrder', {}, { customer_id: me, ...base, ready_ts: '2025-06-11 08:00' }))
        .body.error,
    ).toBe('Order time passed. Please select an order time that is after the current time.');
  });

  it('accepts a late-night slot carried past midnight, and an address in the delivery area', async () => {
    expect(
      (
        await c.call(
          'saveOrder',
          {},
          { customer_id: me, ...base, store_id: 102, ready_ts: '2025-06-12 01:45' },
        )
      ).status,
    ).toBe(200);
    const far = await c.call(
      'saveAddress',
      { customerId: me },
      {
        address1: '1 Main St',
        city: 'Hartford',
        state_code: 'CT',
        postal_code: '06103',
        latitude: 41.76,
        longitude: -72.67,
      },
    );
    const r = await c.call(
      'saveOrder',
      {},
      {
        customer_id: me,
        ...base,
        service_type_id: 2,
        ready_ts: '2025-06-11 13:00',
        address_id: far.body.address.address_id,
      },
    );
    expect([r.status, r.body.code]).toEqual([400, 'outside_delivery_area']);
  });

  it('refuses items that are out of stock, not served, or break option rules', async () => {
    const orderId = await pickupOrder();
    const add = (payload: Record<string, unknown>) =>
      c.call('saveItem', { orderId }, { quantity: 1, ...payload });
    expect((await add({ menu_item_id: 1005 })).body).toEqual({
      error: 'Garden Veggie Burger is out of stock',
      code: 'out_of_stock',
    });
    expect((await add({ menu_item_id: 1051 })).body.code).toBe('item_not_found'); // catering menu only
    expect((await add({ menu_item_id: 1001, options: [] })).body.error).toBe(
      'Classic Smash Burger: choose at least 1 for “Choose a size”',
    );
    expect(
      (
        await add({
          menu_item_id: 1001,
          options: [
            { option_id: 1001 },
            { option_id: 1003 },
            { option_id: 1004 },
            { option_id: 1005 },
            { option_id: 1010 },
          ],
        })
      ).body.error,
    ).toBe('Classic Smash Burger: choose at most 3 for “Add toppings”');
    expect(
      (
        await add({
          menu_item_id: 1001,
          options: [{ option_id: 1001 }, { option_id: 1010, options: [] }],
        })
      ).body.error,
    ).toBe('Extra cheese: choose at least 1 for “Choose a cheese”');
    expect((await add({ menu_item_id: 1001, options: [{ option_id: 4242 }] })).body.error).toBe(
      'Option 4242 is not available for Classic Smash Burger',
    );
    expect((await c.call('removeItem', { orderId, itemId: 77 })).status).toBe(404);
  });

  it('adds the auto item once, uncounted, and drops it with the last item or on request', async () => {
    const orderId = await pickupOrder();
    await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 1 });
    const two = await c.call('saveItem', { orderId }, { menu_item_id: 1012, quantity: 2 });
    const auto = two.body.order.items.filter((i: { auto: boolean }) => i.auto);
    expect(auto).toEqual([
      expect.objectContaining({ name: 'Utensils & napkins', unit_price_cents: 0, quantity: 1 }),
    ]);
    const noUtensils = await c.call('removeItem', { orderId, itemId: auto[0].item_id });
    expect(noUtensils.body.order).toMatchObject({ include_utensils: false });
    expect(noUtensils.body.order.items.some((i: { auto: boolean }) => i.auto)).toBe(false);
    const back = await c.call('updateOrder', { orderId }, { order: { include_utensils: true } });
    expect(back.body.order.items.filter((i: { auto: boolean }) => i.auto)).toHaveLength(1);
    for (const line of back.body.order.items.filter((i: { auto: boolean }) => !i.auto))
      await c.call('removeItem', { orderId, itemId: line.item_id });
    expect((await c.call('getOrder', { orderId })).body.order.items).toEqual([]);
  });

  it('promo codes: unknown, minimum subtotal, already applied', async () => {
    const orderId = await pickupOrder();
    await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 2 });
    expect((await c.call('redeemDiscount', { orderId }, { code: 'BOGUS' })).body).toEqual({
      error: 'This promo code is not valid',
      code: 'invalid_promo',
    });
    const min = await c.call('redeemDiscount', { orderId }, { code: 'FIVEOFF' });
    expect([min.status, min.body]).toEqual([
      400,
      {
        error: 'This code needs a subtotal of $25.00. Add $17.02 more to use it.',
        code: 'min_subtotal',
      },
    ]);
    await c.call('saveItem', { orderId }, { menu_item_id: 1002, quantity: 2 });
    expect(
      (await c.call('redeemDiscount', { orderId }, { code: 'FIVEOFF' })).body.order.charges
        .discount_cents,
    ).toBe(500);
    expect((await c.call('redeemDiscount', { orderId }, { code: 'fiveoff' })).body.code).toBe(
      'discount_applied',
    );
    expect((await c.call('removeDiscount', { orderId }, { discount_id: 1 })).status).toBe(404);
  });

  it('a declined card leaves the order open; wrong amounts and empty carts are refused', async () => {
    const orderId = await pickupOrder();
    const empty = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'empty-cart-000000001',
        payments: [{ type: 'pay_in_store', amount_cents: 0 }],
      },
    );
    expect([empty.status, empty.body.code]).toEqual([400, 'empty_cart']);
    const cart = await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 1 });
    const total = cart.body.order.charges.total_cents;
    const token = await cardToken(c, '4000000000000002');
    const declined = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'declined-0000000001',
        payments: [{ type: 'card_token', token, amount_cents: total }],
      },
    );
    expect([declined.status, declined.body]).toEqual([
      402,
      { error: 'Your card was declined. Please use another card.', code: 'card_declined' },
    ]);
    expect((await c.call('getOrder', { orderId })).body.order.status).toBe('open');
    const wrong = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'wrong-amount-000001',
        payments: [{ type: 'pay_in_store', amount_cents: total - 1 }],
      },
    );
    expect([wrong.status, wrong.body.code]).toEqual([400, 'amount_mismatch']);
    const wallet = await c.call(
      'walletPayment',
      { orderId },
      {
        provider: 'apple_pay',
        idempotency_key: 'wallet-decline-00001',
        payment_data: 'anything-else',
      },
    );
    expect([wallet.status, wallet.body.code]).toEqual([402, 'wallet_declined']);
    const walletJson = await c.call(
      'walletPayment',
      { orderId },
      {
        provider: 'google_pay',
        idempotency_key: 'wallet-decline-00002',
        payment_data: '{"token":"sandbox-wallet-okay"}',
      },
    );
    expect([walletJson.status, walletJson.body.code]).toEqual([402, 'wallet_declined']);
    const inStore = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'pay-in-store-000001',
        payments: [{ type: 'pay_in_store', amount_cents: total }],
      },
    );
    expect(inStore.body.order).toMatchObject({ status: 'placed', balance_due_cents: total });
    const put = await c.call('updateOrder', { orderId }, { order: { tip_cents: 100 } });
    expect([put.status, put.body.code]).toEqual([409, 'order_placed']);
  });

  it('a guest must leave contact details before paying', async () => {
    const guest = new Client('burger');
    const { customer_id } = (await guest.call('guestLogin')).body;
    const orderId = (
      await guest.call(
        'saveOrder',
        {},
        { customer_id, is_asap: true, store_id: 101, service_type_id: 1 },
      )
    ).body.order.order_id;
    const total = (await guest.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 1 }))
      .body.order.charges.total_cents;
    const payments = [{ type: 'pay_in_store', amount_cents: total }];
    expect(
      (await guest.call('pay', { orderId }, { idempotency_key: 'guest-no-details-01', payments }))
        .body.code,
    ).toBe('guest_info_required');
    const ok = await guest.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'guest-details-00001',
        payments,
        guest: {
          first_name: 'Gus',
          last_name: 'Guest',
          email: 'gus@example.com',
          phone: '2125550142',
        },
      },
    );
    expect(ok.body.order.customer).toEqual({ customer_id, is_guest: true });
    expect((await guest.call('loyalty', { customerId: customer_id })).body.points).toBe(0);
  });
});

describe('in-store loyalty webhook', () => {
  const body = (ticket: string, customer: string) => ({
    service_id: 'pos',
    restaurant_external_id: 'ext',
    event_type: 'order_redeem_request',
    chain: 'burger',
    item_id: '1',
    ticket_id: ticket,
    store_id: '101',
    loyalty_identifier: customer,
    rest_id: '5101',
  });
  it('earns once per ticket and explains refusals in data.error', async () => {
    expect(
      (await c.call('collectInStore', { id: 'pos' }, body('T-1001', String(me)))).body,
    ).toEqual({ data: { ok: true, points: 25 } });
    expect(
      (await c.call('collectInStore', { id: 'pos' }, body('T-1001', String(me)))).body,
    ).toEqual({
      data: { error: { message: 'Points for this ticket have already been collected.' } },
    });
    expect(
      (await c.call('collectInStore', { id: 'pos' }, body('T-9999', String(me)))).body.data.error
        .message,
    ).toBe('We could not find this ticket. Please check the receipt.');
    expect(
      (
        await c.call(
          'collectInStore',
          { id: 'pos' },
          { ...body('T-1003', String(me)), store_id: '102' },
        )
      ).body.data.error.message,
    ).toBe('This ticket is from another store.');
    expect((await c.call('loyalty', { customerId: me })).body.points).toBe(145);
  });
});
