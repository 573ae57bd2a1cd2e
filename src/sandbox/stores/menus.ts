/** Menus of a store and one menu item (docs/product.md §7.4). */
import type { Category, Item, Menu as SeedMenu } from '../../generated/sandbox-seed';
import type { Menu, MenuItem } from '../../api/schemas/menu.ts';
import type { Handlers } from '../core/context.ts';
import type { SeedIndex, ItemRef } from '../seed/seed.ts';
import { menuServes } from '../seed/seed.ts';
import { fail } from '../core/http.ts';
import { findStore } from './stores.ts';

export function presentItem(item: Item, menu: SeedMenu, category: Category): MenuItem {
  return {
    item_id: item.item_id,
    category_id: category.category_id,
    menu_id: menu.menu_id,
    name: item.name,
    description: item.description,
    price_cents: item.price_cents,
    image_url: item.image_url ?? null,
    calories: item.calories ?? null,
    out_of_stock: item.out_of_stock ?? false,
    auto_add: item.auto_add ?? false,
    modifier_groups: item.modifier_groups ?? [],
    ...(item.translations && { translations: item.translations }),
  };
}

function presentMenu(menu: SeedMenu): Menu {
  return {
    menu_id: menu.menu_id,
    name: menu.name,
    categories: menu.categories.map((cat) => ({
      category_id: cat.category_id,
      name: cat.name,
      description: cat.description ?? null,
      image_url: cat.image_url ?? null,
      items: cat.items.map((i) => presentItem(i, menu, cat)),
      ...(cat.translations && { translations: cat.translations }),
    })),
    ...(menu.translations && { translations: menu.translations }),
  };
}

/** A menu item as served at a store (for a service), or a 404 when it is not. */
export function storeItem(
  index: SeedIndex,
  storeId: number,
  menuItemId: number,
  serviceTypeId?: number,
): ItemRef {
  const ref = index.items.get(menuItemId);
  if (!ref || !menuServes(ref.menu, storeId, serviceTypeId))
    fail(404, (t) => t.api_itemNotOnMenu, 'item_not_found');
  return ref;
}

/** Auto-add items (utensils and the like) a store serves. */
export function autoAddItems(index: SeedIndex, storeId: number, serviceTypeId: number): ItemRef[] {
  return [...index.items.values()].filter(
    (r) => r.item.auto_add && menuServes(r.menu, storeId, serviceTypeId),
  );
}

export const menuHandlers: Handlers<'menus' | 'menuItem'> = {
  menus(c) {
    const store = findStore(c.index, c.params.storeId!);
    return {
      menus: c.index.seed.menus
        .filter((m) => menuServes(m, store.store_id, c.payload.service_type_id))
        .map(presentMenu),
    };
  },

  menuItem(c) {
    const store = findStore(c.index, c.params.storeId!);
    const ref = c.index.items.get(Number(c.params.itemId));
    if (
      !ref ||
      ref.menu.menu_id !== Number(c.params.menuId) ||
      ref.category.category_id !== Number(c.params.categoryId) ||
      !menuServes(ref.menu, store.store_id)
    )
      fail(404, (t) => t.api_menuItemNotFound, 'item_not_found');
    return { item: presentItem(ref.item, ref.menu, ref.category) };
  },
};
