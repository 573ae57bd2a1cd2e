import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem } from '../../../src/api/schemas/menu.ts';
import { needsChoices, upsell } from '../../../src/lib/cart/upsell.ts';

// docs/product.md §2.3 cart, §7.4 menus: "You might also like" — up to n items not in the cart, not
// out of stock, preferring categories the cart lacks.
const item = (item_id: number, category_id: number, over: Partial<MenuItem> = {}): MenuItem => ({
  item_id,
  category_id,
  menu_id: 1,
  name: `Item ${item_id}`,
  description: '',
  price_cents: 100,
  image_url: null,
  out_of_stock: false,
  modifier_groups: [],
  ...over,
});
const menu = (categories: [number, MenuItem[]][], menu_id = 1): Menu => ({
  menu_id,
  name: 'All day',
  categories: categories.map(([category_id, items]) => ({
    category_id,
    name: `Cat ${category_id}`,
    description: null,
    image_url: null,
    items,
  })),
});
const burgers: [number, MenuItem[]] = [1, [item(11, 1), item(12, 1), item(13, 1)]];
const sides: [number, MenuItem[]] = [
  2,
  [item(21, 2), item(22, 2, { out_of_stock: true }), item(23, 2)],
];
const drinks: [number, MenuItem[]] = [
  3,
  [item(31, 3), item(32, 3), item(39, 3, { auto_add: true })],
];
const MENUS = [menu([burgers, sides, drinks])];
const cart = (...ids: number[]) => ({ items: ids.map((menu_item_id) => ({ menu_item_id })) });
const ids = (items: MenuItem[]) => items.map((i) => i.item_id);

describe('upsell', () => {
  it.each([
    ['an empty cart: one per category first, in menu order', cart(), 3, [11, 21, 31]],
    ['a burger in the cart: other categories first', cart(11), 3, [21, 31, 23]],
    ['burger and side: drinks, then the remaining side and burgers', cart(11, 21), 3, [31, 32, 12]],
    [
      'out of stock and auto-added items are never suggested',
      cart(11, 12, 13, 21, 23, 31),
      3,
      [32],
    ],
    ['everything in the cart: nothing', cart(11, 12, 13, 21, 23, 31, 32), 3, []],
    ['n limits the count', cart(11), 1, [21]],
    ['n of 0', cart(), 0, []],
    ['no order yet', null, 2, [11, 21]],
    [
      'an auto-added drink does not make drinks covered',
      { items: [{ menu_item_id: 11 }, { menu_item_id: 21 }, { menu_item_id: 39, auto: true }] },
      2,
      [31, 32],
    ],
  ] as const)('%s', (_, order, n, expected) =>
    expect(ids(upsell(MENUS, order, n))).toEqual(expected),
  );

  it('an item on two menus is suggested once; later menus count as categories too', () => {
    const second = menu([[4, [item(11, 4), item(41, 4)]]], 2);
    expect(ids(upsell([...MENUS, second], cart(12), 4))).toEqual([21, 31, 41, 23]);
  });

  it('allow narrows the candidates', () => {
    expect(ids(upsell(MENUS, cart(11), 3, (i) => i.item_id !== 21))).toEqual([23, 31, 32]);
  });

  it('no menus: nothing', () => expect(upsell([], cart(), 3)).toEqual([]));
});

describe('needsChoices', () => {
  const group = (min: number) => ({ group_id: 1, name: 'Size', min, max: 1, options: [] });
  it.each([
    [[], false],
    [[group(0)], false],
    [[group(1)], true],
    [[group(0), group(2)], true],
  ])('%j → %s', (modifier_groups, expected) =>
    expect(needsChoices({ modifier_groups })).toBe(expected),
  );
});
