/**
 * Whose order it is (docs/product.md §4.5): the logged-in customer or the guest. Apart from the
 * rest of the order session (./session.ts) because Checkout and Check-in need only this.
 */

/** What the client knows before START MY ORDER / UPDATE. */
export interface OrderSessionState {
  loggedIn: boolean;
  customerId: number | null;
  guestCustomerId: number | null;
}

/** The customer the order is for: the logged-in customer, else the guest. */
export function orderCustomerId(s: OrderSessionState): number | null {
  return s.loggedIn ? s.customerId : s.guestCustomerId;
}
