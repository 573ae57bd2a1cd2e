/**
 * The order session of docs/product.md §4.5–§4.6 as pure decisions; the store that runs them does
 * the calls. Whose order it is lives in ./customer.ts.
 */
import * as m from '#messages';
import type { OrderSessionState } from './customer.ts';

/**
 * The first step before an order is created or updated (docs/product.md §4.5 steps 1–2).
 * @example beforeOrder({ loggedIn: false, customerId: null, guestCustomerId: null }) // 'guest-login'
 */
export function beforeOrder(s: OrderSessionState): 'guest-login' | 'session-expired' | 'ready' {
  if (!s.loggedIn) return s.guestCustomerId ? 'ready' : 'guest-login';
  return s.customerId ? 'ready' : 'session-expired';
}

/** Everything the order details modal decided. */
export interface OrderChoice {
  storeId: number;
  serviceTypeId: number;
  isAsap: boolean;
  /** '{date} {HH:mm}' of the chosen slot; absent for ASAP. */
  readyTs?: string | undefined;
  guestCount?: number | undefined;
  addressId?: number | undefined;
}

/** The create/update order payload (docs/product.md §7.3). */
export interface OrderPayload {
  customer_id: number;
  is_asap: boolean;
  store_id: number;
  service_type_id: number;
  guest_count?: number;
  discount_code?: string;
  ready_ts?: string;
  address_id?: number;
  order_id?: number;
}

/**
 * The payload of POST /orders/new (docs/product.md §7.3, §4.6): an update carries order_id; a
 * stored discount code goes with a new order only (it is used up then); ready_ts only for a
 * scheduled slot.
 */
export function orderPayload(
  customerId: number,
  choice: OrderChoice,
  opts: { orderId?: number | null; discountCode?: string | null } = {},
): OrderPayload {
  const p: OrderPayload = {
    customer_id: customerId,
    is_asap: choice.isAsap,
    store_id: choice.storeId,
    service_type_id: choice.serviceTypeId,
  };
  if (choice.guestCount !== undefined) p.guest_count = choice.guestCount;
  if (!choice.isAsap && choice.readyTs) p.ready_ts = choice.readyTs;
  if (choice.addressId !== undefined) p.address_id = choice.addressId;
  if (opts.orderId) p.order_id = opts.orderId;
  else if (opts.discountCode) p.discount_code = opts.discountCode;
  return p;
}

/** After an update, the guest count goes in its own PUT when it changed (docs/product.md §4.6). */
export function guestCountChanged(
  previous: number | null | undefined,
  next: number | undefined,
): boolean {
  return next !== undefined && next !== (previous ?? undefined);
}

/**
 * The modal's origins after which the order is placed right after the update (docs/product.md
 * §4.6).
 */
export type DetailsOrigin = 'default' | 'order-time-passed' | 'need-more-time' | 'reorder';

export function placesAfterUpdate(origin: DetailsOrigin): boolean {
  return origin === 'order-time-passed' || origin === 'need-more-time';
}

/**
 * The modal's title and text by origin (docs/product.md §2.10).
 * @example detailsTitle('need-more-time', 'We need at least 30 minutes.') // { title: 'We need more time', text: 'We need at least 30 minutes. Please select a date and time accordingly.' }
 */
export function detailsTitle(
  origin: DetailsOrigin,
  message = '',
): { title: string; text?: string } {
  if (origin === 'order-time-passed')
    return { title: m.orderDetails_timePassedTitle, text: m.orderDetails_timePassedText };
  if (origin === 'need-more-time')
    return {
      title: m.orderDetails_needMoreTimeTitle,
      text: `${message} ${m.orderDetails_needMoreTimeText}`.trim(),
    };
  return { title: m.orderDetails_title };
}
