/**
 * The account's saved things in the sandbox (docs/product.md §7.2): an address saved twice is kept
 * once, an update keeps the fields it leaves out, and gift cards are refused with a code per
 * reason.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

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

let c: Client;
let customerId = 0;
beforeEach(async () => {
  c = await resetAt('taco', null);
  customerId = await c.login();
});

describe('saved addresses', () => {
  it('saving the same address again answers with the one already saved', async () => {
    const first = await c.call('saveAddress', { customerId }, WALL);
    const again = await c.call('saveAddress', { customerId }, WALL);
    expect(again.body.address.address_id).toBe(first.body.address.address_id);
    const other = await c.call('saveAddress', { customerId }, { ...WALL, address2: '6C' });
    expect(other.body.address.address_id).not.toBe(first.body.address.address_id);
  });

  it('an update changes what it sends and keeps the rest', async () => {
    const { address } = (
      await c.call('saveAddress', { customerId }, { ...WALL, phone: '2125550199' })
    ).body;
    const updated = await c.call(
      'saveAddress',
      { customerId },
      { ...WALL, address_id: address.address_id, address2: 'Floor 2' },
    );
    expect(updated.body.address).toMatchObject({ address2: 'Floor 2', phone: '2125550199' });
    const list = (await c.call('listAddresses', { customerId })).body.addresses;
    expect(list.find((a: { address_id: number }) => a.address_id === address.address_id)).toEqual(
      updated.body.address,
    );
  });
});

describe('gift cards', () => {
  it.each([
    [{ gift_card_number: '6006491234567890', pin: '9999' }, 400, 'invalid_gift_card'],
    [{ gift_card_number: '6006491234567890' }, 400, 'pin_required'],
    [{ gift_card_number: '1111222233334444', pin: '1234' }, 400, 'invalid_gift_card'],
  ])('%j → %i %s', async (payload, status, code) => {
    const reply = await c.call('saveCard', { customerId }, payload);
    expect(reply.status).toBe(status);
    expect(reply.body.code).toBe(code);
  });

  it('the right PIN adds the card with its balance', async () => {
    const reply = await c.call(
      'saveCard',
      { customerId },
      { gift_card_number: '6006491234567890', pin: '1234' },
    );
    expect(reply.body.card).toMatchObject({
      type: 'gift_card',
      last4: '7890',
      balance_cents: 5000,
    });
  });
});
