/**
 * Every field length and count limit of the product, owned here once: the API contract, the
 * persisted-value decoders, the rules in src/lib, the islands' inputs and the sandbox all import
 * these (tests/architecture/literal-limits.ts refuses a literal limit anywhere else). Each line
 * names the rule it serves.
 */

// Guests' own details.

/** E-mail address, the longest an address can be (docs/product.md §5 "E-mail validity"). */
export const EMAIL_MAX = 254;
/** Shortest e-mail the sign-up payload accepts, "a@b" (docs/product.md §3 "Sign-up payload"). */
export const EMAIL_MIN = 3;
/** First and last name (docs/product.md §3 "Customer", §5 "Sign-up"). */
export const NAME_MAX = 60;
/** The older password minimum that the checklist implies (docs/product.md §9 "Accounts"). */
export const PASSWORD_MIN = 6;
/** The checklist's "At least 8 characters" (docs/product.md §5 "Sign-up"). */
export const PASSWORD_CHECKLIST_MIN = 8;
/** Longest password sent to the API (docs/product.md §7.2 customer calls). */
export const PASSWORD_MAX = 128;
/** Phone as the API stores it, digits and formatting (docs/product.md §3 "Customer"). */
export const PHONE_MAX = 20;
/** A formatted phone, "(555) 555-5555" (docs/product.md §9 "Accounts", §5 "Phone validity"). */
export const PHONE_FORMATTED_LENGTH = 14;
/** The PIN sent to verify a phone or e-mail: 6 digits (docs/product.md §9 "Accounts", §5 "PIN"). */
export const PIN_LENGTH = 6;
/** Security code typed to verify a phone or e-mail (docs/product.md §5 "PIN", §7.2). */
export const SECURITY_CODE_MAX = 12;

// Addresses (delivery, saved and billing).

/** Company name of an address (docs/product.md §3 "Address"). */
export const COMPANY_NAME_MAX = 120;
/** Street number of an address (docs/product.md §3 "Address"). */
export const STREET_NUMBER_MAX = 20;
/** First address line (docs/product.md §3 "Address", §3 "Card billing data"). */
export const ADDRESS_LINE1_MAX = 200;
/** Second address line, "Apt/Suite" (docs/product.md §3 "Address"). */
export const ADDRESS_LINE2_MAX = 100;
/** City (docs/product.md §3 "Address", §3 "Card billing data"). */
export const CITY_MAX = 100;
/** State code (docs/product.md §3 "Address", §3 "Card billing data"). */
export const STATE_MAX = 10;
/** Postal code (docs/product.md §3 "Address", §3 "Card billing data"). */
export const POSTAL_CODE_MAX = 12;
/**
 * Checkout's billing name, street and city fields as typed (docs/product.md §3 "Card billing
 * data"); 100 characters, although the pay call accepts 60 for a name and 200 for the street.
 */
export const BILLING_FIELD_MAX = 100;
/** The address search's typed query (docs/product.md §7.5 store calls). */
export const ADDRESS_QUERY_MAX = 100;

// The order.

/** Fewest of one item in the cart (docs/product.md §2.14 "Menu", item dialog). */
export const QUANTITY_MIN = 1;
/** Most of one item in the cart (docs/product.md §2.14 "Menu", item dialog). */
export const QUANTITY_MAX = 99;
/** Most of one modifier option on an item (docs/product.md §2.14 "Menu", modifier groups). */
export const OPTION_QUANTITY_MAX = 20;
/** Most options chosen on one line, nested ones included (docs/product.md §7.3 order calls). */
export const LINE_OPTIONS_MAX = 100;
/** Most options nested under one option (docs/product.md §7.3 order calls). */
export const NESTED_OPTIONS_MAX = 50;
/** An item's "Special instructions" (docs/product.md §2.14 "Menu", item dialog). */
export const ITEM_NOTE_MAX = 300;
/** Order note and delivery instructions at Checkout (docs/product.md §2.15). */
export const ORDER_NOTE_MAX = 500;
/** Check-in information sent with an order or on arrival (docs/product.md §2.19 "Check-in"). */
export const CHECKIN_INFO_MAX = 200;
/** Check-in "Vehicle" description (docs/product.md §2.19 "Check-in"). */
export const VEHICLE_MAX = 80;
/** Check-in "Parking spot" (docs/product.md §2.19 "Check-in"). */
export const SPOT_MAX = 40;
/** Guest count of an order, at least 1 (docs/product.md §9 "Scheduling"). */
export const GUEST_COUNT_MIN = 1;
/** Largest guest count accepted, catering included (docs/product.md §7.3 order calls). */
export const GUEST_COUNT_MAX = 10_000;
/** Largest tip in cents (docs/product.md §2.15 tip, §7.3 order calls). */
export const TIP_CENTS_MAX = 1_000_000;
/** Promo or discount code (docs/product.md §2.15 "Checkout and the cart", promo codes). */
export const PROMO_CODE_MAX = 40;
/** Most payments on one order, gift cards included (docs/product.md §7.3 order calls). */
export const PAYMENTS_MAX = 5;

// Gift cards.

/** Gift card number as typed, spaces and dashes allowed (docs/product.md §2.17 "Gift cards"). */
export const GIFT_CARD_NUMBER_INPUT_MAX = 30;
/** Gift card PIN (docs/product.md §2.17 "Gift cards"). */
export const GIFT_CARD_PIN_MAX = 8;

// Identifiers and tokens the storefront passes on but guests never type.

/** A payment processor's card token or saved-card token (docs/product.md §7.3 order calls). */
export const PAYMENT_TOKEN_MAX = 100;
/** Session id of a login or a risk session (docs/product.md §7.2, §7.7 "Risk"). */
export const SESSION_ID_MAX = 128;
/** Device fingerprint id (docs/product.md §7.7 "Risk"). */
export const FINGERPRINT_ID_MAX = 200;
/** Fraud session id and merchant id (docs/product.md §7.7 "Risk"). */
export const FRAUD_ID_MAX = 100;
/** A single sign-on access token (docs/product.md §7.2 customer calls). */
export const ACCESS_TOKEN_MAX = 8192;
/** Wallet payment data (docs/product.md §7.8 third-party calls). */
export const WALLET_PAYMENT_DATA_MAX = 20_000;
/** Wallet merchant validation URL (docs/product.md §7.8 third-party calls). */
export const WALLET_VALIDATION_URL_MAX = 500;
/** A host name, by DNS (docs/product.md §7.8 third-party calls, wallet domain). */
export const DOMAIN_MAX = 253;
/** Ids of the in-store loyalty webhook: service, restaurant, chain, item, ticket (§7.6). */
export const LOYALTY_ID_MAX = 64;
/** Short ids of the in-store loyalty webhook: store, loyalty identifier, rest id (§7.6). */
export const LOYALTY_SHORT_ID_MAX = 32;
/** The user id sent for a device fingerprint (docs/product.md §7.7 "Risk"). */
export const RISK_USER_ID_MAX = 64;
/** Most results of one list call (docs/product.md §7.2, §7.5). */
export const LIST_LIMIT_MAX = 100;

// Values the storefront keeps or checks for itself.

/** An item's or a store's name kept for a reorder (docs/product.md §2.17 order history). */
export const DISPLAY_NAME_MAX = 200;
/** An hour slot's label, "12:45 PM" (docs/product.md §3 "Day option and hour slot"). */
export const TIME_LABEL_MAX = 12;
/** The cart fingerprint a payment attempt's idempotency key belongs to (docs/product.md §7.3). */
export const PAYMENT_ATTEMPT_FINGERPRINT_MAX = 2000;
/** An HTTP method name in a proxied call's envelope (docs/product.md §7.1 "Transport"). */
export const HTTP_METHOD_MAX = 10;
/** A sandbox fault's path pattern (docs/sandbox.md, fixture API). */
export const FAULT_PATH_MAX = 300;
/** A sandbox clock setting, an ISO instant (docs/sandbox.md, fixture API). */
export const CLOCK_SETTING_MAX = 64;
