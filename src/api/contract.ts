/**
 * Every call of docs/product.md §7.2–§7.7, declared once: method, path template, request and
 * response schemas. The typed client, the proxy's allow-list and the sandbox all derive from this
 * table. Where docs/product.md leaves a payload or response "not shown", the shape below is ours,
 * modelled on ordinary ordering backends; each such entry says so in its summary.
 */
import { z } from 'zod';
import { cents, id, isoDate, none, ok, phoneDigits } from './schemas/common.ts';
import {
  address,
  addressFields,
  customer,
  favoriteItem,
  loyalty,
  registration,
  savedCard,
  session,
} from './schemas/customer.ts';
import { menu, menuItem } from './schemas/menu.ts';
import { availability } from './schemas/availability.ts';
import { chosenOption, discount, order } from './schemas/order.ts';
import { paymentMethod, store, storeQuery } from './schemas/store.ts';
import { ORDER_CHANGE_CALLS } from './contract-changes.ts';
import {
  ACCESS_TOKEN_MAX,
  ADDRESS_LINE1_MAX,
  CHECKIN_INFO_MAX,
  CITY_MAX,
  DOMAIN_MAX,
  EMAIL_MAX,
  FINGERPRINT_ID_MAX,
  FRAUD_ID_MAX,
  GUEST_COUNT_MAX,
  GUEST_COUNT_MIN,
  ITEM_NOTE_MAX,
  LINE_OPTIONS_MAX,
  LIST_LIMIT_MAX,
  LOYALTY_ID_MAX,
  LOYALTY_SHORT_ID_MAX,
  NAME_MAX,
  ORDER_NOTE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PAYMENTS_MAX,
  PIN_LENGTH,
  PAYMENT_TOKEN_MAX,
  POSTAL_CODE_MAX,
  PROMO_CODE_MAX,
  QUANTITY_MAX,
  QUANTITY_MIN,
  RISK_USER_ID_MAX,
  SECURITY_CODE_MAX,
  SESSION_ID_MAX,
  STATE_MAX,
  TIP_CENTS_MAX,
  WALLET_PAYMENT_DATA_MAX,
  WALLET_VALIDATION_URL_MAX,
} from '../lib/limits.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: Method;
  /** Path template; `{name}` segments are path parameters. */
  path: string;
  summary: string;
  /** GET sends the payload as the query string; other methods as a JSON body. */
  request: Req;
  response: Res;
  /**
   * Which base URL the call goes to: the tenant API (default) or branding's api_base_url
   * (docs/product.md §7.6).
   */
  base?: 'api' | 'loyalty';
  /** Session effect the proxy applies: `set` keeps the returned auth_cookie, `clear` forgets the session. */
  session?: 'set' | 'clear';
  /** Fixed query parameters the call always carries. */
  query?: Readonly<Record<string, string>>;
}

const call = <Req extends z.ZodType, Res extends z.ZodType>(def: CallDef<Req, Res>) => def;

const orderResult = z.object({ order });
const customerUpdate = z.strictObject({
  email: z.string().max(EMAIL_MAX).optional(),
  first_name: z.string().max(NAME_MAX).optional(),
  last_name: z.string().max(NAME_MAX).optional(),
  phone: phoneDigits.optional(),
  birthdate: isoDate.optional(),
  email_optin: z.boolean().optional(),
});
const orderFields = {
  customer_id: id,
  is_asap: z.boolean(),
  store_id: id,
  service_type_id: id,
  guest_count: z.number().int().min(GUEST_COUNT_MIN).max(GUEST_COUNT_MAX).optional(),
  discount_code: z.string().max(PROMO_CODE_MAX).optional(),
  ready_ts: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, "Use 'YYYY-MM-DD HH:mm'")
    .optional(),
  address_id: id.optional(),
};

export const CONTRACT = {
  // ── docs/product.md §7.2 Customer calls
  // ───────────────────────────────────────────────────────────────
  login: call({
    method: 'POST',
    path: '/customers/login',
    summary: 'Log in with e-mail and password.',
    request: z.strictObject({
      username: z.string().max(EMAIL_MAX),
      password: z.string().max(PASSWORD_MAX),
      session_id: z.string().max(SESSION_ID_MAX).optional(),
    }),
    response: session,
    session: 'set',
  }),
  loginWithSecurityCode: call({
    method: 'POST',
    path: '/customers/login-with-security-code',
    summary: 'Log in with a PIN sent by e-mail (payload ours).',
    request: z.strictObject({
      email: z.string().max(EMAIL_MAX),
      security_code: z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`)),
    }),
    response: session,
    session: 'set',
  }),
  me: call({
    method: 'GET',
    path: '/customers/me',
    summary: 'The logged-in customer.',
    request: none,
    response: z.object({ customer }),
  }),
  register: call({
    method: 'POST',
    path: '/customers/registration',
    summary: 'Create an account (docs/product.md §3 sign-up payload).',
    request: registration,
    response: session,
    session: 'set',
  }),
  password: call({
    method: 'POST',
    path: '/customers/password',
    summary: 'Send a reset link ({email, reset: true}), or change the password (payload ours).',
    request: z.union([
      z.strictObject({ email: z.string().max(EMAIL_MAX), reset: z.literal(true) }),
      z.strictObject({
        old_password: z.string().max(PASSWORD_MAX),
        new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
      }),
      // Right after a sign-in with an e-mailed code (the reset link): no current password.
      z.strictObject({ new_password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX) }),
    ]),
    response: ok,
  }),
  sendVerifyPhone: call({
    method: 'POST',
    path: '/customers/send-verify-phone',
    summary: 'Send a phone PIN by SMS.',
    request: z.strictObject({ phone: phoneDigits }),
    response: ok,
  }),
  sendVerifyCode: call({
    method: 'POST',
    path: '/customers/send-verify-code',
    summary: 'Send an e-mail PIN.',
    request: z.strictObject({ email: z.string().max(EMAIL_MAX) }),
    response: ok,
  }),
  verifyPhone: call({
    method: 'POST',
    path: '/customers/verify-phone',
    summary: 'Verify the phone with its PIN.',
    request: z.strictObject({
      phone: phoneDigits,
      security_code: z.string().max(SECURITY_CODE_MAX),
    }),
    response: ok,
  }),
  verifyEmail: call({
    method: 'POST',
    path: '/customers/verify',
    summary: 'Verify the e-mail with its PIN.',
    request: z.strictObject({
      email: z.string().max(EMAIL_MAX),
      security_code: z.string().max(SECURITY_CODE_MAX),
    }),
    response: ok,
  }),
  updateCustomer: call({
    method: 'POST',
    path: '/customers/{customerId}',
    summary: 'Update the customer, or a guest’s contact info.',
    request: customerUpdate,
    response: z.object({ customer }),
  }),
  deleteCustomer: call({
    method: 'DELETE',
    path: '/customers/{customerId}',
    summary: 'Delete the account (and end the session).',
    request: none,
    response: ok,
    session: 'clear',
  }),
  listAddresses: call({
    method: 'GET',
    path: '/customers/{customerId}/addresses',
    summary: 'Saved addresses.',
    request: z.strictObject({ limit: z.number().int().min(1).max(LIST_LIMIT_MAX).optional() }),
    response: z.object({ addresses: z.array(address) }),
  }),
  saveAddress: call({
    method: 'POST',
    path: '/customers/{customerId}/addresses',
    summary: 'Save a new address, or update one when address_id is given.',
    request: z.strictObject({ address_id: id.optional(), ...addressFields }),
    response: z.object({ address }),
  }),
  deleteAddress: call({
    method: 'DELETE',
    path: '/customers/{customerId}/addresses',
    summary: 'Delete an address (payload ours).',
    request: z.strictObject({ address_id: id }),
    response: ok,
  }),
  favoriteItems: call({
    method: 'GET',
    path: '/customers/{customerId}/favorite-items',
    summary: 'Favourite items.',
    request: none,
    response: z.object({ items: z.array(favoriteItem) }),
  }),
  addFavoriteItem: call({
    method: 'POST',
    path: '/customers/{customerId}/favorite-items',
    summary: 'Add a favourite item (payload ours).',
    request: z.strictObject({ store_id: id, menu_item_id: id }),
    response: z.object({ item: favoriteItem }),
  }),
  removeFavoriteItem: call({
    method: 'DELETE',
    path: '/customers/{customerId}/favorite-items',
    summary: 'Remove a favourite item (payload ours).',
    request: z.strictObject({ menu_item_id: id }),
    response: ok,
  }),
  savedCards: call({
    method: 'GET',
    path: '/customers/{customerId}/saved-cards',
    summary: 'Saved cards; gift cards with {type: "gift_card"}.',
    request: z.strictObject({ type: z.enum(['credit_card', 'gift_card']).optional() }),
    response: z.object({ cards: z.array(savedCard) }),
  }),
  saveCard: call({
    method: 'POST',
    path: '/customers/{customerId}/saved-cards',
    summary:
      'Save a card from a hosted-payment token, or add a gift card by number and PIN (payload ours).',
    request: z.union([
      z.strictObject({ token: z.string().max(PAYMENT_TOKEN_MAX) }),
      z.strictObject({
        gift_card_number: z.string().regex(/^\d{12,19}$/),
        pin: z
          .string()
          .regex(/^\d{3,8}$/)
          .optional(),
      }),
    ]),
    response: z.object({ card: savedCard }),
  }),
  deleteCard: call({
    method: 'DELETE',
    path: '/customers/{customerId}/saved-cards',
    summary: 'Delete a saved card (payload ours).',
    request: z.strictObject({ card_id: id }),
    response: ok,
  }),
  loyalty: call({
    method: 'GET',
    path: '/customers/{customerId}/loyalty',
    summary: 'Points, programs and history (shape ours).',
    request: none,
    response: loyalty,
  }),
  redeemLoyalty: call({
    method: 'POST',
    path: '/customers/{customerId}/loyalty/redeem',
    summary: 'Redeem a reward in store; returns a code to show the cashier (shape ours).',
    request: z.strictObject({ program_id: id, store_id: id.optional() }),
    response: z.object({
      ok: z.boolean(),
      code: z.string(),
      points: z.number().int(),
      /** When the code stops being accepted (ISO instant). */
      expires_at: z.string().optional(),
    }),
  }),
  orderHistory: call({
    method: 'GET',
    path: '/customers/{customerId}/orders',
    summary: 'Past orders, newest first.',
    request: z.strictObject({ limit: z.number().int().min(1).max(LIST_LIMIT_MAX).optional() }),
    response: z.object({ orders: z.array(order) }),
  }),
  favoriteStores: call({
    method: 'GET',
    path: '/customers/{customerId}/favorite-stores',
    summary: 'Favourite stores (note the hyphen).',
    request: none,
    response: z.object({ stores: z.array(store) }),
  }),
  addFavoriteStore: call({
    method: 'POST',
    path: '/customers/{customerId}/favorite_stores',
    summary: 'Add a favourite store (note the underscore).',
    request: z.strictObject({ store_id: id }),
    response: ok,
  }),
  removeFavoriteStore: call({
    method: 'DELETE',
    path: '/customers/{customerId}/favorite_stores',
    summary: 'Remove a favourite store (note the underscore).',
    request: z.strictObject({ store_id: id }),
    response: ok,
  }),
  guestLogin: call({
    method: 'POST',
    path: '/customers/guest',
    summary: 'Start a guest session.',
    request: none,
    response: z.object({ ok: z.boolean(), customer_id: id }),
    session: 'set',
  }),
  logout: call({
    method: 'POST',
    path: '/customers/logout',
    summary: 'End the session; ok is "Logged out".',
    request: none,
    response: z.object({ ok: z.string() }),
    session: 'clear',
  }),
  ssoLogin: call({
    method: 'POST',
    path: '/customers/login_by_foreign_auth',
    summary: 'Exchange an identity provider token for a session (docs/product.md §7.2, §7.8).',
    request: z.strictObject({
      provider: z.enum(['apple', 'google', 'okta']),
      auth_info: z.strictObject({
        access_token: z.string().min(1).max(ACCESS_TOKEN_MAX),
        first_name: z.string().max(NAME_MAX).optional(),
        last_name: z.string().max(NAME_MAX).optional(),
      }),
    }),
    response: session,
    session: 'set',
  }),
  checkIn: call({
    method: 'POST',
    path: '/customers/{customerId}/orders/checkin/{orderId}',
    summary: 'Tell the store the guest has arrived (payload ours).',
    request: z.strictObject({ arrival_info: z.string().max(CHECKIN_INFO_MAX).optional() }),
    response: orderResult,
  }),
  checkInOrders: call({
    method: 'GET',
    path: '/customers/{customerId}/orders/checkin',
    summary: 'Orders that can be checked in.',
    request: none,
    response: z.object({ orders: z.array(order) }),
  }),

  // ── docs/product.md §7.3 Order calls
  // ──────────────────────────────────────────────────────────────────
  getOrder: call({
    method: 'GET',
    path: '/orders/{orderId}',
    summary: 'The order; 403 means the session expired.',
    request: none,
    response: orderResult,
  }),
  saveOrder: call({
    method: 'POST',
    path: '/orders/new',
    summary:
      "Create an order, or update it when order_id is given. An update naming a guest's open order with a signed-in customer's customer_id hands that order to the customer, when the sign-in came from that guest's session; otherwise a foreign order is 403.",
    request: z.strictObject({ ...orderFields, order_id: id.optional() }),
    response: z.object({
      order,
      customer: z.object({ customer_id: id, is_guest: z.boolean() }),
      pending_discounts: z.array(discount),
    }),
  }),
  updateOrder: call({
    method: 'PUT',
    path: '/orders/{orderId}',
    summary: 'Guest count, tip, order note, utensils, delivery instructions or check-in info.',
    request: z.strictObject({
      order: z.strictObject({
        guest_count: z.number().int().min(GUEST_COUNT_MIN).max(GUEST_COUNT_MAX).optional(),
        tip_cents: cents.min(0).max(TIP_CENTS_MAX).optional(),
        note: z.string().max(ORDER_NOTE_MAX).optional(),
        include_utensils: z.boolean().optional(),
        delivery_instructions: z.string().max(ORDER_NOTE_MAX).optional(),
        checkin_info: z.string().max(CHECKIN_INFO_MAX).optional(),
      }),
    }),
    response: orderResult,
  }),
  saveItem: call({
    method: 'POST',
    path: '/orders/{orderId}/items',
    summary: 'Add an item, or change the quantity/options of a cart line when item_id is given.',
    request: z.strictObject({
      item_id: id.optional(),
      menu_item_id: id,
      quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
      options: z.array(chosenOption).max(LINE_OPTIONS_MAX).optional(),
      note: z.string().max(ITEM_NOTE_MAX).optional(),
    }),
    response: orderResult,
  }),
  removeItem: call({
    method: 'DELETE',
    path: '/orders/{orderId}/items/{itemId}',
    summary: 'Remove a cart line.',
    request: none,
    response: orderResult,
  }),
  checkPayment: call({
    method: 'GET',
    path: '/orders/payment/{token}',
    summary: 'The result of the hosted payment page for a token (shape ours).',
    request: none,
    response: z.object({
      token: z.string(),
      status: z.enum(['pending', 'approved', 'declined']),
      card: z
        .object({
          brand: z.string(),
          last4: z.string(),
          exp_month: z.number().int(),
          exp_year: z.number().int(),
        })
        .nullable(),
      message: z.string().nullable(),
    }),
  }),
  pay: call({
    method: 'POST',
    path: '/orders/{orderId}/payment',
    summary: 'Pay and place the order; idempotency_key makes a retry charge once (shape ours).',
    request: z.strictObject({
      idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
      payments: z
        .array(
          z.strictObject({
            type: z.enum(['card_token', 'saved_card', 'gift_card', 'pay_in_store']),
            token: z.string().max(PAYMENT_TOKEN_MAX).optional(),
            card_id: id.optional(),
            amount_cents: cents.min(0),
            save_card: z.boolean().optional(),
          }),
        )
        .min(1)
        .max(PAYMENTS_MAX),
      billing: z
        .strictObject({
          first_name: z.string().max(NAME_MAX),
          last_name: z.string().max(NAME_MAX),
          address1: z.string().max(ADDRESS_LINE1_MAX),
          city: z.string().max(CITY_MAX),
          state: z.string().max(STATE_MAX),
          postal_code: z.string().max(POSTAL_CODE_MAX),
        })
        .partial()
        .optional(),
      // docs/product.md §7.7 / §9 "Fraud": the device fingerprint and the payment processor's fraud
      // session.
      risk: z
        .strictObject({
          device_fingerprint_id: z.string().max(FINGERPRINT_ID_MAX),
          fraud_session_id: z.string().max(FRAUD_ID_MAX),
          merchant_id: z.string().max(FRAUD_ID_MAX),
        })
        .partial()
        .optional(),
      guest: z
        .strictObject({
          first_name: z.string().max(NAME_MAX),
          last_name: z.string().max(NAME_MAX),
          email: z.string().max(EMAIL_MAX),
          phone: phoneDigits,
        })
        .optional(),
    }),
    response: z.object({
      order,
      payment: z.object({
        payment_id: id,
        status: z.enum(['approved', 'declined']),
        amount_cents: cents,
        message: z.string().nullable(),
      }),
    }),
  }),
  availableDiscounts: call({
    method: 'GET',
    path: '/orders/{orderId}/available_discounts',
    summary: 'Discounts the order can use.',
    request: none,
    response: z.object({ discounts: z.array(discount) }),
  }),
  redeemDiscount: call({
    method: 'POST',
    path: '/orders/{orderId}/discount',
    summary: 'Apply a promo code or an available discount (payload ours).',
    request: z.union([
      z.strictObject({ code: z.string().min(1).max(PROMO_CODE_MAX) }),
      z.strictObject({ discount_id: id }),
    ]),
    response: orderResult,
  }),
  removeDiscount: call({
    method: 'DELETE',
    path: '/orders/{orderId}/discount',
    summary: 'Remove a discount (payload ours).',
    request: z.strictObject({ discount_id: id.optional() }),
    response: orderResult,
  }),
  walletPayment: call({
    method: 'POST',
    path: '/orders/{orderId}/payment_response',
    summary: 'Pay with a wallet (web-account or platform) token (payload ours).',
    request: z.strictObject({
      provider: z.enum(['google_pay', 'apple_pay']),
      idempotency_key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
      payment_data: z.string().min(1).max(WALLET_PAYMENT_DATA_MAX),
    }),
    response: z.object({
      order,
      payment: z.object({
        payment_id: id,
        status: z.enum(['approved', 'declined']),
        amount_cents: cents,
        message: z.string().nullable(),
      }),
    }),
  }),
  applePaySession: call({
    method: 'POST',
    path: '/payment/get_apple_pay_session',
    summary: 'Merchant session for the platform wallet (shape ours).',
    request: z.strictObject({
      validation_url: z.url().max(WALLET_VALIDATION_URL_MAX),
      domain: z.string().max(DOMAIN_MAX),
    }),
    response: z.object({ session: z.record(z.string(), z.unknown()) }),
  }),

  // ── docs/product.md §7.4 Menu calls
  // ───────────────────────────────────────────────────────────────────
  menus: call({
    method: 'GET',
    path: '/stores/{storeId}/menus',
    summary: 'Menus of a store with categories and items.',
    request: z.strictObject({ service_type_id: id.optional() }),
    response: z.object({ menus: z.array(menu) }),
  }),
  menuItem: call({
    method: 'GET',
    path: '/stores/{storeId}/menus/{menuId}/categories/{categoryId}/items/{itemId}',
    summary: 'One menu item.',
    request: none,
    response: z.object({ item: menuItem }),
  }),
  availability: call({
    method: 'GET',
    path: '/stores/{storeId}/availability',
    summary:
      'What the store cannot sell right now: sold-out items and options, and a pause (optional call, ours; docs/kitchen.md §2).',
    request: none,
    response: z.object({ availability }),
  }),

  // ── docs/product.md §7.5 Store and configuration calls
  // ────────────────────────────────────────────────
  paymentMethods: call({
    method: 'GET',
    path: '/stores/{storeId}/payment-methods',
    summary: 'Payment methods the store accepts.',
    request: none,
    response: z.object({ payment_methods: z.array(paymentMethod) }),
  }),
  stores: call({
    method: 'GET',
    path: '/stores',
    summary:
      "Store list, by distance when coordinates are given; error 'no stores found' when none delivers there.",
    request: storeQuery,
    response: z.object({ stores: z.array(store) }),
  }),
  storeConfiguration: call({
    method: 'GET',
    path: '/stores/configuration',
    summary: 'Chain-wide store configuration (docs/product.md §3).',
    request: none,
    response: z.record(z.string(), z.unknown()),
  }),
  store: call({
    method: 'GET',
    path: '/stores/{storeId}',
    summary: 'One store with services, schedule and delivery info.',
    request: storeQuery.omit({ store_id: true, query: true, limit: true }),
    response: z.object({ store }),
  }),
  siteTheme: call({
    method: 'GET',
    path: '/theme-config/site/',
    summary: 'Site branding, under data (docs/product.md §7.5).',
    request: none,
    response: z.object({ data: z.record(z.string(), z.unknown()) }),
  }),
  appTheme: call({
    method: 'GET',
    path: '/theme-config/app/',
    summary: 'App branding, under data.',
    request: none,
    response: z.object({ data: z.record(z.string(), z.unknown()) }),
  }),

  // ── docs/product.md §7.6 In-store loyalty collect (webhook)
  // ───────────────────────────────────────────
  collectInStore: call({
    method: 'POST',
    path: '/incoming/{id}',
    summary:
      'Earn points for an in-store purchase by its ticket (docs/product.md §7.6); service_id and restaurant_external_id travel as headers.',
    base: 'loyalty',
    query: { synchronous: '1' },
    request: z.strictObject({
      service_id: z.string().max(LOYALTY_ID_MAX),
      restaurant_external_id: z.string().max(LOYALTY_ID_MAX),
      event_type: z.literal('order_redeem_request'),
      chain: z.string().max(LOYALTY_ID_MAX),
      item_id: z.string().max(LOYALTY_ID_MAX),
      ticket_id: z.string().max(LOYALTY_ID_MAX),
      store_id: z.string().max(LOYALTY_SHORT_ID_MAX),
      loyalty_identifier: z.string().max(LOYALTY_SHORT_ID_MAX),
      rest_id: z.string().max(LOYALTY_SHORT_ID_MAX),
    }),
    response: z.object({
      data: z.object({
        ok: z.boolean().optional(),
        points: z.number().int().optional(),
        error: z.object({ message: z.string() }).optional(),
      }),
    }),
  }),

  // ── docs/product.md §7.7 Risk
  // ─────────────────────────────────────────────────────────────────────────
  fingerprint: call({
    method: 'POST',
    path: '/risk/{fraud_provider}/fingerprint',
    summary: 'Device fingerprint for the fraud-detection provider.',
    request: z.strictObject({
      user_id: z.string().max(RISK_USER_ID_MAX),
      session_id: z.string().max(SESSION_ID_MAX),
    }),
    response: z.object({ device_fingerprint_id: z.string() }),
  }),

  // ── Changes after ordering (docs/kitchen.md §3), optional
  ...ORDER_CHANGE_CALLS,
} as const;

export type CallId = keyof typeof CONTRACT;
export type CallRequest<K extends CallId> = z.input<(typeof CONTRACT)[K]['request']>;
export type CallResponse<K extends CallId> = z.output<(typeof CONTRACT)[K]['response']>;
