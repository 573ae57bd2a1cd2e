// docs/product.md §2.1 Menu, §3 store config enable_menu_filters.include_out_of_stock and branding
// display_options.category_image, §2.2 item links; schema.org Menu data for search engines.
import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../src/api/schemas/menu.ts';
import {
  categoryImageStyle,
  linkedItemId,
  menuJsonLd,
  safeJson,
  shownCategories,
} from '../../../src/lib/menu/display.ts';

const item = (item_id: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  item_id,
  category_id: 1,
  menu_id: 1,
  name: `Item ${item_id}`,
  description: '',
  price_cents: 1099,
  image_url: null,
  out_of_stock: false,
  modifier_groups: [],
  ...extra,
});
const menus: Menu[] = [
  {
    menu_id: 1,
    name: 'All day',
    categories: [
      {
        category_id: 1,
        name: 'Mains',
        description: 'Hot',
        image_url: null,
        items: [item(1), item(2, { out_of_stock: true })],
      },
      {
        category_id: 2,
        name: 'Extras',
        description: null,
        image_url: null,
        items: [item(3, { auto_add: true })],
      },
      {
        category_id: 3,
        name: 'Sold out',
        description: null,
        image_url: null,
        items: [item(4, { out_of_stock: true })],
      },
    ],
  },
];

describe('shownCategories', () => {
  it.each([
    [
      true,
      [
        ['Mains', [1, 2]],
        ['Sold out', [4]],
      ],
    ],
    [false, [['Mains', [1]]]],
  ])('include_out_of_stock %s', (include, expected) => {
    expect(
      shownCategories(menus, include).map((c) => [c.name, c.items.map((i) => i.item_id)]),
    ).toEqual(expected);
  });
});

describe('categoryImageStyle', () => {
  it.each([
    [undefined, 'banner'],
    [{ show: false }, 'none'],
    [{ type: 'none', show: true }, 'none'],
    [{ type: 'thumbnail', show: true }, 'thumbnail'],
    [{ type: 'banner', show: true }, 'banner'],
  ])('%o → %s', (option, style) => expect(categoryImageStyle(option)).toBe(style));
});

describe('linkedItemId', () => {
  it.each([
    ['?item=1011', '', 1011],
    ['', '#item-42', 42],
    ['?item=0', '', undefined],
    ['?item=abc', '', undefined],
    ['?item=1e3', '', undefined],
    ['', '#category-3', undefined],
  ])('%s %s → %s', (search, hash, id) => expect(linkedItemId(search, hash)).toBe(id));
});

describe('menuJsonLd', () => {
  it('is Menu → MenuSection → MenuItem with offers', () => {
    const ld = menuJsonLd('Corner', shownCategories(menus, true), 'USD', 'https://x.example');
    expect(ld).toMatchObject({
      '@type': 'Menu',
      name: 'Corner menu',
      hasMenuSection: [
        { '@type': 'MenuSection', name: 'Mains', description: 'Hot' },
        { name: 'Sold out' },
      ],
    });
    const first = (ld.hasMenuSection as Array<{ hasMenuItem: unknown[] }>)[0]!.hasMenuItem;
    expect(first).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Item 1',
        offers: {
          '@type': 'Offer',
          price: '10.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@type': 'MenuItem',
        name: 'Item 2',
        offers: {
          '@type': 'Offer',
          price: '10.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/OutOfStock',
        },
      },
    ]);
  });
  it('cannot close its script element', () => {
    expect(safeJson({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(safeJson({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
