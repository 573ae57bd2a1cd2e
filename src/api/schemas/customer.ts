import { z } from 'zod';
import { translations } from './translations.ts';
import { id, isoDate, phoneDigits } from './common.ts';
import {
  ADDRESS_LINE1_MAX,
  ADDRESS_LINE2_MAX,
  CITY_MAX,
  COMPANY_NAME_MAX,
  EMAIL_MAX,
  EMAIL_MIN,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  POSTAL_CODE_MAX,
  STATE_MAX,
  STREET_NUMBER_MAX,
} from '../../lib/limits.ts';

/** docs/product.md §3 Customer (auth_cookie never leaves the proxy). */
export const customer = z.object({
  customer_id: id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  birthdate: isoDate.nullable().optional(),
  company_name: z.string().nullable().optional(),
  is_phone_verified: z.boolean(),
  is_verified: z.boolean(),
  is_mgmt: z.boolean(),
  is_guest: z.boolean().optional(),
  email_optin: z.boolean().optional(),
  sms_optin: z.boolean().optional(),
});
export type Customer = z.infer<typeof customer>;

/** Login, registration and SSO all answer with the session's customer. */
export const session = z.object({
  customer_id: id,
  email: z.string(),
  is_phone_verified: z.boolean().optional(),
  /** Present upstream; the proxy moves it into the sealed session and removes it. */
  auth_cookie: z.string().optional(),
});

/** docs/product.md §3 sign-up payload. */
export const registration = z.strictObject({
  email: z.string().min(EMAIL_MIN).max(EMAIL_MAX),
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
  first_name: z.string().min(1).max(NAME_MAX),
  last_name: z.string().min(1).max(NAME_MAX),
  phone: phoneDigits,
  auto_login: z.literal(true),
  email_optin: z.boolean(),
  sms_optin: z.boolean(),
  birthdate: isoDate.optional(),
  company_name: z.string().max(COMPANY_NAME_MAX).optional(),
});

/** docs/product.md §3 Address. */
export const addressFields = {
  street_number: z.string().max(STREET_NUMBER_MAX).optional(),
  address1: z.string().min(1).max(ADDRESS_LINE1_MAX),
  address2: z.string().max(ADDRESS_LINE2_MAX).optional(),
  city: z.string().max(CITY_MAX),
  state_code: z.string().max(STATE_MAX),
  postal_code: z.string().max(POSTAL_CODE_MAX),
  phone: z.string().max(PHONE_MAX).optional(),
  contact_phone: z.string().max(PHONE_MAX).optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  return_details: z.boolean().optional(),
};
export const address = z.object({ address_id: id, ...addressFields });
export type Address = z.infer<typeof address>;

/** A saved payment card or gift card (never the full number). */
export const savedCard = z.object({
  card_id: id,
  type: z.enum(['credit_card', 'gift_card']),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12).optional(),
  exp_year: z.number().int().optional(),
  balance_cents: z.number().int().optional(),
  is_default: z.boolean().optional(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** Loyalty state of a customer. */
export const loyalty = z.object({
  points: z.number().int(),
  lifetime_points: z.number().int(),
  programs: z.array(
    z.object({
      program_id: id,
      name: z.string(),
      description: z.string(),
      threshold: z.number().int(),
    }),
  ),
  history: z.array(
    z.object({ date: z.string(), points: z.number().int(), description: z.string() }),
  ),
});

/** A favourite menu item. */
export const favoriteItem = z.object({
  favorite_id: id,
  store_id: id,
  menu_item_id: id,
  name: z.string(),
  price_cents: z.number().int(),
  image_url: z.string().nullable().optional(),
  /** The item's name in other languages, when the menu gives them (docs/architecture.md §4b). */
  translations: translations('name'),
});
