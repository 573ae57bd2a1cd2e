/** A customer's orders: history and check-in on arrival (SPEC §7.2). */
import type { Handlers, CallContext } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { OrderDoc } from '../core/records.ts';
import type { Row } from '../core/db.ts';
import { fail } from '../core/http.ts';
import { requireSelf } from './session.ts';
import { isDelivery, orderStatus, presentOrder } from '../orders/view.ts';

const CHECKABLE = new Set(['placed', 'accepted', 'preparing', 'ready']);

/** Pickup-style orders on their way that the guest can still announce their arrival for. */
function checkable(c: CallContext, doc: OrderDoc): boolean {
  return !isDelivery(c.index, doc) && CHECKABLE.has(orderStatus(c.index, doc, c.now));
}

const placedOrders = (c: CallContext, customerId: number): Row<OrderDoc>[] =>
  c.db
    .table<OrderDoc>('orders')
    .byOwner(customerId)
    .filter((r) => r.data.status !== 'open')
    .sort((a, b) => (b.data.placed_at ?? '').localeCompare(a.data.placed_at ?? '') || b.id - a.id);

export const customerOrderHandlers: Handlers<'orderHistory' | 'checkIn' | 'checkInOrders'> = {
  orderHistory(c) {
    const { customer } = requireSelf(c);
    const rows = placedOrders(c, customer.id);
    return { orders: rows.slice(0, c.payload.limit ?? rows.length).map((r) => presentOrder(c, r)) };
  },

  checkIn(c) {
    const { customer } = requireSelf(c);
    const orders = c.db.table<OrderDoc>('orders');
    const row =
      orders.get(Number(c.params.orderId)) ?? fail(404, 'Order not found', 'order_not_found');
    if (row.data.customer_id !== customer.id)
      fail(403, 'Your session has expired. Please log in again.', 'session_expired');
    if (!checkable(c, row.data))
      fail(400, 'This order cannot be checked in', 'checkin_unavailable');
    row.data.checkin_info = c.payload.arrival_info?.trim() || row.data.checkin_info || 'Arrived';
    row.data.checked_in_at = isoNow(c);
    orders.update(row.id, row.data);
    return { order: presentOrder(c, row) };
  },

  checkInOrders(c) {
    const { customer } = requireSelf(c);
    return {
      orders: placedOrders(c, customer.id)
        .filter((r) => !r.data.checked_in_at && checkable(c, r.data))
        .map((r) => presentOrder(c, r)),
    };
  },
};
