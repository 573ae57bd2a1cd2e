/**
 * What the Menu makes of the live sold-out list (docs/kitchen.md §2). Its own module, so the Menu
 * alone loads it, not Checkout's availability check.
 */
import { itemSoldOut, type SoldOutLists } from './sold-out.ts';

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
