/**
 * What the Menu screen lists (docs/product.md §2.1, §3 store config enable_menu_filters, branding
 * category_image), and its schema.org structured data.
 */
import * as m from '#messages';
import type { Menu, MenuItem } from '../../api/schemas/menu.ts';

export interface ShownCategory {
  category_id: number;
  name: string;
  description: string | null;
  image_url: string | null;
  items: MenuItem[];
}

/**
 * The categories of a store's menus as the guest sees them: auto-added items (utensils) are never
 * listed, out-of-stock items only when include_out_of_stock is set, empty categories dropped.
 * @example shownCategories(menus, false).flatMap((c) => c.items).some((i) => i.out_of_stock) // false
 */
export function shownCategories(
  menus: readonly Menu[],
  includeOutOfStock: boolean,
): ShownCategory[] {
  return menus
    .flatMap((menu) => menu.categories)
    .map((c) => ({
      ...c,
      items: c.items.filter((i) => !i.auto_add && (includeOutOfStock || !i.out_of_stock)),
    }))
    .filter((c) => c.items.length > 0);
}

/** Anchor ids of a category section and its heading. */
export const categoryAnchor = (categoryId: number) => `category-${categoryId}`;

/** Category images per branding display_options.category_image ({type, show}); banner by default. */
export function categoryImageStyle(
  option: { type?: string | undefined; show?: boolean | undefined } | undefined,
): 'banner' | 'thumbnail' | 'none' {
  if (option?.show === false || option?.type === 'none') return 'none';
  return option?.type === 'thumbnail' ? 'thumbnail' : 'banner';
}

/**
 * A menu item id from a shared link: ?item=123 or #item-123 (docs/product.md §2.2's deep link, on
 * Menu).
 */
export function linkedItemId(search: string, hash: string): number | undefined {
  const raw = new URLSearchParams(search).get('item') ?? /^#item-(\d+)$/.exec(hash)?.[1] ?? null;
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** Cents as a schema.org price ("10.99"). */
const price = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Menu → MenuSection → MenuItem with offers, for search engines. Currency is the ISO
 * code: store config carries only a symbol, so "$" reads as USD.
 */
export function menuJsonLd(
  storeName: string,
  categories: readonly ShownCategory[],
  currency = 'USD',
  origin = '',
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: m.menu_jsonLdName({ store: storeName }),
    hasMenuSection: categories.map((c) => ({
      '@type': 'MenuSection',
      name: c.name,
      ...(c.description ? { description: c.description } : {}),
      hasMenuItem: c.items.map((i) => ({
        '@type': 'MenuItem',
        name: i.name,
        ...(i.description ? { description: i.description } : {}),
        ...(i.image_url ? { image: origin + i.image_url } : {}),
        ...(i.calories
          ? {
              nutrition: {
                '@type': 'NutritionInformation',
                calories: m.menu_jsonLdCalories({ calories: i.calories }),
              },
            }
          : {}),
        offers: {
          '@type': 'Offer',
          price: price(i.price_cents),
          priceCurrency: currency,
          availability: i.out_of_stock
            ? 'https://schema.org/OutOfStock'
            : 'https://schema.org/InStock',
        },
      })),
    })),
  };
}

/** JSON for a <script type="application/ld+json"> element: "<" escaped so it cannot close the tag. */
export const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
