/**
 * Reorder (docs/product.md §2.10, §7.3 "Add to cart"): which lines of a past order can go
 * into a new order at the same store and service, judged against that store's current menu, and
 * what the customer must be told about the rest — nothing is dropped silently.
 */
import * as m from '#messages';
import type { Menu, MenuItem, MenuOption, ModifierGroup } from '../../api/schemas/menu.ts';
import type { ChosenOption, OrderItemLine } from '../../api/schemas/order.ts';
import { validateChoices } from '../menu/modifiers.ts';

/** One line to add to the new order: the saveItem payload and the name the messages use. */
export interface ReorderLine {
  menu_item_id: number;
  name: string;
  quantity: number;
  options: ChosenOption[];
  note?: string | undefined;
}

export type UnavailableReason = 'gone' | 'out-of-stock' | 'options-changed';

export interface Unavailable {
  name: string;
  reason: UnavailableReason;
}

/** A line that goes in without some of its old options (they are no longer offered). */
export interface ChangedOptions {
  name: string;
  dropped: string[];
}

export interface ReorderPlan {
  lines: ReorderLine[];
  unavailable: Unavailable[];
  changed: ChangedOptions[];
}

const REASONS: Record<UnavailableReason, string> = {
  gone: m.order_reasonGone,
  'out-of-stock': m.order_reasonOutOfStock,
  'options-changed': m.order_reasonOptionsChanged,
};

/**
 * The words for a reason, as the guest reads them.
 * @example reasonText('out-of-stock') // 'out of stock'
 */
export const reasonText = (reason: UnavailableReason): string => REASONS[reason];

function menuItems(menus: readonly Menu[]): Map<number, MenuItem> {
  const out = new Map<number, MenuItem>();
  for (const menu of menus)
    for (const c of menu.categories) for (const i of c.items) out.set(i.item_id, i);
  return out;
}

/** Every option of an item's tree, by id (option ids are unique within an item). */
function optionTree(groups: readonly ModifierGroup[], out = new Map<number, MenuOption>()) {
  for (const g of groups)
    for (const o of g.options) {
      out.set(o.option_id, o);
      optionTree(o.groups ?? [], out);
    }
  return out;
}

/** The saveItem `options` for a set of ids, nested under their parents, old quantities kept. */
function chosenOptions(
  groups: readonly ModifierGroup[],
  chosen: ReadonlySet<number>,
  quantities: ReadonlyMap<number, number>,
): ChosenOption[] {
  return groups.flatMap((g) =>
    g.options
      .filter((o) => chosen.has(o.option_id))
      .map((o) => {
        const nested = chosenOptions(o.groups ?? [], chosen, quantities);
        const quantity = quantities.get(o.option_id) ?? 1;
        return {
          option_id: o.option_id,
          ...(quantity > 1 ? { quantity } : {}),
          ...(nested.length ? { options: nested } : {}),
        };
      }),
  );
}

/**
 * Plans a reorder: auto-added lines are left to the server; an item missing from the menu or out
 * of stock is unavailable; options that are gone are dropped and reported; a line whose remaining
 * choice breaks a group's min/max rule is unavailable rather than guessed at.
 * @example planReorder(order.items, menus) // { lines: [...], unavailable: [{ name: 'Fries', reason: 'out-of-stock' }], changed: [] }
 */
export function planReorder(items: readonly OrderItemLine[], menus: readonly Menu[]): ReorderPlan {
  const byId = menuItems(menus);
  const plan: ReorderPlan = { lines: [], unavailable: [], changed: [] };
  for (const line of items) {
    if (line.auto) continue;
    const item = byId.get(line.menu_item_id);
    if (!item) {
      plan.unavailable.push({ name: line.name, reason: 'gone' });
      continue;
    }
    if (item.out_of_stock) {
      plan.unavailable.push({ name: item.name, reason: 'out-of-stock' });
      continue;
    }
    const tree = optionTree(item.modifier_groups);
    const kept = new Set(line.options.filter((o) => tree.has(o.option_id)).map((o) => o.option_id));
    const dropped = line.options.filter((o) => !tree.has(o.option_id)).map((o) => o.name);
    if (Object.keys(validateChoices(item.modifier_groups, kept)).length) {
      plan.unavailable.push({ name: item.name, reason: 'options-changed' });
      continue;
    }
    const quantities = new Map(line.options.map((o) => [o.option_id, o.quantity]));
    plan.lines.push({
      menu_item_id: item.item_id,
      name: item.name,
      quantity: line.quantity,
      options: chosenOptions(item.modifier_groups, kept, quantities),
      ...(line.note ? { note: line.note } : {}),
    });
    if (dropped.length) plan.changed.push({ name: item.name, dropped });
  }
  return plan;
}

/**
 * The plain sentences about what a reorder leaves out, one per line of the old order.
 * @example leftOutSentences({ lines: [], unavailable: [{ name: 'Fries', reason: 'gone' }], changed: [] }) // ['Fries: no longer on the menu.']
 */
export function leftOutSentences(plan: Pick<ReorderPlan, 'unavailable' | 'changed'>): string[] {
  return [
    ...plan.unavailable.map((u) => m.order_leftOut({ name: u.name, reason: reasonText(u.reason) })),
    ...plan.changed.map((c) =>
      m.order_addedWithout({
        name: c.name,
        dropped: joinNames(c.dropped),
        count: c.dropped.length,
      }),
    ),
  ];
}

/**
 * @example joinNames(['Cheddar', 'Bacon', 'Onion']) // 'Cheddar, Bacon and Onion'
 */
export function joinNames(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? '';
  return m.order_listAnd({ first: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/**
 * The toast once the new order's cart is filled: what went in, and what did not.
 * @example reorderAddedMessage(2, ['Fries']) // 'Added 2 items from your past order to the cart. Not available: Fries.'
 */
export function reorderAddedMessage(added: number, leftOut: readonly string[]): string {
  const said = added ? m.order_reorderAdded({ count: added }) : m.order_reorderNoneAdded;
  return leftOut.length ? `${said} ${m.order_notAvailable({ names: joinNames(leftOut) })}` : said;
}
