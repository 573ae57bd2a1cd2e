import { describe, expect, it } from 'vitest';
import { deliveryAddressLine, paymentLabel, placedWhere } from '../../../src/lib/order/placed.ts';

const home = { address1: '1 Main St', city: 'Brooklyn', state_code: 'NY', postal_code: '11211' };
const store = { address1: '120 Fulton St', city: 'New York', state: 'NY', postal_code: '10038' };

// docs/product.md §3 Address: the delivery line of Confirmation.
describe('deliveryAddressLine', () => {
  it.each([
    [home, '1 Main St, Brooklyn, NY 11211'],
    [{ ...home, address2: 'Apt 2' }, '1 Main St, Apt 2, Brooklyn, NY 11211'],
    [{ ...home, address2: '  ' }, '1 Main St, Brooklyn, NY 11211'],
    [{ ...home, address2: null }, '1 Main St, Brooklyn, NY 11211'],
  ])('%o → %s', (address, line) => {
    expect(deliveryAddressLine(address)).toBe(line);
  });
});

// docs/product.md §2.1 Confirmation, §3 display_options.hide_store_address.
describe('placedWhere', () => {
  it.each([
    [
      { delivery: true, address: home, store, hideStoreAddress: false },
      '1 Main St, Brooklyn, NY 11211',
    ],
    [{ delivery: true, address: null, store, hideStoreAddress: false }, ''],
    [
      { delivery: false, address: home, store, hideStoreAddress: false },
      '120 Fulton St, New York, NY 10038',
    ],
    [{ delivery: false, store, hideStoreAddress: true }, ''],
    [{ delivery: false, store: null, hideStoreAddress: false }, ''],
  ])('%o → %j', (input, where) => {
    expect(placedWhere(input)).toBe(where);
  });
});

// docs/product.md §2.1 Confirmation: how the order was paid.
describe('paymentLabel', () => {
  it.each([
    ['credit_card', '4242', 'Card ending in 4242'],
    ['saved_card', '1111', 'Saved card ending in 1111'],
    ['gift_card', null, 'Gift card'],
    ['google_pay', null, 'Google Pay'],
    ['apple_pay', null, 'Apple Pay'],
    ['pay_in_store', null, 'Pay in store'],
    ['voucher', null, 'Payment'],
  ])('%s, %s → %s', (type, last4, label) => {
    expect(paymentLabel(type, last4)).toBe(label);
  });
});
