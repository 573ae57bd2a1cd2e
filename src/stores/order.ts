import { computed } from 'nanostores';
import { z } from 'zod';
import { persistent } from './persist.ts';

// SPEC §3 "Other client-persisted values" — the order itself lives on the server (DESIGN §5).
export const $orderId = persistent('orderId', z.number().int().positive().nullable(), null);
export const $selectedStoreId = persistent('selectedStoreId', z.number().int().positive().nullable(), null);
export const $dayAndTimeSelected = persistent('dayAndTimeSelected', z.boolean(), false);
export const $discountCode = persistent('discountCode', z.string().max(40).nullable(), null);
export const $deepLinkItemId = persistent('deepLinkItemId', z.number().int().positive().nullable(), null);
export const $inStoreTicket = persistent(
  'inStoreTicket',
  z.object({ merchant: z.string().max(64), location: z.string().max(64), ticket: z.string().max(64) }).nullable(),
  null,
);

/** There is a current order. */
export const $hasOrder = computed($orderId, (id) => id !== null);
