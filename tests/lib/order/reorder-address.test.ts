// docs/product.md §2.10: a reorder of a delivery order starts with that order's delivery address.
import { describe, expect, it } from 'vitest';
import { reorderAddress, type BookAddress } from '../../../src/lib/order/reorder-address.ts';

const home: BookAddress = {
  address_id: 4,
  street_number: '1707',
  address1: '1707 S Congress Ave',
  address2: 'Unit 210',
  city: 'Austin',
  state_code: 'TX',
  postal_code: '78704',
  latitude: 30.2462,
  longitude: -97.751,
};
const work: BookAddress = {
  address_id: 5,
  address1: '2100 Barton Springs Rd',
  city: 'Austin',
  state_code: 'TX',
  postal_code: '78746',
  latitude: 30.264,
  longitude: -97.7713,
};

describe('reorderAddress: the past order’s delivery address', () => {
  it.each<[string, number | null, BookAddress[], Partial<ReturnType<typeof reorderAddress>>]>([
    [
      'the order’s address from the book, with its apartment',
      4,
      [work, home],
      { address_id: 4, customer_id: 9, address1: '1707 S Congress Ave', address2: 'Unit 210' },
    ],
    [
      'an address without street number or apartment gets them from its line and empty',
      5,
      [home, work],
      { address_id: 5, street_number: '2100', address2: '' },
    ],
  ])('%s', (_, id, book, expected) => {
    expect(reorderAddress(id, book, 9)).toMatchObject(expected!);
  });

  it.each<[string, number | null, BookAddress[]]>([
    ['a pickup order has no address', null, [home]],
    ['an address deleted since', 7, [home, work]],
  ])('none: %s', (_, id, book) => {
    expect(reorderAddress(id, book, 9)).toBeNull();
  });
});
