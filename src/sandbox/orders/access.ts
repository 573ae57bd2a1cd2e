/**
 * Finding the order a call names, with docs/product.md §8's meaning of 403 (the session expired).
 */
import type { CallContext } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { OrderDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import { requireSession, type ActiveSession } from '../customers/session.ts';

/** The session's order: 401 without a session, 404 when missing, 403 when it is another customer's. */
export function orderOf(
  c: CallContext,
  orderId: number | string = c.params.orderId!,
): { session: ActiveSession; row: Row<OrderDoc> } {
  const session = requireSession(c);
  const row = c.db.table<OrderDoc>('orders').get(Number(orderId));
  if (!row) fail(404, (t) => t.api_orderNotFound, 'order_not_found');
  if (row.data.customer_id !== session.customer.id)
    fail(403, (t) => t.api_sessionExpired, 'session_expired');
  return { session, row };
}

/** Like orderOf, for changes: a placed order is final. */
export function openOrderOf(
  c: CallContext,
  orderId?: number | string,
): { session: ActiveSession; row: Row<OrderDoc> } {
  const found = orderOf(c, orderId);
  if (found.row.data.status !== 'open') fail(409, (t) => t.api_orderPlaced, 'order_placed');
  return found;
}
