// docs/product.md §2.10, §7.3 "Add to cart": the same items and options at the same
// store and service, judged against the current menu; what is left out is named, never dropped
// silently.
import { describe, expect, it } from 'vitest';
import type { Menu, MenuItem, ModifierGroup } from '../../../src/api/schemas/menu.ts';
import type { OrderItemLine } from '../../../src/api/schemas/order.ts';
import {
  joinNames,
  leftOutSentences,
  planReorder,
  reasonText,
} from '../../../src/lib/order/reorder.ts';

const cheese: ModifierGroup = {
  group_id: 3,
  name: 'Cheese',
  min: 1,
  max: 1,
  options: [
    { option_id: 31, name: 'American', price_cents: 0, is_default: true },
    { option_id: 32, name: 'Pepper jack', price_cents: 50 },
  ],
};
const extras: ModifierGroup = {
  group_id: 2,
  name: 'Extras',
  min: 0,
  max: 3,
  options: [
    { option_id: 21, name: 'Bacon', price_cents: 150, groups: [cheese] },
    { option_id: 22, name: 'Onion', price_cents: 0 },
  ],
};
const size: ModifierGroup = {
  group_id: 1,
  name: 'Size',
  min: 1,
  max: 1,
  options: [
    { option_id: 11, name: 'Single', price_cents: 0, is_default: true },
    { option_id: 12, name: 'Double', price_cents: 300 },
  ],
};

const item = (item_id: number, over: Partial<MenuItem> = {}): MenuItem => ({
  item_id,
  category_id: 1,
  menu_id: 1,
  name: `Item ${item_id}`,
  description: '',
  price_cents: 500,
  image_url: null,
  out_of_stock: false,
  modifier_groups: [],
  ...over,
});
const menus = (...items: MenuItem[]): Menu[] => [
  {
    menu_id: 1,
    name: 'Main',
    categories: [{ category_id: 1, name: 'All', description: null, image_url: null, items }],
  },
];
const opt = (option_id: number, name: string, quantity = 1) => ({
  option_id,
  name,
  price_cents: 0,
  quantity,
});
const old = (menu_item_id: number, over: Partial<OrderItemLine> = {}): OrderItemLine => ({
  item_id: menu_item_id + 100,
  menu_item_id,
  name: `Item ${menu_item_id}`,
  quantity: 1,
  unit_price_cents: 500,
  total_cents: 500,
  note: null,
  auto: false,
  options: [],
  ...over,
});

const burger = item(1, { name: 'Burger', modifier_groups: [size, extras] });

describe('planReorder', () => {
  it.each([
    {
      case: 'same item, quantity, note and nested options',
      items: [
        old(1, {
          name: 'Burger',
          quantity: 2,
          note: 'No salt',
          options: [
            opt(12, 'Double'),
            opt(21, 'Bacon'),
            opt(32, 'Pepper jack'),
            opt(22, 'Onion', 2),
          ],
        }),
      ],
      lines: [
        {
          menu_item_id: 1,
          name: 'Burger',
          quantity: 2,
          note: 'No salt',
          options: [
            { option_id: 12 },
            { option_id: 21, options: [{ option_id: 32 }] },
            { option_id: 22, quantity: 2 },
          ],
        },
      ],
      unavailable: [],
      changed: [],
    },
    {
      case: 'an item no longer on the menu is named',
      items: [old(9, { name: 'Shake' })],
      lines: [],
      unavailable: [{ name: 'Shake', reason: 'gone' }],
      changed: [],
    },
    {
      case: 'an out-of-stock item is named',
      items: [old(2, { name: 'Fries' })],
      lines: [],
      unavailable: [{ name: 'Fries', reason: 'out-of-stock' }],
      changed: [],
    },
    {
      case: 'an optional option that is gone: the item goes in without it, and that is said',
      items: [old(1, { name: 'Burger', options: [opt(11, 'Single'), opt(99, 'Truffle')] })],
      lines: [{ menu_item_id: 1, name: 'Burger', quantity: 1, options: [{ option_id: 11 }] }],
      unavailable: [],
      changed: [{ name: 'Burger', dropped: ['Truffle'] }],
    },
    {
      case: 'a required choice that is gone: not guessed, the item is named',
      items: [old(1, { name: 'Burger', options: [opt(13, 'Triple')] })],
      lines: [],
      unavailable: [{ name: 'Burger', reason: 'options-changed' }],
      changed: [],
    },
    {
      case: 'auto-added lines are the server’s and are not sent',
      items: [old(3, { name: 'Bag fee', auto: true })],
      lines: [],
      unavailable: [],
      changed: [],
    },
  ])('$case', ({ items, lines, unavailable, changed }) => {
    const plan = planReorder(items, menus(burger, item(2, { name: 'Fries', out_of_stock: true })));
    expect(plan).toEqual({ lines, unavailable, changed });
  });

  it('keeps the order of the old lines and plans every one of them', () => {
    const plan = planReorder(
      [old(2, { name: 'Fries' }), old(1, { options: [opt(11, 'Single')] }), old(9)],
      menus(burger, item(2, { name: 'Fries', out_of_stock: true })),
    );
    expect(plan.lines.map((l) => l.name)).toEqual(['Burger']);
    expect(plan.unavailable.map((u) => u.name)).toEqual(['Fries', 'Item 9']);
  });
});

describe('the words', () => {
  it.each([
    ['gone', 'no longer on the menu'],
    ['out-of-stock', 'out of stock'],
    ['options-changed', 'its choices have changed, so please add it again from the menu'],
  ] as const)('%s → %s', (reason, text) => expect(reasonText(reason)).toBe(text));

  it('one sentence per left-out item or option', () => {
    expect(
      leftOutSentences({
        unavailable: [{ name: 'Fries', reason: 'out-of-stock' }],
        changed: [
          { name: 'Burger', dropped: ['Truffle'] },
          { name: 'Taco', dropped: ['Lime', 'Salsa'] },
        ],
      }),
    ).toEqual([
      'Fries: out of stock.',
      'Burger: added without Truffle, which is no longer offered.',
      'Taco: added without Lime and Salsa, which are no longer offered.',
    ]);
  });

  it.each([
    [[], ''],
    [['A'], 'A'],
    [['A', 'B'], 'A and B'],
    [['A', 'B', 'C'], 'A, B and C'],
  ])('joinNames(%j) → %s', (names, text) => expect(joinNames(names)).toBe(text));
});
