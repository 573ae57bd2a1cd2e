// docs/product.md §3 "Address", §2.10: saved addresses listed in one line, picked in the order
// details modal like a suggestion, and saved with their Apt/Suite.
import { describe, expect, it } from 'vitest';
import {
  addressPayload,
  parsedFromSaved,
  savedAddressLine,
} from '../../../src/lib/account/addresses.ts';

const wall = {
  address_id: 3,
  street_number: '75',
  address1: '75 Wall St',
  address2: '5B',
  city: 'New York',
  state_code: 'NY',
  postal_code: '10005',
  latitude: 40.7052,
  longitude: -74.0073,
};

describe('savedAddressLine', () => {
  it.each([
    [wall, '75 Wall St, 5B, New York, NY 10005'],
    [{ ...wall, address2: undefined }, '75 Wall St, New York, NY 10005'],
    [{ ...wall, address2: ' ', postal_code: '' }, '75 Wall St, New York, NY'],
  ])('%j → %s', (a, line) => {
    expect(savedAddressLine(a)).toBe(line);
  });
});

describe('parsedFromSaved and addressPayload', () => {
  it('a saved address reads as a picked suggestion, without its apt/suite', () => {
    expect(parsedFromSaved(wall)).toEqual({
      street_number: '75',
      address1: '75 Wall St',
      city: 'New York',
      state_code: 'NY',
      postal_code: '10005',
      latitude: 40.7052,
      longitude: -74.0073,
      formatted: '75 Wall St, New York, NY 10005',
    });
    expect(parsedFromSaved({ ...wall, street_number: undefined }).street_number).toBe('');
  });

  it.each([
    [' 6C ', undefined, { address2: '6C' }],
    ['', 3, { address_id: 3, address2: '' }],
    ['x'.repeat(120), undefined, { address2: 'x'.repeat(100) }],
  ])('apt %j, id %s → %j', (apt, id, expected) => {
    const payload = addressPayload(parsedFromSaved(wall), apt, id);
    expect(payload).toMatchObject({ ...expected, address1: '75 Wall St', postal_code: '10005' });
    expect('address_id' in payload).toBe(id !== undefined);
  });
});
