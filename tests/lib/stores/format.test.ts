import { describe, expect, it } from 'vitest';
import { formatDistance, storeAddressLine, storeTitle } from '../../../src/lib/stores/format.ts';

const fulton = { address1: '120 Fulton St', city: 'New York', state: 'NY', postal_code: '10038' };

// docs/product.md §3 Branding display_options.hide_store_address
describe('storeAddressLine (docs/product.md §3 Store, display_options.hide_store_address)', () => {
  it.each([
    ['the whole line', fulton, false, '120 Fulton St, New York, NY 10038'],
    ['hidden by branding', fulton, true, undefined],
    ['no postal code', { ...fulton, postal_code: '' }, false, '120 Fulton St, New York, NY'],
    ['no street', { ...fulton, address1: ' ' }, false, 'New York, NY 10038'],
    ['nothing at all', { address1: '', city: '', state: '', postal_code: '' }, false, undefined],
  ])('%s', (_name, store, hide, expected) => {
    expect(storeAddressLine(store, hide)).toBe(expected);
  });
});

describe('storeTitle (docs/product.md §3 Store name, subtitle)', () => {
  it.each([
    [
      { name: 'Harbor Burger Co. Fulton Street', subtitle: 'Open 24 hours' },
      'Harbor Burger Co. Fulton Street Open 24 hours',
    ],
    [
      { name: 'Harbor Burger Co. Fulton Street', subtitle: null },
      'Harbor Burger Co. Fulton Street',
    ],
    [{ name: 'Sora Sushi ', subtitle: ' ' }, 'Sora Sushi'],
  ])('%j', (store, title) => {
    expect(storeTitle(store)).toBe(title);
  });
});

describe('formatDistance', () => {
  it.each([
    [1.23, '1.2 mi'],
    [0.26, '0.3 mi'],
    [0.04, '< 0.1 mi'],
    [0, '< 0.1 mi'],
    [9.94, '9.9 mi'],
    [9.96, '10 mi'],
    [2451.4, '2,451 mi'],
    [null, undefined],
    [undefined, undefined],
    [Number.NaN, undefined],
    [-1, undefined],
  ])('%s → %s', (miles, text) => {
    expect(formatDistance(miles)).toBe(text);
  });
});
