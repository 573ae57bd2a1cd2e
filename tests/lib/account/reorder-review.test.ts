import { describe, expect, it } from 'vitest';
import {
  LEAD_BOTH,
  LEAD_CHANGED,
  LEAD_LEFT_OUT,
  reviewLead,
} from '../../../src/lib/account/reorder-review.ts';
import type { ReorderPlan } from '../../../src/lib/order/reorder.ts';

const fries = { name: 'Fries', reason: 'out-of-stock' } as const;
const burger = { name: 'Burger', dropped: ['Bacon'] };

// docs/product.md §2.10 (reorder) and the account issue: what a reorder leaves out is said plainly,
// and the sentence before the list matches what happens to the lines in it.
describe('reviewLead', () => {
  it.each<[string, Pick<ReorderPlan, 'unavailable' | 'changed'>, string]>([
    ['items left out only', { unavailable: [fries], changed: [] }, LEAD_LEFT_OUT],
    [
      'options dropped only: the item still goes in',
      { unavailable: [], changed: [burger] },
      LEAD_CHANGED,
    ],
    ['both', { unavailable: [fries], changed: [burger] }, LEAD_BOTH],
  ])('%s', (_case, plan, lead) => {
    expect(reviewLead(plan)).toBe(lead);
  });

  it('words the guest reads', () => {
    expect([LEAD_LEFT_OUT, LEAD_CHANGED, LEAD_BOTH]).toMatchInlineSnapshot(`
      [
        "These won’t be added to your new order:",
        "These go into your new order without choices no longer offered:",
        "Your new order can’t have everything as it was:",
      ]
    `);
  });
});
