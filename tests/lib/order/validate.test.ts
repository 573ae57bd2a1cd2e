import { describe, expect, it } from 'vitest';
import {
  startDisabled,
  startLabel,
  validateDetails,
  type DetailsInput,
} from '../../../src/lib/order/validate.ts';

const base: DetailsInput = {
  requiresAddress: false,
  addressText: '',
  picked: null,
  requiresGuestCount: false,
  guestCount: '',
};

describe('docs/product.md §5 Order details: validateDetails', () => {
  it.each<[string, Partial<DetailsInput>, ReturnType<typeof validateDetails>]>([
    ['pickup needs nothing', {}, {}],
    [
      'address required, none entered',
      { requiresAddress: true },
      { address: 'Please enter your address' },
    ],
    [
      'address required, only spaces',
      { requiresAddress: true, addressText: '   ' },
      { address: 'Please enter your address' },
    ],
    [
      'address typed, not picked',
      { requiresAddress: true, addressText: '120 Fulton' },
      { address: 'Please select an address from the suggested list' },
    ],
    [
      'picked without a street number (strict)',
      { requiresAddress: true, addressText: 'Fulton St', picked: { street_number: '' } },
      { address: 'Please enter a valid address' },
    ],
    [
      'picked without a street number, strict off',
      {
        requiresAddress: true,
        addressText: 'Fulton St',
        picked: { street_number: '' },
        strict: false,
      },
      {},
    ],
    [
      'picked with a street number',
      { requiresAddress: true, addressText: '120 Fulton St', picked: { street_number: '120' } },
      {},
    ],
    [
      'guest count required, empty',
      { requiresGuestCount: true },
      { guestCount: 'Please enter guest count' },
    ],
    [
      'guest count 0',
      { requiresGuestCount: true, guestCount: '0' },
      { guestCount: 'Minimum guest count is 1' },
    ],
    [
      'guest count negative',
      { requiresGuestCount: true, guestCount: '-3' },
      { guestCount: 'Minimum guest count is 1' },
    ],
    ['guest count 1', { requiresGuestCount: true, guestCount: '1' }, {}],
    ['guest count 40', { requiresGuestCount: true, guestCount: ' 40 ' }, {}],
    [
      'both missing',
      { requiresAddress: true, requiresGuestCount: true },
      { address: 'Please enter your address', guestCount: 'Please enter guest count' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateDetails({ ...base, ...input })).toEqual(expected);
  });
});

describe('docs/product.md §5: the start button is disabled until days, a day and an hour exist, unless closed', () => {
  it.each([
    [{ closed: false, days: 0, day: null, hour: null }, true],
    [{ closed: false, days: 3, day: null, hour: null }, true],
    [{ closed: false, days: 3, day: '2026-11-22', hour: null }, true],
    [{ closed: false, days: 3, day: '2026-11-22', hour: 'ASAP' }, false],
    [{ closed: true, days: 0, day: null, hour: null }, false],
  ])('%o → %s', (s, disabled) => expect(startDisabled(s)).toBe(disabled));

  it.each([
    [{ closed: false, dayAndTimeSelected: false }, 'START MY ORDER'],
    [{ closed: false, dayAndTimeSelected: true }, 'UPDATE'],
    [{ closed: true, dayAndTimeSelected: true }, 'SELECT ANOTHER STORE'],
  ])('docs/product.md §2.10 label %o → %s', (s, label) => expect(startLabel(s)).toBe(label));
});
