import { describe, expect, it } from 'vitest';
import { favoriteCartStep, needsChoices } from '../../../src/lib/account/favorites.ts';

// docs/product.md §2.2 menu_item_id (added to the cart after the order is created), §4.6
describe('favoriteCartStep', () => {
  it.each([
    ['an order at the same store, no choices: add now', 101, false, { kind: 'add' }],
    [
      'an order at the same store, choices: open the item',
      101,
      true,
      { kind: 'go', href: '/101?item=1011' },
    ],
    [
      'no order, no choices: start an order with the deep-link item',
      null,
      false,
      { kind: 'go', href: '/101?menu_item_id=1011&item=1011' },
    ],
    [
      'no order, choices: start an order, no deep link',
      null,
      true,
      { kind: 'go', href: '/101?item=1011' },
    ],
    [
      'an order at another store: move it there',
      102,
      false,
      { kind: 'go', href: '/101?item=1011' },
    ],
  ] as const)('%s', (_name, orderStoreId, needsChoices, expected) => {
    expect(favoriteCartStep(101, 1011, { orderStoreId, needsChoices })).toEqual(expected);
  });
});

describe('needsChoices', () => {
  it.each([
    [[], false],
    [[{ min: 0 }], false],
    [[{ min: 0 }, { min: 1 }], true],
  ])('%j → %s', (modifier_groups, expected) => {
    expect(needsChoices({ modifier_groups })).toBe(expected);
  });
});
