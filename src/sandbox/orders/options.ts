/**
 * Modifier options of a cart line: the min/max rule of every group, nested choices under an
 * option, and the price they add. Pure, so the rules are tested without a database.
 */
import type { ModifierGroup, Option } from '../../generated/sandbox-seed';
import type { ChosenOption } from '../../api/schemas/order.ts';
import { messagesOf, type GuestText, type Messages } from '../core/guest-language.ts';

/** A chosen option as the order shows it (nested choices are listed after their parent). */
export interface PricedOption {
  option_id: number;
  name: string;
  price_cents: number;
  quantity: number;
}

export type OptionsResult =
  { ok: true; options: PricedOption[]; extra_cents: number } | { ok: false; error: string };

/**
 * The default choices of a set of groups (docs/product.md: an item added without options, e.g. a
 * deep link).
 */
export function defaultChoices(groups: readonly ModifierGroup[]): ChosenOption[] {
  return groups.flatMap((g) =>
    g.options.filter((o) => o.is_default).map((o) => ({ option_id: o.option_id })),
  );
}

/**
 * Checks choices against the groups and prices them. `choices` undefined means "the defaults". A
 * broken group rule is said in `t`'s language; an option the item does not have is the client's
 * mistake, said in English.
 * @example priceOptions(sizeGroups, [{ option_id: 2 }], 'Burger') // { ok: true, extra_cents: 250, … }
 */
export function priceOptions(
  groups: readonly ModifierGroup[],
  choices: readonly ChosenOption[] | undefined,
  itemName: string,
  t: Messages = messagesOf('en'),
): OptionsResult {
  const chosen = choices ?? defaultChoices(groups);
  const byId = new Map<number, { group: ModifierGroup; option: Option }>();
  for (const group of groups)
    for (const option of group.options) byId.set(option.option_id, { group, option });

  const counts = new Map<number, number>();
  const out: PricedOption[] = [];
  let extra = 0;
  for (const choice of chosen) {
    const found = byId.get(choice.option_id);
    if (!found)
      return { ok: false, error: `Option ${choice.option_id} is not available for ${itemName}` };
    const quantity = choice.quantity ?? 1;
    counts.set(found.group.group_id, (counts.get(found.group.group_id) ?? 0) + quantity);
    out.push({
      option_id: found.option.option_id,
      name: found.option.name,
      price_cents: found.option.price_cents,
      quantity,
    });
    extra += found.option.price_cents * quantity;
    const nestedGroups = found.option.groups ?? [];
    if (choice.options?.length && !nestedGroups.length)
      return { ok: false, error: `${found.option.name} has no further choices` };
    if (nestedGroups.length) {
      const nested = priceOptions(nestedGroups, choice.options, found.option.name, t);
      if (!nested.ok) return nested;
      out.push(...nested.options);
      extra += nested.extra_cents * quantity;
    }
  }
  for (const group of groups) {
    const n = counts.get(group.group_id) ?? 0;
    const names = { item: itemName, group: group.name };
    if (n < group.min)
      return { ok: false, error: t.api_chooseAtLeast({ ...names, min: group.min }) };
    if (n > group.max)
      return { ok: false, error: t.api_chooseAtMost({ ...names, max: group.max }) };
  }
  return { ok: true, options: out, extra_cents: extra };
}

/** Why priceOptions refuses the choices, in the guest's language. */
export function optionsProblem(
  groups: readonly ModifierGroup[],
  choices: readonly ChosenOption[] | undefined,
  itemName: string,
): GuestText {
  return (t) => {
    const priced = priceOptions(groups, choices, itemName, t);
    return priced.ok ? '' : priced.error;
  };
}
