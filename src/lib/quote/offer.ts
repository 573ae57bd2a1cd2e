/**
 * Which orders Checkout offers a shareable quote for (docs/product.md §2.1 Order quote): catering,
 * and orders large enough that someone else usually approves them before they are paid.
 */
import { cartCount } from '../cart/count.ts';

/** A subtotal from which an order counts as large: $150.00. */
export const LARGE_ORDER_SUBTOTAL_CENTS = 15_000;
/** A number of items (auto-added ones aside) from which an order counts as large. */
export const LARGE_ORDER_ITEM_COUNT = 20;

interface OrderLike {
  guest_count: number | null;
  items: ReadonlyArray<{ quantity: number; auto: boolean }>;
  charges: { subtotal_cents: number };
}

/**
 * Catering is the service that asks for a guest count (docs/product.md §3 Service
 * requires_guest_count); when the service is not known yet, an order that carries a guest count is
 * one.
 * @example isCatering({ guest_count: 20 }, undefined) // true
 */
export function isCatering(
  order: Pick<OrderLike, 'guest_count'>,
  service: { requires_guest_count: boolean } | null | undefined,
): boolean {
  return service ? service.requires_guest_count : order.guest_count !== null;
}

/**
 * @example isLargeOrder({ items: [{ quantity: 2, auto: false }], charges: { subtotal_cents: 15_000 } }) // true
 */
export function isLargeOrder(order: Pick<OrderLike, 'items' | 'charges'>): boolean {
  return (
    order.charges.subtotal_cents >= LARGE_ORDER_SUBTOTAL_CENTS ||
    cartCount(order.items) >= LARGE_ORDER_ITEM_COUNT
  );
}

/**
 * Whether Checkout links to a quote of this order: it has items and is catering or large.
 * @example offersQuote({ guest_count: 12, items: [{ quantity: 1, auto: false }], charges: { subtotal_cents: 3900 } }, null) // true
 */
export function offersQuote(
  order: OrderLike,
  service: { requires_guest_count: boolean } | null | undefined,
): boolean {
  if (cartCount(order.items) === 0) return false;
  return isCatering(order, service) || isLargeOrder(order);
}

/** The parameter of Order quote's address that names the order. */
export const QUOTE_ORDER_PARAM = 'order';

/**
 * The quote's address, carrying the order id (docs/product.md §2.1 /order-quote).
 * @example quotePath(1042) // '/order-quote?order=1042'
 */
export function quotePath(orderId: number): string {
  return `/order-quote?${QUOTE_ORDER_PARAM}=${orderId}`;
}

/**
 * The order id of a quote's query string, or null when it is missing or not an id.
 * @example quoteOrderId('?order=1042') // 1042
 */
export function quoteOrderId(search: string): number | null {
  const raw = new URLSearchParams(search).get(QUOTE_ORDER_PARAM);
  return raw !== null && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
