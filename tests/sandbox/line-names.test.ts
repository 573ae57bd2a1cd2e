/**
 * Cart lines and favourites carry their names' translations from the menu (docs/architecture.md
 * §4b), so the page shows them in its language as it shows the menu.
 */
import { describe, expect, it } from 'vitest';
import type { Item } from '../../src/generated/sandbox-seed';
import { itemNameTranslations, withTranslatedNames } from '../../src/sandbox/orders/line-names.ts';
import { resetAt } from './helpers.ts';
import { localizeTree } from '../../src/lib/i18n/localized.ts';

const item: Item = {
  item_id: 1,
  name: 'Agua Fresca',
  description: 'Hibiscus, horchata or watermelon.',
  price_cents: 399,
  translations: {
    'fr-CA': { description: 'Hibiscus, horchata ou melon d’eau.' },
    es: { name: 'Agua fresca', description: 'Jamaica, horchata o sandía.' },
  },
  modifier_groups: [
    {
      group_id: 1,
      name: 'Choose a size',
      min: 1,
      max: 1,
      options: [
        {
          option_id: 7,
          name: 'Large',
          price_cents: 100,
          translations: { 'fr-CA': { name: 'Grand' }, es: { name: 'Grande' } },
          groups: [
            {
              group_id: 2,
              name: 'Ice',
              min: 0,
              max: 1,
              options: [
                {
                  option_id: 8,
                  name: 'No ice',
                  price_cents: 0,
                  translations: { es: { name: 'Sin hielo' } },
                },
              ],
            },
          ],
        },
        { option_id: 9, name: 'Regular', price_cents: 0 },
      ],
    },
  ],
};

const line = {
  name: 'Agua Fresca',
  options: [
    { option_id: 7, name: 'Large' },
    { option_id: 8, name: 'No ice' },
    { option_id: 9, name: 'Regular' },
  ],
};

describe('a line’s names in the menu’s languages', () => {
  it('takes the item’s and (nested) options’ names, never their descriptions', () => {
    expect(withTranslatedNames(line, item)).toEqual({
      name: 'Agua Fresca',
      translations: { es: { name: 'Agua fresca' } },
      options: [
        {
          option_id: 7,
          name: 'Large',
          translations: { 'fr-CA': { name: 'Grand' }, es: { name: 'Grande' } },
        },
        { option_id: 8, name: 'No ice', translations: { es: { name: 'Sin hielo' } } },
        { option_id: 9, name: 'Regular' },
      ],
    });
  });

  it.each([
    ['an item no longer on the menu', undefined],
    ['an item without translations', { ...item, translations: undefined, modifier_groups: [] }],
  ])('leaves %s as it is', (_, menuItem) => {
    expect(withTranslatedNames(line, menuItem as Item | undefined)).toEqual(line);
  });

  it('gives a favourite the item’s name translations', () => {
    expect(itemNameTranslations(item)).toEqual({ translations: { es: { name: 'Agua fresca' } } });
    expect(itemNameTranslations({ ...item, translations: {} })).toEqual({});
  });
});

describe('Taco Verde’s cart line in French and Spanish', () => {
  it('an order’s line shows as the menu does', async () => {
    const c = await resetAt('taco', '2026-11-23T17:00:00Z');
    const customerId = (await c.call('guestLogin')).body.customer_id;
    const order = { customer_id: customerId, store_id: 301, service_type_id: 1, is_asap: true };
    const orderId = (await c.call('saveOrder', {}, order)).body.order.order_id;
    const saved = await c.call('saveItem', { orderId }, { menu_item_id: 3001, quantity: 1 });
    const [fr] = localizeTree(saved.body.order.items, 'fr-CA') as {
      name: string;
      options: { name: string }[];
    }[];
    const [es] = localizeTree(saved.body.order.items, 'es') as (typeof fr)[];
    expect([fr!.name, fr!.options.map((o) => o.name)]).toEqual(['Tacos al pastor', ['Maïs']]);
    expect([es!.name, es!.options.map((o) => o.name)]).toEqual(['Tacos al pastor', ['Maíz']]);
  });
});
