/**
 * The tenant API's code for an order in a slot without room for it (docs/kitchen.md §1). Its own
 * module: Checkout and the order details recognise the refusal without loading the capacity rules.
 */
export const SLOT_FULL = 'slot_full';
