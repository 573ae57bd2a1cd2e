// docs/product.md §7.3 "Add to cart" and §7.4: modifier rules, prices and the saveItem options
// payload; the sandbox (src/sandbox/options.ts) must agree with the storefront on both.
import { describe, expect, it } from 'vitest';
import type { ModifierGroup } from '../../../src/api/schemas/menu.ts';
import {
  chosenFromLine,
  clampQuantity,
  defaultChosen,
  groupHint,
  priceOf,
  shownGroups,
  toChosenOptions,
  toggleOption,
  validateChoices,
} from '../../../src/lib/menu/modifiers.ts';
import { priceOptions } from '../../../src/sandbox/orders/options.ts';
import burger from '../../../tenants/burger.sandbox.json';

const cheese: ModifierGroup = {
  group_id: 3,
  name: 'Choose a cheese',
  min: 1,
  max: 1,
  options: [
    { option_id: 31, name: 'American', price_cents: 0, is_default: true },
    { option_id: 32, name: 'Pepper jack', price_cents: 50 },
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
const toppings: ModifierGroup = {
  group_id: 2,
  name: 'Toppings',
  min: 0,
  max: 2,
  options: [
    { option_id: 21, name: 'Bacon', price_cents: 250 },
    { option_id: 22, name: 'Egg', price_cents: 150 },
    { option_id: 23, name: 'Extra cheese', price_cents: 100, groups: [cheese] },
  ],
};
const fillings: ModifierGroup = {
  group_id: 4,
  name: 'Fillings',
  min: 2,
  max: 2,
  options: [
    { option_id: 41, name: 'A', price_cents: 0 },
    { option_id: 42, name: 'B', price_cents: 0 },
    { option_id: 43, name: 'C', price_cents: 0 },
  ],
};
const groups = [size, toppings];
const item = { price_cents: 1099, modifier_groups: groups };
const set = (...ids: number[]) => new Set(ids);

describe('defaults and toggling', () => {
  it('pre-selects is_default options, not nested ones under unchosen options', () => {
    expect([...defaultChosen(groups)]).toEqual([11]);
  });
  it.each([
    ['radio replaces the other option', size, size.options[1]!, set(11), [12]],
    ['radio stays chosen when picked again', size, size.options[0]!, set(11), [11]],
    ['checkbox adds', toppings, toppings.options[0]!, set(11), [11, 21]],
    ['checkbox removes', toppings, toppings.options[0]!, set(11, 21), [11]],
    [
      'an option with groups brings their defaults',
      toppings,
      toppings.options[2]!,
      set(11),
      [11, 23, 31],
    ],
    ['unpicking drops its nested choices', toppings, toppings.options[2]!, set(11, 23, 32), [11]],
  ])('%s', (_name, group, option, chosen, expected) => {
    expect([...toggleOption(chosen, group, option)].sort()).toEqual(expected.sort());
  });
  it('nested groups show only under a chosen option', () => {
    expect(shownGroups(groups, set(11)).map((g) => g.group.name)).toEqual(['Size', 'Toppings']);
    expect(shownGroups(groups, set(11, 23)).map((g) => [g.group.name, g.depth])).toEqual([
      ['Size', 0],
      ['Toppings', 0],
      ['Choose a cheese', 1],
    ]);
  });
});

describe('validateChoices', () => {
  it.each([
    ['valid defaults', [size, toppings], set(11), {}],
    ['required radio missing', [size], set(), { 1: 'Choose 1 option' }],
    ['too many', [toppings], set(21, 22, 23, 31), { 2: 'Choose at most 2' }],
    ['exact count of 2', [fillings], set(41), { 4: 'Choose 2 options' }],
    ['nested required missing', [toppings], set(23), { 3: 'Choose 1 option' }],
    ['nested group ignored when its option is not chosen', [toppings], set(21), {}],
    ['min without max equal', [{ ...toppings, min: 1 }], set(), { 2: 'Choose at least 1' }],
  ])('%s', (_name, gs, chosen, expected) => {
    expect(validateChoices(gs, chosen)).toEqual(expected);
  });
  it.each([
    [{ min: 1, max: 1 }, 'Required'],
    [{ min: 0, max: 3 }, 'Choose up to 3'],
    [{ min: 2, max: 2 }, 'Required · Choose 2'],
    [{ min: 1, max: 2 }, 'Required · Choose 1 to 2'],
  ])('hint for %o is %s', (rule, text) => expect(groupHint(rule)).toBe(text));
});

describe('price and payload', () => {
  it.each([
    ['base', set(11), 1, 1099],
    ['double', set(12), 1, 1399],
    ['toppings × quantity', set(12, 21), 2, (1099 + 300 + 250) * 2],
    ['nested option price', set(11, 23, 32), 1, 1099 + 100 + 50],
    ['nested choice of an unchosen option is not counted', set(11, 32), 1, 1099],
  ])('%s', (_name, chosen, quantity, cents) => {
    expect(priceOf(item, chosen, quantity)).toBe(cents);
  });
  it('nests chosen options under their option', () => {
    expect(toChosenOptions(groups, set(12, 21, 23, 32))).toEqual([
      { option_id: 12 },
      { option_id: 21 },
      { option_id: 23, options: [{ option_id: 32 }] },
    ]);
  });
  it('prefills a cart line by option id, dropping ids no longer on the menu', () => {
    expect(
      [
        ...chosenFromLine(groups, [
          { option_id: 12 },
          { option_id: 23 },
          { option_id: 32 },
          { option_id: 999 },
        ]),
      ].sort(),
    ).toEqual([12, 23, 32]);
  });
  it.each([
    [0, 1],
    [5, 5],
    [150, 99],
    [Number.NaN, 1],
  ])('quantity %d is kept to %d', (n, q) => expect(clampQuantity(n)).toBe(q));
});

describe('agreement with the sandbox (src/sandbox/options.ts)', () => {
  const items = (
    burger.menus as unknown as Array<{ categories: Array<{ items: unknown[] }> }>
  ).flatMap((m) => m.categories.flatMap((c) => c.items)) as Array<{
    name: string;
    price_cents: number;
    modifier_groups?: ModifierGroup[];
  }>;
  const cases = items.flatMap((i) => {
    const gs = i.modifier_groups ?? [];
    const every = shownGroups(gs, new Set(gs.flatMap((g) => g.options.map((o) => o.option_id))));
    const pairs = every.flatMap(({ group }) =>
      group.options.map((option) => [group, option] as const),
    );
    // Defaults; each option toggled on top of them; and each toggled on top of every option.
    const all = new Set(pairs.map(([, o]) => o.option_id));
    const chosen = [
      defaultChosen(gs),
      new Set<number>(),
      all,
      ...pairs.map(([g, o]) => toggleOption(defaultChosen(gs), g, o)),
      ...pairs.map(([g, o]) => toggleOption(all, g, o)),
    ];
    return chosen.map((c) => [i.name, gs, c] as const);
  });
  it.each(cases)('%s: same verdict and price', (_name, gs, chosen) => {
    const ours = validateChoices(gs, chosen);
    const theirs = priceOptions(gs as never, toChosenOptions(gs, chosen), 'Item');
    expect(theirs.ok).toBe(Object.keys(ours).length === 0);
    if (theirs.ok)
      expect(priceOf({ price_cents: 0, modifier_groups: gs }, chosen, 1)).toBe(theirs.extra_cents);
  });
});
