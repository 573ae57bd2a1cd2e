/**
 * Changes after ordering (docs/kitchen.md §3): the optional calls that move a placed scheduled
 * order to another time, change its items or cancel it, until it fires. A chain whose API lacks
 * them sends no change_cutoff_minutes on its orders, so the storefront never makes these calls.
 * Shapes ours.
 */
import { z } from 'zod';
import type { CallDef } from './contract.ts';
import { cents, id, none } from './schemas/common.ts';
import { order } from './schemas/order.ts';
import { settlement } from './schemas/order-changes.ts';
import { QUANTITY_MAX } from '../lib/limits.ts';

const call = <Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>) => def;

/** The most lines one item change may name. */
export const CHANGED_LINES_MAX = 100;

export const ORDER_CHANGE_CALLS = {
  rescheduleOrder: call({
    method: 'POST',
    path: '/orders/{orderId}/reschedule',
    summary: 'Move a placed scheduled order to another time, until it fires (shape ours).',
    request: z.strictObject({
      ready_ts: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "Use 'YYYY-MM-DD HH:mm'"),
    }),
    response: z.object({ order }),
  }),
  changeOrderItems: call({
    method: 'POST',
    path: '/orders/{orderId}/change-items',
    summary:
      'Change the quantities of a placed scheduled order’s lines (0 removes one) until it fires; the difference is charged to or refunded on the order’s tenders. preview answers without changing anything (shape ours).',
    request: z.strictObject({
      items: z
        .array(z.strictObject({ item_id: id, quantity: z.number().int().min(0).max(QUANTITY_MAX) }))
        .min(1)
        .max(CHANGED_LINES_MAX),
      preview: z.boolean().optional(),
    }),
    response: z.object({
      order,
      /** New total minus the old one: positive is charged (or due in store), negative refunded. */
      difference_cents: cents,
      settlements: z.array(settlement),
    }),
  }),
  cancelOrder: call({
    method: 'POST',
    path: '/orders/{orderId}/cancel',
    summary:
      'Cancel a placed scheduled order until it fires; online payments are refunded (shape ours).',
    request: none,
    response: z.object({ order, settlements: z.array(settlement) }),
  }),
} as const;
