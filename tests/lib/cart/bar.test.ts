// docs/architecture.md §8 (phones first: the cart is always in reach); the count is docs/product.md
// §2.3's cart count.
import { describe, expect, it } from 'vitest';
import { cartBarLabel } from '../../../src/lib/cart/bar.ts';

describe('cartBarLabel', () => {
  it.each([
    [1, '$8.99', 'View cart · 1 item · $8.99'],
    [2, '$17.98', 'View cart · 2 items · $17.98'],
    [12, '€120.00', 'View cart · 12 items · €120.00'],
  ])('%i items, %s', (count, amount, expected) => {
    expect(cartBarLabel(count, amount)).toBe(expected);
  });
});
