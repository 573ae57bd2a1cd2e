/**
 * The chain's own texts in the guest's language (docs/architecture.md §4b): the language a
 * translation serves, and the fallback to the default text field by field.
 */
import { describe, expect, it } from 'vitest';
import { localized, localizeTree, translationTag } from '../../../src/lib/i18n/localized.ts';

describe('which translation serves a locale: the same tag, else the same language', () => {
  it.each<[string[], string, string | undefined]>([
    [['fr-CA', 'es'], 'fr-CA', 'fr-CA'],
    [['fr-ca', 'es'], 'fr-CA', 'fr-ca'],
    [['fr', 'es'], 'fr-CA', 'fr'],
    [['fr-FR', 'fr-CA'], 'fr-CA', 'fr-CA'],
    [['es-MX'], 'es', 'es-MX'],
    [['es'], 'en', undefined],
    [[], 'fr-CA', undefined],
  ])('%j for %s → %s', (tags, locale, want) => expect(translationTag(tags, locale)).toBe(want));
});

const item = {
  item_id: 1,
  name: 'Al Pastor Tacos',
  description: 'Spit-roasted pork.',
  price_cents: 1099,
  translations: {
    'fr-CA': { name: 'Tacos al pastor', description: 'Porc rôti à la broche.' },
    es: { name: 'Tacos al pastor' },
  },
};

describe('localized: each field in the locale, else the default text', () => {
  it.each<[string, string, string]>([
    ['fr-CA', 'Tacos al pastor', 'Porc rôti à la broche.'],
    // Spanish gives only the name: the description stays the default.
    ['es', 'Tacos al pastor', 'Spit-roasted pork.'],
    ['en', 'Al Pastor Tacos', 'Spit-roasted pork.'],
    ['de', 'Al Pastor Tacos', 'Spit-roasted pork.'],
  ])('%s → %s / %s', (locale, name, description) =>
    expect(localized(item, locale)).toEqual({ item_id: 1, name, description, price_cents: 1099 }),
  );

  it.each<[string, unknown, Record<string, unknown>]>([
    ['no translations', undefined, { name: 'Corn', description: null }],
    ['an empty text', { es: { name: '  ' } }, { name: 'Corn', description: null }],
    [
      'a text where the entity has none (null)',
      { es: { description: 'Hecha a mano' } },
      { name: 'Corn', description: 'Hecha a mano' },
    ],
    [
      'a field the entity does not have',
      { es: { price_cents: 'gratis', other: 'x' } },
      { name: 'Corn', description: null },
    ],
    ['a number instead of a text', { es: { name: 3 } }, { name: 'Corn', description: null }],
    ['a translation that is not an object', { es: 'Maíz' }, { name: 'Corn', description: null }],
    ['translations that are not an object', ['es'], { name: 'Corn', description: null }],
  ])('%s', (_, translations, want) =>
    expect(
      localized({ name: 'Corn', description: null, translations: translations as never }, 'es'),
    ).toEqual(want),
  );

  it('merges nested texts in the entity’s shape (a content entry’s picture and link)', () => {
    const entry = {
      title: 'Taco Tuesday',
      image: { src: '/t.svg', alt: 'Three tacos' },
      link: { label: 'Plan your party', url: 'https://x.example/' },
      translations: {
        es: { image: { alt: 'Tres tacos' }, link: { url: 'https://evil.example/' } },
      },
    };
    expect(localized(entry, 'es')).toEqual({
      title: 'Taco Tuesday',
      image: { src: '/t.svg', alt: 'Tres tacos' },
      // Only texts a guest reads are translated, never a link's address.
      link: { label: 'Plan your party', url: 'https://x.example/' },
    });
  });
});

describe('localizeTree: every translated object of an answer', () => {
  const option = (name: string, fr: string) => ({
    option_id: 1,
    name,
    translations: { 'fr-CA': { name: fr } },
  });
  const answer = {
    menus: [
      {
        name: 'All day',
        categories: [
          {
            name: 'Drinks',
            description: null,
            translations: { 'fr-CA': { name: 'Boissons' } },
            items: [
              {
                name: 'Agua Fresca',
                translations: { 'fr-CA': { name: 'Eau fraîche' } },
                modifier_groups: [
                  {
                    name: 'Choose a size',
                    translations: { 'fr-CA': { name: 'Choisissez un format' } },
                    options: [
                      {
                        ...option('Large', 'Grand'),
                        groups: [{ name: 'Ice', options: [option('No ice', 'Sans glace')] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('translates categories, items, groups and nested options, and drops the translations', () => {
    expect(localizeTree(answer, 'fr-CA')).toEqual({
      menus: [
        {
          name: 'All day',
          categories: [
            {
              name: 'Boissons',
              description: null,
              items: [
                {
                  name: 'Eau fraîche',
                  modifier_groups: [
                    {
                      name: 'Choisissez un format',
                      options: [
                        {
                          option_id: 1,
                          name: 'Grand',
                          groups: [
                            { name: 'Ice', options: [{ option_id: 1, name: 'Sans glace' }] },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('leaves the answer it was given unchanged', () => {
    const before = structuredClone(answer);
    localizeTree(answer, 'fr-CA');
    expect(answer).toEqual(before);
  });

  it('returns an answer without translations as it is', () => {
    const plain = { order: { items: [{ name: 'Churros', options: [] }] }, ok: true };
    expect(localizeTree(plain, 'fr-CA')).toBe(plain);
  });

  it.each([null, 3, 'text', true])('passes %j through', (v) =>
    expect(localizeTree(v, 'es')).toBe(v),
  );
});
