/**
 * Changes after ordering (docs/kitchen.md §3): the optional fields an order carries when the chain's
 * API lets a guest move, change or cancel a placed scheduled order. An API without them leaves them
 * out, and the storefront then offers no changes.
 */
import { z } from 'zod';

export const orderChangeFields = {
  /**
   * The order fires (goes to the kitchen) this many minutes before its promised time (dp_stamp);
   * until then its customer may move it, change its items or cancel it. Absent: no changes.
   */
  change_cutoff_minutes: z.number().int().min(0).optional(),
  /** How many minutes late the store says the order runs; null or absent when on time. */
  delay_minutes: z.number().int().min(0).nullable().optional(),
};

/** A charge or refund that settled an item change or a cancellation. */
export const settlement = z.object({
  /** 'charge' takes the difference from a tender of the order; 'refund' gives it back. */
  kind: z.enum(['charge', 'refund']),
  /** The tender's payment type (saved_card, gift_card…) and its last four digits. */
  type: z.string(),
  last4: z.string().nullable(),
  amount_cents: z.number().int().min(0),
});
export type Settlement = z.infer<typeof settlement>;
