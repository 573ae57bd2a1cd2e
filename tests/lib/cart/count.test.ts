import { describe, expect, it } from 'vitest';
import { addedMessage, cartCount, cartIconLabel } from '../../../src/lib/cart/count.ts';

// docs/product.md §2.3 cart icon: auto-added items are not counted
describe('cartCount', () => {
  it.each([
    [[], 0],
    [null, 0],
    [[{ quantity: 2, auto: false }], 2],
    [
      [
        { quantity: 2, auto: false },
        { quantity: 3, auto: false },
      ],
      5,
    ],
    [[{ quantity: 1, auto: true }], 0],
    [
      [
        { quantity: 2, auto: false },
        { quantity: 1, auto: true },
        { quantity: 4, auto: false },
      ],
      6,
    ],
  ])('%j → %d', (items, n) => expect(cartCount(items)).toBe(n));
});

describe('addedMessage', () => {
  it.each([
    ['Fries', 1, 'Fries added to your order'],
    ['Fries', 3, '3 × Fries added to your order'],
  ])('%s × %d', (name, q, text) => expect(addedMessage(name, q)).toBe(text));
});

// docs/product.md §2.3: the icon shows the count; its name says it.
describe('cartIconLabel', () => {
  it.each([
    [0, 'Cart, 0 items'],
    [1, 'Cart, 1 item'],
    [3, 'Cart, 3 items'],
  ])('%d → %s', (n, text) => expect(cartIconLabel(n)).toBe(text));
});
