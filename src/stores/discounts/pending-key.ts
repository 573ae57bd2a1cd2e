/** Where discounts offered for a new order wait for the next page (sessionStorage). */
export const PENDING_DISCOUNTS_KEY = 'pendingDiscounts';
