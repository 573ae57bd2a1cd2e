/**
 * Handing a guest's order to the customer who signed in from that guest's session
 * (docs/product.md §4.1, §7.3 "Update order"): the client sends the update with the order's id and
 * the customer's new id. Only the session that was started from the guest's own session may take
 * that guest's order, so no customer can take another customer's or another guest's order by id.
 */
import type { CallContext } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { AddressDoc, CustomerDoc, OrderDoc } from '../core/records.ts';
import type { ActiveSession } from '../customers/session.ts';

/** What the rule needs to know about the order and the session asking for it. */
export interface HandoverFacts {
  /** The customer the order belongs to now. */
  orderOwner: number;
  /** Whether that owner is a guest (a customer's order is never handed on). */
  ownerIsGuest: boolean;
  orderOpen: boolean;
  /** The session's customer, and whether it is a guest. */
  sessionCustomer: number;
  sessionIsGuest: boolean;
  /** The guest whose session the sign-in came from, if any. */
  handoverFrom: number | undefined;
}

export type HandoverVerdict = 'own' | 'hand-over' | 'refuse';

/**
 * Whose order this is for the session: its own, one it may take over from the guest it signed in
 * from, or not its order at all (the caller answers 403, as for any foreign order).
 * @example handoverVerdict({ orderOwner: 7, ownerIsGuest: true, orderOpen: true, sessionCustomer: 3, sessionIsGuest: false, handoverFrom: 7 }) // 'hand-over'
 */
export function handoverVerdict(f: HandoverFacts): HandoverVerdict {
  if (f.orderOwner === f.sessionCustomer) return 'own';
  const fromThisGuest = f.handoverFrom !== undefined && f.handoverFrom === f.orderOwner;
  return fromThisGuest && f.ownerIsGuest && f.orderOpen && !f.sessionIsGuest
    ? 'hand-over'
    : 'refuse';
}

/** The verdict for a stored order and the request's session. */
export function handoverFor(
  c: CallContext,
  session: ActiveSession,
  row: Row<OrderDoc>,
): HandoverVerdict {
  const owner = c.db.table<CustomerDoc>('customers').get(row.data.customer_id);
  return handoverVerdict({
    orderOwner: row.data.customer_id,
    ownerIsGuest: owner?.data.is_guest ?? false,
    orderOpen: row.data.status === 'open',
    sessionCustomer: session.customer.id,
    sessionIsGuest: session.customer.data.is_guest,
    handoverFrom: session.session.data.handover_from,
  });
}

/**
 * Gives the guest's order (and the delivery address it uses, which the guest saved for it) to the
 * session's customer. Lines, discounts, note and tip stay as they are.
 */
export function handOver(c: CallContext, session: ActiveSession, row: Row<OrderDoc>): void {
  const guest = row.data.customer_id;
  const to = session.customer.id;
  if (row.data.address_id !== null) {
    const addresses = c.db.table<AddressDoc>('addresses');
    const address = addresses.get(row.data.address_id);
    if (address?.owner === guest) addresses.setOwner(address.id, to);
  }
  row.data.customer_id = to;
  const orders = c.db.table<OrderDoc>('orders');
  orders.update(row.id, row.data);
  orders.setOwner(row.id, to);
  row.owner = to;
}
