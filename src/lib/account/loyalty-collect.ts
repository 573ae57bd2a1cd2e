/**
 * In-store loyalty collection (docs/product.md §4.9, §7.6, §8): the webhook's body and what the
 * modal shows.
 */
import * as m from '#messages';
import type { LoyaltyTicket } from './startup.ts';

/** The modal's header before the result (docs/product.md §8). */
export const COLLECT_PENDING_HEADER = m.loyalty_pendingHeader;
export const COLLECT_SUCCESS = {
  header: m.loyalty_successHeader,
  message: m.loyalty_successMessage,
} as const;

export interface CollectInput {
  ticket: LoyaltyTicket;
  /** Store config chain_name. */
  chain: string;
  /** The route's storeId (docs/product.md §7.6). */
  storeId: number;
  customerId: number;
  /** The store's restaurant_id. */
  restaurantId: number;
}

/**
 * The webhook call (docs/product.md §7.6): the ticket's merchant names the webhook and the service,
 * its location the restaurant's external id; the receipt's ticket is both the item and the ticket
 * id.
 * @example collectRequest({ ticket: { merchant: 'M1', location: 'L1', ticket: 'T-1001' }, chain: 'burger', storeId: 101, customerId: 7, restaurantId: 1 }).payload.event_type // 'order_redeem_request'
 */
export function collectRequest(c: CollectInput) {
  return {
    params: { id: c.ticket.merchant },
    payload: {
      service_id: c.ticket.merchant,
      restaurant_external_id: c.ticket.location,
      event_type: 'order_redeem_request' as const,
      chain: c.chain,
      item_id: c.ticket.ticket,
      ticket_id: c.ticket.ticket,
      store_id: String(c.storeId),
      loyalty_identifier: String(c.customerId),
      rest_id: String(c.restaurantId),
    },
  };
}

export interface CollectResult {
  header: string;
  message: string;
}

/**
 * docs/product.md §8: an answer with data.error shows "Error" and its message; a failed request
 * shows "Error" and the response data; otherwise "Success".
 */
export function collectResult(
  outcome:
    | { data?: { error?: { message?: string | undefined } | undefined } | undefined }
    | { failed: unknown },
): CollectResult {
  if ('failed' in outcome) {
    const data = outcome.failed;
    const text =
      typeof data === 'string'
        ? data
        : data instanceof Error
          ? data.message
          : JSON.stringify(data ?? '');
    return { header: m.loyalty_errorHeader, message: text || m.loyalty_failed };
  }
  const error = outcome.data?.error;
  return error
    ? { header: m.loyalty_errorHeader, message: error.message ?? '' }
    : { ...COLLECT_SUCCESS };
}
