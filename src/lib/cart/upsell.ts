/**
 * "You might also like" in the cart (docs/product.md §2.3 cart): menu items worth suggesting next
 * to an order.
 */
import type { Menu, MenuItem } from '../../api/schemas/menu.ts';

/** What upsell needs of an order: the menu items already in it. */
export interface UpsellOrder {
  items: ReadonlyArray<{ menu_item_id: number; auto?: boolean }>;
}

/**
 * Up to n items that are not in the cart, not out of stock and not auto-added. Categories the cart
 * has nothing from (auto-added lines aside, as the guest did not choose them) come first, one item from each before a second from any, so the suggestions
 * cover what the guest has not thought of yet; ties keep menu order. `allow` narrows the choice
 * further (e.g. to items that can be added without the item dialog).
 * @example upsell(menus, { items: [{ menu_item_id: 1001 }] }, 3).map((i) => i.name) // ['Fries', 'Vanilla Shake', 'Kids Burger Meal']
 */
export function upsell(
  menus: readonly Menu[],
  order: UpsellOrder | null | undefined,
  n: number,
  allow: (item: MenuItem) => boolean = () => true,
): MenuItem[] {
  if (n <= 0) return [];
  const inCart = new Set((order?.items ?? []).filter((i) => !i.auto).map((i) => i.menu_item_id));
  const seen = new Set<number>();
  const candidates: { item: MenuItem; covered: boolean; rank: number; at: number }[] = [];
  let at = 0;
  for (const menu of menus) {
    for (const category of menu.categories) {
      const covered = category.items.some((i) => inCart.has(i.item_id));
      let rank = 0;
      for (const item of category.items) {
        if (
          inCart.has(item.item_id) ||
          item.out_of_stock ||
          item.auto_add ||
          seen.has(item.item_id) ||
          !allow(item)
        )
          continue;
        seen.add(item.item_id);
        candidates.push({ item, covered, rank: rank++, at: at++ });
      }
    }
  }
  candidates.sort(
    (a, b) => Number(a.covered) - Number(b.covered) || a.rank - b.rank || a.at - b.at,
  );
  return candidates.slice(0, n).map((c) => c.item);
}

/**
 * Whether an item needs the guest's choices before it can be added (a group with a minimum).
 * @example needsChoices({ modifier_groups: [{ group_id: 1, name: 'Size', min: 1, max: 1, options: [] }] }) // true
 */
export function needsChoices(item: Pick<MenuItem, 'modifier_groups'>): boolean {
  return item.modifier_groups.some((g) => g.min > 0);
}
