/**
 * The first sentence of a reorder's review (docs/product.md §2.10 reorder; issue: nothing is
 * dropped silently). A line whose old options are gone still goes in, so "won't be added" would be
 * untrue for it: the sentence says what actually happens to what is listed below it.
 */
import type { ReorderPlan } from '../order/reorder.ts';

export const LEAD_LEFT_OUT = 'These won’t be added to your new order:';
export const LEAD_CHANGED = 'These go into your new order without choices no longer offered:';
export const LEAD_BOTH = 'Your new order can’t have everything as it was:';

/**
 * @example reviewLead({ unavailable: [{ name: 'Fries', reason: 'out-of-stock' }], changed: [] }) // 'These won’t be added to your new order:'
 */
export function reviewLead(plan: Pick<ReorderPlan, 'unavailable' | 'changed'>): string {
  if (plan.changed.length === 0) return LEAD_LEFT_OUT;
  return plan.unavailable.length === 0 ? LEAD_CHANGED : LEAD_BOTH;
}
