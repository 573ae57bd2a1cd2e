import { computed } from 'nanostores';
import * as z from 'zod/mini';
import { persistent } from './persist.ts';

// SPEC §3 "Other client-persisted values" — the order itself lives on the server (DESIGN §5).
export const $orderId = persistent('orderId', z.nullable(z.int().check(z.positive())), null);
export const $selectedStoreId = persistent('selectedStoreId', z.nullable(z.int().check(z.positive())), null);
export const $dayAndTimeSelected = persistent('dayAndTimeSelected', z.boolean(), false);
export const $discountCode = persistent('discountCode', z.nullable(z.string().check(z.maxLength(40))), null);
export const $deepLinkItemId = persistent('deepLinkItemId', z.nullable(z.int().check(z.positive())), null);
export const $inStoreTicket = persistent(
  'inStoreTicket',
  z.nullable(z.object({ merchant: z.string().check(z.maxLength(64)), location: z.string().check(z.maxLength(64)), ticket: z.string().check(z.maxLength(64)) })),
  null,
);

/** There is a current order. */
export const $hasOrder = computed($orderId, (id) => id !== null);
