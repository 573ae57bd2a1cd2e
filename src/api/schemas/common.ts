import { z } from 'zod';

/** Integer cents (docs/product.md §9 "Money and dates"). */
export const cents = z.number().int();
/** A positive id as the tenant API issues it. */
export const id = z.number().int().positive();
/** Simple success acknowledgement. */
export const ok = z.object({ ok: z.boolean() });
/** An empty request payload. */
export const none = z.strictObject({});
/** YYYY-MM-DD */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');
/** 10 digits, no formatting (docs/product.md §3 sign-up payload). */
export const phoneDigits = z.string().regex(/^\d{10}$/, 'Use 10 digits');
/** Error body of a failed call. */
export const errorBody = z.object({ error: z.string(), code: z.string().optional() });
