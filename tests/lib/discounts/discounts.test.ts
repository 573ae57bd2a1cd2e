import { describe, expect, it } from 'vitest';
import {
  discountApplied,
  offeredDiscounts,
  PROMO_CODE_MISSING,
  promoCode,
} from '../../../src/lib/discounts/discounts.ts';

// docs/product.md §7.3 "Redeem promo code": what is sent for what the guest typed.
describe('promoCode', () => {
  it.each([
    ['WELCOME10', 'WELCOME10'],
    ['  welcome10 ', 'welcome10'],
    ['', null],
    ['   ', null],
    ['A'.repeat(45), 'A'.repeat(40)],
  ])('%j → %j', (typed, sent) => {
    expect(promoCode(typed)).toBe(sent);
  });

  it('says so when nothing was typed', () => {
    expect(PROMO_CODE_MISSING).toBe('Please enter a promo code');
  });
});

// docs/product.md §7.3 "Available discounts": an applied discount is not offered again.
describe('offeredDiscounts', () => {
  it.each([
    [[1, 2, 3], [], [1, 2, 3]],
    [[1, 2, 3], [2], [1, 3]],
    [[1], [1], []],
    [[], [1], []],
  ])('available %j, applied %j → %j', (available, applied, offered) => {
    expect(
      offeredDiscounts(
        available.map((discount_id) => ({ discount_id })),
        applied.map((discount_id) => ({ discount_id })),
      ).map((d) => d.discount_id),
    ).toEqual(offered);
  });
});

// docs/product.md §4.6 pending discounts: the modal's confirmation.
it('names the discount applied', () => {
  expect(discountApplied('First order: $3 off')).toBe('First order: $3 off applied');
});
