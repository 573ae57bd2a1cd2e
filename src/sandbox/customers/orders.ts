/** A customer's orders: history and check-in on arrival (docs/product.md §7.2). */
import type { Handlers, CallContext } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { OrderDoc } from '../core/records.ts';
import type { Row } from '../core/db.ts';
import { fail } from '../core/http.ts';
import { requireSelf } from './session.ts';
import { isDelivery, presentOrder, promisedMs } from '../orders/view.ts';
import { checkinReason, checkinVerdict, type CheckinVerdict } from '../../lib/checkin/window.ts';
import { guestHour, type GuestText } from '../core/guest-language.ts';

/** The check-in rule of src/lib/checkin on the sandbox clock: the same words the screens show. */
function verdictOf(c: CallContext, doc: OrderDoc): CheckinVerdict {
  return checkinVerdict(
    {
      status: doc.status,
      delivery: isDelivery(c.index, doc),
      dpStamp: doc.dp_stamp,
      promisedMs: promisedMs(c.index, doc),
      checkedIn: doc.checked_in_at !== null,
    },
    c.now,
  );
}

/** Why the order cannot be checked in: the words the screens show, in the guest's language. */
const checkinRefusal =
  (v: CheckinVerdict, dpStamp: string | null): GuestText =>
  (t, locale) =>
    checkinReason(v, dpStamp, t, (minutes) => guestHour(minutes, locale)) ?? '';

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
      orders.get(Number(c.params.orderId)) ??
      fail(404, (t) => t.api_orderNotFound, 'order_not_found');
    if (row.data.customer_id !== customer.id)
      fail(403, (t) => t.api_sessionExpired, 'session_expired');
    const verdict = verdictOf(c, row.data);
    if (verdict.state !== 'open')
      fail(400, checkinRefusal(verdict, row.data.dp_stamp), 'checkin_unavailable');
    row.data.checkin_info = c.payload.arrival_info?.trim() || row.data.checkin_info || 'Arrived';
    row.data.checked_in_at = isoNow(c);
    orders.update(row.id, row.data);
    return { order: presentOrder(c, row) };
  },

  checkInOrders(c) {
    const { customer } = requireSelf(c);
    return {
      orders: placedOrders(c, customer.id)
        .filter((r) => verdictOf(c, r.data).state === 'open')
        .map((r) => presentOrder(c, r)),
    };
  },
};
