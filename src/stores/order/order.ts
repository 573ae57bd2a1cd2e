import { computed } from 'nanostores';
import {
  boolean,
  int,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Infer,
} from '../persist/decode.ts';
import { persistent } from '../persist/local.ts';
import {
  ADDRESS_LINE1_MAX,
  ADDRESS_LINE2_MAX,
  CITY_MAX,
  LOYALTY_ID_MAX,
  POSTAL_CODE_MAX,
  PROMO_CODE_MAX,
  STATE_MAX,
  STREET_NUMBER_MAX,
  TIME_LABEL_MAX,
} from '../../lib/limits.ts';

// docs/product.md §3 "Other client-persisted values" — the order itself lives on the server
// (docs/architecture.md §5).
const positiveId = nullable(int({ positive: true }));
const isoDate = string({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

export const $orderId = persistent('orderId', positiveId, null);
/** The key the selected store is kept under, which Order quote's page also reads as it loads. */
export const SELECTED_STORE_KEY = 'selectedStoreId';
export const $selectedStoreId = persistent(SELECTED_STORE_KEY, positiveId, null);
export const $selectedServiceId = persistent('selectedServiceId', positiveId, null);
export const $dayAndTimeSelected = persistent('dayAndTimeSelected', boolean(), false);
export const $discountCode = persistent(
  'discountCode',
  nullable(string({ max: PROMO_CODE_MAX })),
  null,
);
export const $deepLinkItemId = persistent('deepLinkItemId', positiveId, null);
export const $inStoreTicket = persistent(
  'inStoreTicket',
  nullable(
    object({
      merchant: string({ max: LOYALTY_ID_MAX }),
      location: string({ max: LOYALTY_ID_MAX }),
      ticket: string({ max: LOYALTY_ID_MAX }),
    }),
  ),
  null,
);

/**
 * docs/product.md §3 "selected day": the chosen day option's date, YYYY-MM-DD in the store's zone.
 */
export const $selectedDay = persistent('selectedDay', nullable(isoDate), null);

const hourSlot = object({
  hour: string({ pattern: /^(ASAP|\d{2}:\d{2})$/ }),
  formatted: string({ max: TIME_LABEL_MAX }),
  originalHour: int(),
  isNextDay: boolean(),
  nextDayDate: optional(isoDate),
  asapTime: optional(string({ max: TIME_LABEL_MAX })),
});
/** docs/product.md §3 "selected hour": the chosen hour slot. */
export const $selectedHour = persistent('selectedHour', nullable(hourSlot), null);
/**
 * docs/product.md §3 "order type": 'asap' or 'future' (saved for the ASAP/Future toggle,
 * docs/product.md §4.8).
 */
export const $orderType = persistent('orderType', nullable(oneOf(['asap', 'future'])), null);
/** docs/product.md §3 "timezone offset" of the selected store, minutes east of UTC. */
export const $timezoneOffset = persistent('timezoneOffset', nullable(int()), null);

const savedAddress = object({
  address_id: int({ positive: true }),
  /** Whose address book it is in: a guest's saved address is not the logged-in customer's. */
  customer_id: int({ positive: true }),
  street_number: string({ max: STREET_NUMBER_MAX }),
  address1: string({ max: ADDRESS_LINE1_MAX }),
  address2: string({ max: ADDRESS_LINE2_MAX }),
  city: string({ max: CITY_MAX }),
  state_code: string({ max: STATE_MAX }),
  postal_code: string({ max: POSTAL_CODE_MAX }),
  latitude: number(),
  longitude: number(),
});
export type SavedAddress = Infer<typeof savedAddress>;
/**
 * docs/product.md §3 "selected address": the delivery address the order uses (saved, so it has an
 * id).
 */
export const $selectedAddress = persistent('selectedAddress', nullable(savedAddress), null);

const deliveryInfo = object({
  fee_cents: int(),
  minimum_cents: int(),
  radius_miles: number(),
  distance_miles: optional(number()),
  estimated_minutes: optional(int()),
});
/** docs/product.md §3 "delivery info" of the selected store for the selected address. */
export const $deliveryInfo = persistent('deliveryInfo', nullable(deliveryInfo), null);

/** There is a current order. */
export const $hasOrder = computed($orderId, (id) => id !== null);
