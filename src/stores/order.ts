import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { persistent } from './persist.ts';

// SPEC §3 "Other client-persisted values" — the order itself lives on the server (DESIGN §5).
const positiveId = z.nullable(z.int().check(z.positive()));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const $orderId = persistent('orderId', positiveId, null);
export const $selectedStoreId = persistent('selectedStoreId', positiveId, null);
export const $selectedServiceId = persistent('selectedServiceId', positiveId, null);
export const $dayAndTimeSelected = persistent('dayAndTimeSelected', z.boolean(), false);
export const $discountCode = persistent('discountCode', z.nullable(z.string().check(z.maxLength(40))), null);
export const $deepLinkItemId = persistent('deepLinkItemId', positiveId, null);
export const $inStoreTicket = persistent(
  'inStoreTicket',
  z.nullable(z.object({ merchant: z.string().check(z.maxLength(64)), location: z.string().check(z.maxLength(64)), ticket: z.string().check(z.maxLength(64)) })),
  null,
);

/** SPEC §3 "selected day": the chosen day option's date, YYYY-MM-DD in the store's zone. */
export const $selectedDay = persistent('selectedDay', z.nullable(isoDate), null);

const hourSlot = z.object({
  hour: z.string().check(z.regex(/^(ASAP|\d{2}:\d{2})$/)),
  formatted: z.string().check(z.maxLength(12)),
  originalHour: z.int(),
  isNextDay: z.boolean(),
  nextDayDate: z.optional(isoDate),
  asapTime: z.optional(z.string().check(z.maxLength(12))),
});
/** SPEC §3 "selected hour": the chosen hour slot. */
export const $selectedHour = persistent('selectedHour', z.nullable(hourSlot), null);
/** SPEC §3 "order type": 'asap' or 'future' (saved for the ASAP/Future toggle, SPEC §4.8). */
export const $orderType = persistent('orderType', z.nullable(z.enum(['asap', 'future'])), null);
/** SPEC §3 "timezone offset" of the selected store, minutes east of UTC. */
export const $timezoneOffset = persistent('timezoneOffset', z.nullable(z.int()), null);

const savedAddress = z.object({
  address_id: z.int().check(z.positive()),
  /** Whose address book it is in: a guest's saved address is not the logged-in customer's. */
  customer_id: z.int().check(z.positive()),
  street_number: z.string().check(z.maxLength(20)),
  address1: z.string().check(z.maxLength(200)),
  address2: z.string().check(z.maxLength(100)),
  city: z.string().check(z.maxLength(100)),
  state_code: z.string().check(z.maxLength(10)),
  postal_code: z.string().check(z.maxLength(12)),
  latitude: z.number(),
  longitude: z.number(),
});
export type SavedAddress = z.infer<typeof savedAddress>;
/** SPEC §3 "selected address": the delivery address the order uses (saved, so it has an id). */
export const $selectedAddress = persistent('selectedAddress', z.nullable(savedAddress), null);

const deliveryInfo = z.object({
  fee_cents: z.int(),
  minimum_cents: z.int(),
  radius_miles: z.number(),
  distance_miles: z.optional(z.number()),
  estimated_minutes: z.optional(z.int()),
});
/** SPEC §3 "delivery info" of the selected store for the selected address. */
export const $deliveryInfo = persistent('deliveryInfo', z.nullable(deliveryInfo), null);

/** There is a current order. */
export const $hasOrder = computed($orderId, (id) => id !== null);
