import { z } from 'zod';
import { id } from './common.ts';

/**
 * Live availability of a store (optional calls and fields: a chain whose API lacks them keeps
 * today's behaviour; docs/kitchen.md §2). A pause with `paused_until` ends at that instant; without
 * it, when the store resumes.
 */
export const pauseFields = {
  is_paused: z.boolean().optional(),
  /** ISO 8601 instant the store takes orders again; null when it has not said. */
  paused_until: z.iso.datetime({ offset: true }).nullable().optional(),
};

/** What a store cannot sell right now: sold-out items and modifier options, and a pause. */
export const availability = z.object({
  store_id: id,
  is_paused: z.boolean(),
  paused_until: z.iso.datetime({ offset: true }).nullable(),
  sold_out_item_ids: z.array(id),
  sold_out_option_ids: z.array(id),
  /** The store's clock, minutes east of UTC, to say when it is back. */
  timezone_offset_mins: z.number().int().optional(),
});
export type Availability = z.infer<typeof availability>;
