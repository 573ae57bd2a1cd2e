/**
 * The first sentence of a reorder's review (docs/product.md §2.10 reorder; issue: nothing is
 * dropped silently). A line whose old options are gone still goes in, so "won't be added" would be
 * untrue for it: the sentence says what actually happens to what is listed below it.
 */
import * as m from '#messages';
import type { ReorderPlan } from '../order/reorder.ts';

export const LEAD_LEFT_OUT = m.reorder_leadLeftOut;
export const LEAD_CHANGED = m.reorder_leadChanged;
export const LEAD_BOTH = m.reorder_leadBoth;

/**
 * @example reviewLead({ unavailable: [{ name: 'Fries', reason: 'out-of-stock' }], changed: [] }) // 'These won’t be added to your new order:'
 */
export function reviewLead(plan: Pick<ReorderPlan, 'unavailable' | 'changed'>): string {
  if (plan.changed.length === 0) return LEAD_LEFT_OUT;
  return plan.unavailable.length === 0 ? LEAD_CHANGED : LEAD_BOTH;
}
