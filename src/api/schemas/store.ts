import { z } from 'zod';
import { id } from './common.ts';
import { slotCapacity } from './capacity.ts';
import { ADDRESS_QUERY_MAX, LIST_LIMIT_MAX } from '../../lib/limits.ts';
import { pauseFields } from './availability.ts';

/** docs/product.md §3 Service. */
export const service = z.object({
  service_type_id: id,
  name: z.string(),
  display_name: z.string(),
  is_visible: z.boolean(),
  display_order: z.number().int(),
  requires_address: z.boolean(),
  requires_guest_count: z.boolean(),
  base_prep_time: z.number().int().min(0),
  lead_time: z.number().int().min(0),
});
export type Service = z.infer<typeof service>;

/** docs/product.md §3 Service schedule: service_type_id → date → [startMinute, endMinute][]. */
export const serviceSchedule = z.record(
  z.string(),
  z.record(z.string(), z.array(z.tuple([z.number().int(), z.number().int()]))),
);

/** Delivery details of a store for an address. */
export const deliveryInfo = z.object({
  fee_cents: z.number().int(),
  minimum_cents: z.number().int(),
  radius_miles: z.number(),
  distance_miles: z.number().optional(),
  estimated_minutes: z.number().int().optional(),
});

/** docs/product.md §3 Store. */
export const store = z.object({
  store_id: id,
  restaurant_id: id,
  name: z.string(),
  subtitle: z.string().nullable(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  phone: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  is_open: z.boolean(),
  timezone_offset_mins: z.number().int(),
  timezone: z.string().optional(),
  today: z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/),
  image_url: z.string().nullable().optional(),
  distance_miles: z.number().optional(),
  services: z.array(service),
  service_schedule: serviceSchedule.optional(),
  slot_capacity: slotCapacity.optional(),
  delivery_info: deliveryInfo.nullable().optional(),
  fraud_detection_gateways: z.array(
    z.object({ payproc_id: z.number().int(), extra: z.object({ merchant_id: z.string() }) }),
  ),
  ...pauseFields,
});
export type Store = z.infer<typeof store>;

/** Query of the store calls (docs/product.md §7.5). */
export const storeQuery = z.strictObject({
  service_schedule: z.boolean().optional(),
  service_type_id: id.optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  store_id: id.optional(),
  query: z.string().max(ADDRESS_QUERY_MAX).optional(),
  limit: z.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
});

/** A payment method a store accepts. */
export const paymentMethod = z.object({
  type: z.enum([
    'credit_card',
    'saved_card',
    'gift_card',
    'apple_pay',
    'google_pay',
    'pay_in_store',
  ]),
  name: z.string(),
  enabled: z.boolean(),
});
