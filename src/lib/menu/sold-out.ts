/**
 * Sold out just now (docs/kitchen.md §2): the live lists of the tenant API's optional availability
 * call, the rules the Menu, the cart and Checkout share. Small, as Menu's and Checkout's first loads
 * carry it; what the Menu makes of the lists is in ./live-menu.ts, the cart's and Checkout's rules
 * in ./availability.ts.
 */

import * as m from '#messages';

/** The sold-out lists of the availability call. */
export interface SoldOutLists {
  sold_out_item_ids: readonly number[];
  sold_out_option_ids: readonly number[];
}

export const SOLD_OUT_TODAY = m.menu_soldOutToday;

/**
 * Sold-out rule: an item is sold out when the live list names it.
 * @example itemSoldOut(7, { sold_out_item_ids: [7] }) // true
 */
export function itemSoldOut(
  itemId: number,
  live: Pick<SoldOutLists, 'sold_out_item_ids'> | null | undefined,
): boolean {
  return !!live && live.sold_out_item_ids.includes(itemId);
}

/**
 * Sold-out rule for modifier options.
 * @example optionSoldOut(3, { sold_out_option_ids: [3] }) // true
 */
export function optionSoldOut(
  optionId: number,
  live: Pick<SoldOutLists, 'sold_out_option_ids'> | null | undefined,
): boolean {
  return !!live && live.sold_out_option_ids.includes(optionId);
}
