/**
 * The guest's order becomes the customer's at sign-in (docs/product.md §4.1, §7.3 "Update order"):
 * the update naming the guest's open order with the new customer_id is accepted only from the
 * session started from that guest's own session; every other session gets 403 for it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { handoverVerdict, type HandoverFacts } from '../../src/sandbox/orders/handover.ts';
import { Client, resetAt } from './helpers.ts';

// Monday 23 November 2026, 12:00 in New York: Harbor Burger's Fulton Street (101) is open.
const NOON = '2026-11-23T17:00:00Z';
const WALL = {
  street_number: '75',
  address1: '75 Wall St',
  address2: '5B',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7052,
  longitude: -74.0073,
};

describe('handoverVerdict: who may take a guest order', () => {
  const base: HandoverFacts = {
    orderOwner: 7,
    ownerIsGuest: true,
    orderOpen: true,
    sessionCustomer: 3,
    sessionIsGuest: false,
    handoverFrom: 7,
  };
  it.each<[string, Partial<HandoverFacts>, string]>([
    ['the session signed in from the guest who owns the open order', {}, 'hand-over'],
    ['the order is already the session’s own', { orderOwner: 3 }, 'own'],
    ['the sign-in came from no guest session', { handoverFrom: undefined }, 'refuse'],
    ['the sign-in came from another guest', { handoverFrom: 8 }, 'refuse'],
    ['the order belongs to a customer, not a guest', { ownerIsGuest: false }, 'refuse'],
    ['the order is already placed', { orderOpen: false }, 'refuse'],
    ['the receiving session is itself a guest', { sessionIsGuest: true }, 'refuse'],
  ])('%s → %s', (_name, facts, verdict) => {
    expect(handoverVerdict({ ...base, ...facts })).toBe(verdict);
  });
});

let c: Client;
let guestId = 0;
let orderId = 0;

/** A guest's open delivery order at Fulton Street with one burger and the WELCOME10 code. */
async function guestOrder(client: Client): Promise<{ guestId: number; orderId: number }> {
  const guest = (await client.call('guestLogin')).body.customer_id as number;
  const address = (await client.call('saveAddress', { customerId: guest }, WALL)).body.address;
  const saved = await client.call(
    'saveOrder',
    {},
    {
      customer_id: guest,
      store_id: 101,
      service_type_id: 2,
      is_asap: true,
      address_id: address.address_id,
      discount_code: 'WELCOME10',
    },
  );
  expect(saved.status).toBe(200);
  const id = saved.body.order.order_id as number;
  const line = await client.call('saveItem', { orderId: id }, { menu_item_id: 1011, quantity: 2 });
  expect(line.status).toBe(200);
  return { guestId: guest, orderId: id };
}

/** The update of §7.3 "Update order": the order's own fields with the new customer's id. */
function takeOver(client: Client, customerId: number, id = orderId, delivery = true) {
  return client.call(
    'saveOrder',
    {},
    {
      order_id: id,
      customer_id: customerId,
      store_id: 101,
      service_type_id: delivery ? 2 : 1,
      is_asap: true,
      ...(delivery ? { address_id: guestAddressId } : {}),
    },
  );
}

let guestAddressId = 0;

beforeEach(async () => {
  c = await resetAt('burger', NOON);
  ({ guestId, orderId } = await guestOrder(c));
  guestAddressId = (await c.call('getOrder', { orderId })).body.order.address_id;
});

describe('the sandbox hands the guest order to the customer who signed in from it', () => {
  it.each([
    ['a password login', (cl: Client) => cl.login()],
    [
      'a sign-in with an e-mailed code',
      async (cl: Client) => {
        await cl.call('sendVerifyCode', {}, { email: 'demo@example.com' });
        const code = await cl.lastPin('demo@example.com');
        return (
          await cl.call(
            'loginWithSecurityCode',
            {},
            { email: 'demo@example.com', security_code: code },
          )
        ).body.customer_id as number;
      },
    ],
    [
      'single sign-on',
      async (cl: Client) =>
        (
          await cl.call(
            'ssoLogin',
            {},
            { provider: 'google', auth_info: { access_token: 'sandbox:demo@example.com' } },
          )
        ).body.customer_id as number,
    ],
    [
      'a sign-up',
      async (cl: Client) =>
        (
          await cl.call(
            'register',
            {},
            {
              email: 'new.customer@example.com',
              password: 'Secret123!',
              first_name: 'Nell',
              last_name: 'New',
              phone: '2125550177',
              auto_login: true,
              email_optin: false,
              sms_optin: false,
            },
          )
        ).body.customer_id as number,
    ],
  ])('after %s, lines, discount and address are kept', async (_name, signIn) => {
    const addressId = guestAddressId;
    const customerId = await signIn(c);
    expect(customerId).not.toBe(guestId);
    // The new session cannot read the guest's order before the hand-over.
    expect((await c.call('getOrder', { orderId })).status).toBe(403);
    const taken = await takeOver(c, customerId);
    expect(taken.status).toBe(200);
    expect(taken.body.customer).toEqual({ customer_id: customerId, is_guest: false });
    const order = taken.body.order;
    expect([order.order_id, order.store_id, order.service_type_id, order.address_id]).toEqual([
      orderId,
      101,
      2,
      addressId,
    ]);
    expect(order.customer).toEqual({ customer_id: customerId, is_guest: false });
    expect(order.discounts.map((d: { code: string | null }) => d.code)).toContain('WELCOME10');
    expect(
      order.items.map((i: { menu_item_id: number; quantity: number }) => [
        i.menu_item_id,
        i.quantity,
      ]),
    ).toContainEqual([1011, 2]);
    expect((await c.call('getOrder', { orderId })).status).toBe(200);
    const addresses = (await c.call('listAddresses', { customerId })).body.addresses as {
      address_id: number;
    }[];
    expect(addresses.map((a) => a.address_id)).toContain(addressId);
  });

  it('another customer cannot take the guest order by its id', async () => {
    const other = new Client('burger');
    const customerId = await other.login();
    expect((await takeOver(other, customerId)).status).toBe(403);
    expect((await c.call('getOrder', { orderId })).body.order.customer.customer_id).toBe(guestId);
  });

  it('a customer who signed in from another guest’s session cannot take this guest’s order', async () => {
    const other = new Client('burger');
    await guestOrder(other);
    const customerId = await other.login();
    expect((await takeOver(other, customerId)).status).toBe(403);
  });

  it('a customer’s order is never handed on to the next sign-in from that session', async () => {
    const d = new Client('burger');
    const demo = await d.login();
    const mine = await d.call(
      'saveOrder',
      {},
      { customer_id: demo, store_id: 101, service_type_id: 1, is_asap: true },
    );
    const manager = await d.login('manager@example.com');
    expect((await takeOver(d, manager, mine.body.order.order_id, false)).status).toBe(403);
  });

  it('a placed guest order stays the guest’s', async () => {
    const g = new Client('burger');
    const guest = (await g.call('guestLogin')).body.customer_id;
    const saved = await g.call(
      'saveOrder',
      {},
      { customer_id: guest, store_id: 101, service_type_id: 1, is_asap: true },
    );
    const id = saved.body.order.order_id;
    const total = (await g.call('saveItem', { orderId: id }, { menu_item_id: 1011, quantity: 1 }))
      .body.order.charges.total_cents;
    const paid = await g.call(
      'pay',
      { orderId: id },
      {
        idempotency_key: `handover-test-${id}-0001`,
        payments: [{ type: 'pay_in_store', amount_cents: total }],
        guest: {
          first_name: 'Gus',
          last_name: 'Guest',
          email: 'gus@example.com',
          phone: '2125550142',
        },
      },
    );
    expect(paid.status).toBe(200);
    const customerId = await g.login();
    expect((await takeOver(g, customerId, id, false)).status).toBe(403);
  });
});
