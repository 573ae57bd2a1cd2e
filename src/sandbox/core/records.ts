/** The documents the sandbox keeps in its tables (db.ts). */
import type { ChosenOption } from '../../api/schemas/order.ts';
import type { PricedOption } from '../orders/options.ts';
import type { Locale } from '../../lib/i18n/locales.ts';

export interface LoyaltyEntry {
  date: string;
  points: number;
  description: string;
}

export interface CustomerDoc {
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  birthdate: string | null;
  company_name: string | null;
  /** scrypt hash; null for guests and single-sign-on accounts. */
  password_hash: string | null;
  is_phone_verified: boolean;
  is_verified: boolean;
  is_mgmt: boolean;
  is_guest: boolean;
  email_optin: boolean;
  sms_optin: boolean;
  loyalty: { points: number; lifetime_points: number; history: LoyaltyEntry[] };
  created_at: string;
}

export interface SessionDoc {
  customer_id: number;
  session_id: string;
  route_id: string;
  created_at: string;
  expires_ms: number;
  /**
   * The guest whose session this sign-in came from: that guest's open order may be handed to this
   * customer (see ../orders/handover.ts). Absent when the sign-in carried no guest session.
   */
  handover_from?: number | undefined;
}

export interface AddressDoc {
  street_number?: string | undefined;
  address1: string;
  address2?: string | undefined;
  city: string;
  state_code: string;
  postal_code: string;
  phone?: string | undefined;
  contact_phone?: string | undefined;
  latitude: number;
  longitude: number;
  return_details?: boolean | undefined;
}

export interface FavoriteItemDoc {
  store_id: number;
  menu_item_id: number;
}

export interface FavoriteStoreDoc {
  store_id: number;
}

export interface CardDoc {
  type: 'credit_card' | 'gift_card';
  brand: string;
  last4: string;
  exp_month?: number;
  exp_year?: number;
  /** The hosted-payment token a credit card was saved from. */
  token?: string;
  /** The seeded gift card (gift_cards.key) a gift card refers to. */
  gift_card_number?: string;
}

export interface LineDoc {
  item_id: number;
  menu_item_id: number;
  name: string;
  quantity: number;
  unit_price_cents: number;
  note: string | null;
  auto: boolean;
  options: PricedOption[];
  choices: ChosenOption[] | null;
}

export interface PaymentDoc {
  payment_id: number;
  type: string;
  amount_cents: number;
  last4: string | null;
}

export interface OrderDoc {
  status: 'open' | 'placed' | 'cancelled';
  store_id: number;
  service_type_id: number;
  customer_id: number;
  is_asap: boolean;
  ready_ts: string | null;
  dp_stamp: string | null;
  guest_count: number | null;
  address_id: number | null;
  lines: LineDoc[];
  next_line_id: number;
  discount_ids: number[];
  tip_cents: number;
  note: string | null;
  include_utensils: boolean;
  delivery_instructions: string | null;
  checkin_info: string | null;
  checked_in_at: string | null;
  payments: PaymentDoc[];
  created_at: string;
  placed_at: string | null;
  points_earned: number;
  /** Minutes late the store says the order runs (./orders/changes.ts); absent when on time. */
  delay_minutes?: number;
  /** The guest's language when placing (their notices' language); absent before, or English. */
  locale?: Locale;
}

export interface PinDoc {
  pin: string;
  kind: string;
  customer_id: number | null;
  expires_ms: number;
  attempts: number;
}

export interface OutboxDoc {
  channel: 'sms' | 'email';
  recipient: string;
  pin: string | null;
  kind: string;
  text: string;
  time: string;
}

export interface FaultDoc {
  path: string;
  method?: string | undefined;
  status?: number | undefined;
  latencyMs?: number | undefined;
}

export interface IdempotencyDoc {
  order_id: number;
  status: number;
  body: unknown;
}

export interface PaymentTokenDoc {
  status: 'pending' | 'approved' | 'declined';
  brand: string | null;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  message: string | null;
  /** Why a declined card was declined: its message is then written in the guest's language. */
  decline?: 'card_declined' | 'test_card_only';
  created_at: string;
  used_by_order: number | null;
}

export interface GiftCardDoc {
  number: string;
  pin: string;
  balance_cents: number;
}

export interface TicketUseDoc {
  customer_id: number;
  points: number;
  time: string;
}
