/** The small, neutral menu of a chain's generic demo data (generic.ts). */
import type { Category, Item, Menu, SandboxSeed } from '../../generated/sandbox-seed';

/**
 * The file name of an item's or category's placeholder picture.
 * @example slug('Chips & Salsa') // 'chips-salsa'
 */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type ItemSpec = [id: number, name: string, description: string, cents: number];

const CATEGORIES: [id: number, name: string, description: string, items: ItemSpec[]][] = [
  [
    1,
    'Mains',
    'Made to order.',
    [
      [101, 'House Special', 'Our signature dish, made fresh every day.', 1295],
      [102, 'Seasonal Plate', 'What is best this season, with two sides.', 1395],
      [103, 'Garden Bowl', 'Greens, grains and roasted vegetables.', 1095],
    ],
  ],
  [
    2,
    'Sides',
    'To share or not.',
    [
      [201, 'Fries', 'Crisp and salted.', 395],
      [202, 'Side Salad', 'Mixed leaves, house dressing.', 450],
    ],
  ],
  [
    3,
    'Drinks',
    'Cold and fresh.',
    [
      [301, 'Lemonade', 'Squeezed in the store.', 350],
      [302, 'Sparkling Water', 'A chilled bottle.', 250],
    ],
  ],
];

function item([id, name, description, price_cents]: ItemSpec, images: boolean): Item {
  const out: Item = { item_id: id, name, description, price_cents };
  if (images) out.image_url = `/menu/items/${slug(name)}.svg`;
  if (id === 101)
    out.modifier_groups = [
      {
        group_id: 1,
        name: 'Choose a size',
        min: 1,
        max: 1,
        options: [
          { option_id: 1, name: 'Regular', price_cents: 0, is_default: true },
          { option_id: 2, name: 'Large', price_cents: 300 },
        ],
      },
    ];
  return out;
}

/** An all-day menu for pickup and delivery, and a catering menu. */
export function genericMenus(images: boolean): SandboxSeed['menus'] {
  return [
    {
      menu_id: 1,
      name: 'All day',
      service_type_ids: [1, 2],
      // The schema wants at least one category; CATEGORIES has three.
      categories: CATEGORIES.map(([category_id, cname, description, items]): Category => ({
        category_id,
        name: cname,
        description,
        ...(images ? { image_url: `/menu/categories/${slug(cname)}.svg` } : {}),
        items: items.map((i) => item(i, images)),
      })) as Menu['categories'],
    },
    {
      menu_id: 2,
      name: 'Catering',
      service_type_ids: [3],
      categories: [
        {
          category_id: 4,
          name: 'Platters',
          description: 'Order a day ahead. Serves 10.',
          ...(images ? { image_url: '/menu/categories/platters.svg' } : {}),
          items: [
            item(
              [401, 'Party Platter for 10', 'A bit of everything for ten guests.', 14900],
              images,
            ),
          ],
        },
      ],
    },
  ];
}
