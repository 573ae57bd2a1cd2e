/**
 * Sold out just now (docs/kitchen.md §2): the live lists of the tenant API's optional availability
 * call, and what the Menu makes of them. Small, as the Menu's first load carries it; the cart's and
 * Checkout's rules are in ./availability.ts.
 */

/** The sold-out lists of the availability call. */
export interface SoldOutLists {
  sold_out_item_ids: readonly number[];
  sold_out_option_ids: readonly number[];
}

export const SOLD_OUT_TODAY = 'Sold out today';

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

/**
 * Menu rule: an item sold out just now counts as out of stock, so the Menu greys it, or hides it
 * where include_out_of_stock is off (src/lib/menu/display.ts). The menus come back as given when
 * nothing is sold out.
 * @example withLive(menus, { sold_out_item_ids: [] }) === menus // true
 */
export function withLive<
  M extends { categories: { items: { item_id: number; out_of_stock: boolean }[] }[] },
>(menus: M[], live: Pick<SoldOutLists, 'sold_out_item_ids'> | null | undefined): M[] {
  if (!live?.sold_out_item_ids.length) return menus;
  return menus.map((m) => ({
    ...m,
    categories: m.categories.map((c) => ({
      ...c,
      items: c.items.map((i) =>
        itemSoldOut(i.item_id, live) && !i.out_of_stock ? { ...i, out_of_stock: true } : i,
      ),
    })),
  }));
}
