/**
 * Modifier choices of a menu item (docs/product.md §7.3 "Add to cart", §7.4): which options are
 * chosen, the min/max rule of every group, nested groups under a chosen option, the price, and the
 * `options` payload of saveItem. Option ids are unique across an item's tree, so a choice is a set
 * of ids. The sandbox (src/sandbox/options.ts) checks and prices the same payload; both must agree.
 */
import * as m from '#messages';
import type { ChosenOption } from '../../api/schemas/order.ts';
import type { MenuOption, ModifierGroup } from '../../api/schemas/menu.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../limits.ts';

/** The chosen option ids of one item. */
export type Chosen = ReadonlySet<number>;

/** A group as the dialog shows it: top-level, or under a chosen option (depth 1, 2 …). */
export interface ShownGroup {
  group: ModifierGroup;
  depth: number;
  /** The option it hangs under, for nested groups. */
  parent?: MenuOption | undefined;
}

/** Defaults of groups (is_default), with the defaults of the groups nested under them. */
export function defaultChosen(groups: readonly ModifierGroup[]): Set<number> {
  const out = new Set<number>();
  const walk = (gs: readonly ModifierGroup[]) => {
    for (const g of gs)
      for (const o of g.options)
        if (o.is_default) {
          out.add(o.option_id);
          walk(o.groups ?? []);
        }
  };
  walk(groups);
  return out;
}

/**
 * The groups shown for a choice: every top-level group and, under each chosen option, its own.
 * @example shownGroups(burger.modifier_groups, new Set([1010])).map((s) => s.group.name) // [..., 'Choose a cheese']
 */
export function shownGroups(
  groups: readonly ModifierGroup[],
  chosen: Chosen,
  depth = 0,
  parent?: MenuOption,
): ShownGroup[] {
  return groups.flatMap((group) => [
    { group, depth, parent },
    ...group.options
      .filter((o) => chosen.has(o.option_id) && o.groups?.length)
      .flatMap((o) => shownGroups(o.groups!, chosen, depth + 1, o)),
  ]);
}

function descendants(option: MenuOption): number[] {
  return (option.groups ?? []).flatMap((g) =>
    g.options.flatMap((o) => [o.option_id, ...descendants(o)]),
  );
}

/** A radio group: exactly one option (docs/product.md's min/max rule with min = max = 1). */
export const isSingle = (group: ModifierGroup) => group.min === 1 && group.max === 1;

/**
 * Picks or unpicks an option of a group. In a single-choice group the others are unpicked; picking
 * an option brings the defaults of its nested groups, unpicking drops everything under it.
 */
export function toggleOption(
  chosen: Chosen,
  group: ModifierGroup,
  option: MenuOption,
): Set<number> {
  const next = new Set(chosen);
  const drop = (o: MenuOption) => [o.option_id, ...descendants(o)].forEach((id) => next.delete(id));
  if (next.has(option.option_id)) {
    if (!isSingle(group)) drop(option);
    return next;
  }
  if (isSingle(group)) group.options.forEach(drop);
  next.add(option.option_id);
  defaultChosen(option.groups ?? []).forEach((id) => next.add(id));
  return next;
}

/**
 * The hint beside a group's name.
 * @example groupHint({ min: 1, max: 1 }) // 'Required'
 * @example groupHint({ min: 0, max: 3 }) // 'Choose up to 3'
 */
export function groupHint(group: Pick<ModifierGroup, 'min' | 'max'>): string {
  if (group.min === 0) return m.item_chooseUpTo({ max: group.max });
  if (group.min === group.max)
    return group.min === 1 ? m.item_required : m.item_requiredChoose({ min: group.min });
  return m.item_requiredChooseRange({ min: group.min, max: group.max });
}

/**
 * What is wrong with each shown group, by group id (empty when the choice is valid).
 * @example validateChoices([{ group_id: 1, min: 1, max: 1, … }], new Set()) // { 1: 'Choose 1 option' }
 */
export function validateChoices(
  groups: readonly ModifierGroup[],
  chosen: Chosen,
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const { group } of shownGroups(groups, chosen)) {
    const n = group.options.filter((o) => chosen.has(o.option_id)).length;
    if (group.min === group.max && n !== group.min)
      out[group.group_id] = m.item_chooseOptions({ count: group.min });
    else if (n < group.min) out[group.group_id] = m.item_chooseAtLeast({ min: group.min });
    else if (n > group.max) out[group.group_id] = m.item_chooseAtMost({ max: group.max });
  }
  return out;
}

/**
 * The `options` of a saveItem payload: chosen options in menu order, nested choices under their
 * option (the shape of `chosenOption`, which the sandbox's priceOptions reads).
 */
export function toChosenOptions(groups: readonly ModifierGroup[], chosen: Chosen): ChosenOption[] {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.option_id))
      .map((o) => {
        const nested = toChosenOptions(o.groups ?? [], chosen);
        return nested.length
          ? { option_id: o.option_id, options: nested }
          : { option_id: o.option_id };
      }),
  );
}

/**
 * The line's price: (base + every chosen option shown) × quantity, in cents.
 * @example priceOf({ price_cents: 1099, modifier_groups }, new Set([1002]), 2) // 2798
 */
export function priceOf(
  item: { price_cents: number; modifier_groups: readonly ModifierGroup[] },
  chosen: Chosen,
  quantity: number,
): number {
  const extra = shownGroups(item.modifier_groups, chosen).reduce(
    (sum, { group }) =>
      sum + group.options.reduce((s, o) => s + (chosen.has(o.option_id) ? o.price_cents : 0), 0),
    0,
  );
  return (item.price_cents + extra) * quantity;
}

/** The choice of a cart line (its options as the order lists them), kept to ids still on the menu. */
export function chosenFromLine(
  groups: readonly ModifierGroup[],
  lineOptions: ReadonlyArray<{ option_id: number }>,
): Set<number> {
  const known = new Set(
    shownGroups(groups, new Set(lineOptions.map((o) => o.option_id))).flatMap(({ group }) =>
      group.options.map((o) => o.option_id),
    ),
  );
  return new Set(lineOptions.map((o) => o.option_id).filter((id) => known.has(id)));
}

/** Quantity stepper bounds, those the saveItem call accepts. */
export { QUANTITY_MAX, QUANTITY_MIN };
export const clampQuantity = (n: number) =>
  Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.round(Number.isFinite(n) ? n : 1)));
