/**
 * A realistic journey through every call of the contract (docs/product.md §7), in-process through
 * sandboxFetch; every 200 answer is checked against the call's zod response schema.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT, type CallId } from '../../src/api/contract.ts';
import { validateStoreConfig } from '../../src/lib/tenants/validate.ts';
import { Client, cardToken, covered, resetAt } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z'; // Wednesday, 12:00 in New York

describe('contract journey (burger)', () => {
  let c: Client;
  let customerId = 0;
  let addressId = 0;
  let deliveryOrder = 0;
  let pickupOrder = 0;
  const email = 'new.customer@example.com';

  it('serves the chain: configuration, branding, stores, menus', async () => {
    c = await resetAt('burger', T0);
    const config = await c.call('storeConfiguration');
    expect(validateStoreConfig(config.body)).toEqual([]);
    expect(config.body.services.map((s: { name: string }) => s.name)).toEqual([
      'pickup',
      'delivery',
      'catering',
    ]);
    const thresholds = config.body.loyalty.programs_information.map(
      (p: { threshold: number }) => p.threshold,
    );
    expect(thresholds).toEqual([...thresholds].sort((a, b) => a - b));

    expect((await c.call('siteTheme')).body.data.title).toBe('Harbor Burger Co. — Order Online');
    expect((await c.call('appTheme')).body.data).toHaveProperty('primary_color');

    const near = await c.call('stores', {}, { latitude: 40.7128, longitude: -74.006 });
    expect(near.body.stores[0].store_id).toBe(101);
    expect(near.body.stores.map((s: { distance_miles: number }) => s.distance_miles)).toEqual(
      [...near.body.stores.map((s: { distance_miles: number }) => s.distance_miles)].sort(
        (a, b) => a - b,
      ),
    );

    const store = await c.call(
      'store',
      { storeId: 101 },
      { service_schedule: true, service_type_id: 2, latitude: 40.7115, longitude: -74.009 },
    );
    expect(Object.keys(store.body.store.service_schedule['2'])).toHaveLength(14);
    expect(store.body.store.delivery_info).toMatchObject({ fee_cents: 399, radius_miles: 4 });
    expect(store.body.store.fraud_detection_gateways[0]).toMatchObject({
      payproc_id: 28,
      extra: { merchant_id: 'sandbox-harbor-101' },
    });

    const methods = await c.call('paymentMethods', { storeId: 101 });
    expect(
      methods.body.payment_methods.find((m: { type: string }) => m.type === 'pay_in_store').enabled,
    ).toBe(true);

    const menus = await c.call('menus', { storeId: 101 }, { service_type_id: 1 });
    expect(menus.body.menus.map((m: { name: string }) => m.name)).toEqual(['All day']);
    const item = await c.call('menuItem', {
      storeId: 101,
      menuId: 1,
      categoryId: 11,
      itemId: 1001,
    });
    expect(item.body.item).toMatchObject({ name: 'Classic Smash Burger', price_cents: 1099 });
    const live = await c.call('availability', { storeId: 101 });
    expect(live.body.availability).toMatchObject({ store_id: 101, is_paused: false });
  });

  it('signs up, verifies phone and e-mail, changes the password', async () => {
    const reg = await c.call(
      'register',
      {},
      {
        email,
        password: 'Secret123!',
        first_name: 'Nina',
        last_name: 'New',
        phone: '2125550199',
        auto_login: true,
        email_optin: true,
        sms_optin: false,
        birthdate: '1994-02-03',
      },
    );
    expect(reg.body).toMatchObject({ email, is_phone_verified: false });
    expect(reg.body.auth_cookie).toBeTruthy();
    expect(reg.headers.getSetCookie().map((s) => s.split('=')[0])).toEqual([
      '__ac',
      'session',
      'ROUTE_ID',
    ]);
    customerId = reg.body.customer_id;
    expect((await c.call('me')).body.customer).toMatchObject({
      customer_id: customerId,
      first_name: 'Nina',
      is_mgmt: false,
    });

    const updated = await c.call(
      'updateCustomer',
      { customerId },
      { first_name: 'Nora', phone: '2125550198' },
    );
    expect(updated.body.customer).toMatchObject({
      first_name: 'Nora',
      phone: '2125550198',
      is_phone_verified: false,
    });

    expect((await c.call('sendVerifyPhone', {}, { phone: '2125550198' })).body).toEqual({
      ok: true,
    });
    expect(
      (
        await c.call(
          'verifyPhone',
          {},
          { phone: '2125550198', security_code: await c.lastPin('2125550198') },
        )
      ).body,
    ).toEqual({ ok: true });
    expect((await c.call('sendVerifyCode', {}, { email })).body).toEqual({ ok: true });
    expect(
      (await c.call('verifyEmail', {}, { email, security_code: await c.lastPin(email) })).body,
    ).toEqual({ ok: true });
    expect((await c.call('me')).body.customer).toMatchObject({
      is_phone_verified: true,
      is_verified: true,
    });

    expect(
      (await c.call('password', {}, { old_password: 'Secret123!', new_password: 'Better456!' }))
        .body,
    ).toEqual({ ok: true });
    const out = await c.call('logout');
    expect(out.body).toEqual({ ok: 'Logged out' });
    expect(out.headers.getSetCookie().every((s) => /Max-Age=0/.test(s))).toBe(true);
    expect((await c.raw('GET', '/customers/me')).status).toBe(401);
    expect(await c.login(email, 'Better456!')).toBe(customerId);
  });

  it('resets a password by e-mail and signs in with the code', async () => {
    const other = new Client('burger');
    expect((await other.call('password', {}, { email, reset: true })).body).toEqual({ ok: true });
    const [mail] = (await other.fixture('GET', '/outbox')).body;
    expect(mail).toMatchObject({ channel: 'email', recipient: email, kind: 'password_reset' });
    expect(mail.text).toContain(
      `/password_reset?email=${encodeURIComponent(email)}&code=${mail.pin}`,
    );
    const session = await other.call(
      'loginWithSecurityCode',
      {},
      { email, security_code: mail.pin },
    );
    expect(session.body.customer_id).toBe(customerId);
  });

  it('keeps addresses, favourites and cards', async () => {
    const saved = await c.call(
      'saveAddress',
      { customerId },
      {
        street_number: '1',
        address1: '1 Liberty Plaza',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10006',
        latitude: 40.7098,
        longitude: -74.0105,
      },
    );
    addressId = saved.body.address.address_id;
    await c.call(
      'saveAddress',
      { customerId },
      {
        address_id: addressId,
        street_number: '1',
        address1: '1 Liberty Plaza',
        address2: 'Floor 3',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10006',
        latitude: 40.7098,
        longitude: -74.0105,
      },
    );
    expect((await c.call('listAddresses', { customerId }, { limit: 10 })).body.addresses).toEqual([
      expect.objectContaining({ address_id: addressId, address2: 'Floor 3' }),
    ]);

    expect(
      (await c.call('addFavoriteItem', { customerId }, { store_id: 101, menu_item_id: 1011 })).body
        .item,
    ).toMatchObject({ name: 'Fries', price_cents: 399 });
    expect((await c.call('favoriteItems', { customerId })).body.items).toHaveLength(1);
    expect(
      (await c.call('removeFavoriteItem', { customerId }, { menu_item_id: 1011 })).body,
    ).toEqual({ ok: true });
    expect((await c.call('addFavoriteStore', { customerId }, { store_id: 102 })).body).toEqual({
      ok: true,
    });
    expect(
      (await c.call('favoriteStores', { customerId })).body.stores.map(
        (s: { store_id: number }) => s.store_id,
      ),
    ).toEqual([102]);
    expect((await c.call('removeFavoriteStore', { customerId }, { store_id: 102 })).body).toEqual({
      ok: true,
    });

    const gift = await c.call(
      'saveCard',
      { customerId },
      { gift_card_number: '6006491234567890', pin: '1234' },
    );
    expect(gift.body.card).toMatchObject({ type: 'gift_card', last4: '7890', balance_cents: 5000 });
    const token = await cardToken(c);
    expect((await c.call('checkPayment', { token })).body).toMatchObject({
      status: 'approved',
      card: { brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    });
    const card = await c.call('saveCard', { customerId }, { token });
    expect(card.body.card).toMatchObject({
      type: 'credit_card',
      brand: 'Visa',
      last4: '4242',
      is_default: true,
    });
    expect(
      (await c.call('savedCards', { customerId }, { type: 'gift_card' })).body.cards.map(
        (x: { type: string }) => x.type,
      ),
    ).toEqual(['gift_card']);
    expect(
      (await c.call('deleteCard', { customerId }, { card_id: card.body.card.card_id })).body,
    ).toEqual({ ok: true });
    expect((await c.call('savedCards', { customerId })).body.cards).toHaveLength(1);
  });

  it('builds a delivery order with options, discounts and a tip, and pays by card', async () => {
    const created = await c.call(
      'saveOrder',
      {},
      {
        customer_id: customerId,
        is_asap: false,
        store_id: 101,
        service_type_id: 2,
        ready_ts: '2025-06-11 13:00',
        address_id: addressId,
      },
    );
    deliveryOrder = created.body.order.order_id;
    expect(created.body.customer).toEqual({ customer_id: customerId, is_guest: false });
    expect(created.body.pending_discounts.map((d: { name: string }) => d.name)).toEqual([
      'First order: $3 off',
    ]);

    const burger = await c.call(
      'saveItem',
      { orderId: deliveryOrder },
      { menu_item_id: 1001, quantity: 1, options: [{ option_id: 1002 }, { option_id: 1003 }] },
    );
    expect(
      burger.body.order.items.map((i: { name: string; auto: boolean }) => [i.name, i.auto]),
    ).toEqual([
      ['Classic Smash Burger', false],
      ['Utensils & napkins', true],
    ]);
    const fries = await c.call(
      'saveItem',
      { orderId: deliveryOrder },
      { menu_item_id: 1011, quantity: 1 },
    );
    const friesLine = fries.body.order.items.find((i: { name: string }) => i.name === 'Fries');
    expect(friesLine.options).toEqual([
      { option_id: expect.any(Number), name: 'Regular', price_cents: 0, quantity: 1 },
    ]);
    await c.call(
      'saveItem',
      { orderId: deliveryOrder },
      { item_id: friesLine.item_id, menu_item_id: 1011, quantity: 3 },
    );
    const removed = await c.call('removeItem', {
      orderId: deliveryOrder,
      itemId: friesLine.item_id,
    });
    expect(removed.body.order.items).toHaveLength(2);

    const tipped = await c.call(
      'updateOrder',
      { orderId: deliveryOrder },
      { order: { tip_cents: 300, note: 'Ring twice', delivery_instructions: 'Lobby desk' } },
    );
    expect(tipped.body.order).toMatchObject({
      note: 'Ring twice',
      delivery_instructions: 'Lobby desk',
    });
    expect(tipped.body.order.charges).toMatchObject({
      subtotal_cents: 1649,
      tax_cents: 146,
      delivery_fee_cents: 399,
      tip_cents: 300,
      total_cents: 2494,
    });

    expect((await c.call('availableDiscounts', { orderId: deliveryOrder })).body.discounts).toEqual(
      [expect.objectContaining({ discount_id: 3, amount_cents: 300 })],
    );
    const welcome = await c.call(
      'redeemDiscount',
      { orderId: deliveryOrder },
      { code: 'welcome10' },
    );
    expect(welcome.body.order.charges.discount_cents).toBe(164);
    await c.call('removeDiscount', { orderId: deliveryOrder }, { discount_id: 1 });
    const first = await c.call('redeemDiscount', { orderId: deliveryOrder }, { discount_id: 3 });
    const total = first.body.order.charges.total_cents;
    expect(first.body.order.charges).toMatchObject({
      discount_cents: 300,
      tax_cents: 120,
      total_cents: 1349 + 120 + 399 + 300,
    });

    const token = await cardToken(c);
    const paid = await c.call(
      'pay',
      { orderId: deliveryOrder },
      {
        idempotency_key: 'journey-delivery-0001',
        payments: [{ type: 'card_token', token, amount_cents: total }],
      },
    );
    expect(paid.body.payment).toMatchObject({ status: 'approved', amount_cents: total });
    expect(paid.body.order).toMatchObject({
      status: 'placed',
      placed_at: expect.any(String),
      balance_due_cents: 0,
    });
    expect((await c.call('getOrder', { orderId: deliveryOrder })).body.order.status).toBe('placed');
    expect(
      (await c.call('orderHistory', { customerId }, { limit: 5 })).body.orders.map(
        (o: { order_id: number }) => o.order_id,
      ),
    ).toEqual([deliveryOrder]);
  });

  it('pays a pickup order with a wallet and checks in on arrival', async () => {
    const created = await c.call(
      'saveOrder',
      {},
      { customer_id: customerId, is_asap: true, store_id: 101, service_type_id: 1 },
    );
    pickupOrder = created.body.order.order_id;
    expect(created.body.pending_discounts).toEqual([]); // the first-order discount is used up
    const cart = await c.call(
      'saveItem',
      { orderId: pickupOrder },
      { menu_item_id: 1021, quantity: 2 },
    );
    const wallet = await c.call(
      'walletPayment',
      { orderId: pickupOrder },
      {
        provider: 'google_pay',
        idempotency_key: 'journey-wallet-00001',
        payment_data: 'sandbox-wallet-ok',
      },
    );
    expect(wallet.body.payment).toMatchObject({
      status: 'approved',
      amount_cents: cart.body.order.charges.total_cents,
    });

    const session = await c.call(
      'applePaySession',
      {},
      {
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        domain: 'burger.localhost',
      },
    );
    expect(session.body.session).toMatchObject({
      domainName: 'burger.localhost',
      displayName: 'Harbor Burger Co.',
    });

    expect(
      (await c.call('checkInOrders', { customerId })).body.orders.map(
        (o: { order_id: number }) => o.order_id,
      ),
    ).toEqual([pickupOrder]);
    const checked = await c.call(
      'checkIn',
      { customerId, orderId: pickupOrder },
      { arrival_info: 'Blue sedan, spot 4' },
    );
    expect(checked.body.order.checkin_info).toBe('Blue sedan, spot 4');
    expect((await c.call('checkInOrders', { customerId })).body.orders).toEqual([]);
  });

  it('earns, collects and redeems loyalty points', async () => {
    const before = (await c.call('loyalty', { customerId })).body;
    expect(before.points).toBe(
      before.history.reduce((a: number, h: { points: number }) => a + h.points, 0),
    );
    const collected = await c.call(
      'collectInStore',
      { id: 'sandbox-pos' },
      {
        event_type: 'order_redeem_request',
        chain: 'burger',
        item_id: '1',
        ticket_id: 'T-1002',
        store_id: '101',
        loyalty_identifier: String(customerId),
        rest_id: '5101',
      },
      { service_id: 'pos-1', restaurant_external_id: 'ext-5101' },
    );
    expect(collected.body).toEqual({ data: { ok: true, points: 40 } });
    const redeemed = await c.call(
      'redeemLoyalty',
      { customerId },
      { program_id: 1, store_id: 101 },
    );
    expect(redeemed.body).toMatchObject({
      ok: true,
      code: expect.stringMatching(/^RW-[A-Z0-9]{6}$/),
      points: before.points + 40 - 50,
    });
    expect((await c.call('loyalty', { customerId })).body.history[0].points).toBe(-50);
    expect(
      (
        await c.call(
          'fingerprint',
          { fraud_provider: 'sandbox-risk' },
          { user_id: String(customerId), session_id: 'abc' },
        )
      ).body.device_fingerprint_id,
    ).toMatch(/^fp_[0-9a-f]{32}$/);
  });

  it('moves, changes and cancels a placed scheduled order (docs/kitchen.md §3)', async () => {
    const guest = new Client('burger');
    const guestId = (await guest.call('guestLogin')).body.customer_id;
    const orderId = (
      await guest.call(
        'saveOrder',
        {},
        {
          customer_id: guestId,
          store_id: 101,
          service_type_id: 1,
          is_asap: false,
          ready_ts: '2025-06-11 14:00',
        },
      )
    ).body.order.order_id;
    const line = await guest.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 2 });
    const paid = await guest.call(
      'pay',
      { orderId },
      {
        idempotency_key: `contract-changes-${orderId}-01`,
        payments: [{ type: 'pay_in_store', amount_cents: line.body.order.charges.total_cents }],
        guest: {
          first_name: 'Gus',
          last_name: 'Guest',
          email: 'gus@example.com',
          phone: '2125550142',
        },
      },
    );
    expect(paid.body.order.change_cutoff_minutes).toBe(20);
    const itemId = line.body.order.items[0].item_id;
    expect(
      (await guest.call('rescheduleOrder', { orderId }, { ready_ts: '2025-06-11 15:00' })).body
        .order.dp_stamp,
    ).toBe('2025-06-11 15:00');
    expect(
      (
        await guest.call(
          'changeOrderItems',
          { orderId },
          { items: [{ item_id: itemId, quantity: 1 }] },
        )
      ).status,
    ).toBe(200);
    expect((await guest.call('cancelOrder', { orderId }, {})).body.order.status).toBe('cancelled');
  });

  it('logs in guests and single sign-on users, deletes data', async () => {
    const guest = new Client('burger');
    const g = await guest.call('guestLogin');
    expect(g.body.ok).toBe(true);
    expect((await guest.call('me')).body.customer.is_guest).toBe(true);
    const sso = new Client('burger');
    const s = await sso.call(
      'ssoLogin',
      {},
      { provider: 'google', auth_info: { access_token: 'sandbox:google.user@example.com' } },
    );
    expect(s.body.email).toBe('google.user@example.com');

    expect((await c.call('deleteAddress', { customerId }, { address_id: addressId })).body).toEqual(
      { ok: true },
    );
    expect((await c.call('deleteCustomer', { customerId })).body).toEqual({ ok: true });
    expect((await c.call('login', {}, { username: email, password: 'Better456!' })).status).toBe(
      401,
    );
  });

  it('covered every call of the contract', () => {
    const all = Object.keys(CONTRACT) as CallId[];
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });
});
