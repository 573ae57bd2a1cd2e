/**
 * The rules of a seed that JSON Schema cannot say: unique ids, known references, windows that end
 * after they start, real time zones; the customers' account data in check-customers.ts.
 */
import type { ModifierGroup, SandboxSeed } from '../../generated/sandbox-seed';
import { isValidZone } from '../../lib/time/zone.ts';
import { checkCustomers } from './check-customers.ts';

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dup = new Set<T>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

function walkGroups(
  groups: readonly ModifierGroup[] | undefined,
  visit: (g: ModifierGroup) => void,
): void {
  for (const g of groups ?? []) {
    visit(g);
    for (const o of g.options) walkGroups(o.groups, visit);
  }
}

/**
 * Problems JSON Schema cannot express, as 'path: message' lines; empty when the seed is usable.
 * @example checkSeed(seedWithTwoStore12s) // ['stores: store_id 12 is used twice']
 */
export function checkSeed(seed: SandboxSeed): string[] {
  const problems: string[] = [];
  const unique = (where: string, what: string, values: readonly (string | number)[]) => {
    for (const d of duplicates(values))
      problems.push(`${where}: ${what} ${JSON.stringify(d)} is used twice`);
  };
  const serviceIds = new Set(seed.services.map((s) => s.service_type_id));
  const storeIds = new Set(seed.stores.map((s) => s.store_id));
  const categories = seed.menus.flatMap((m) => m.categories);
  const items = categories.flatMap((c) => c.items);
  const groups: ModifierGroup[] = [];
  for (const item of items) walkGroups(item.modifier_groups, (g) => groups.push(g));

  const ids: [string, string, readonly (string | number)[]][] = [
    ['services', 'service_type_id', seed.services.map((s) => s.service_type_id)],
    ['stores', 'store_id', seed.stores.map((s) => s.store_id)],
    ['menus', 'menu_id', seed.menus.map((m) => m.menu_id)],
    ['menus', 'category_id', categories.map((c) => c.category_id)],
    ['menus', 'item_id', items.map((i) => i.item_id)],
    ['menus', 'group_id', groups.map((g) => g.group_id)],
    ['menus', 'option_id', groups.flatMap((g) => g.options.map((o) => o.option_id))],
    ['customers', 'email', seed.customers.map((c) => c.email.toLowerCase())],
    ['discounts', 'discount_id', seed.discounts.map((d) => d.discount_id)],
    ['discounts', 'code', seed.discounts.flatMap((d) => (d.code ? [d.code.toUpperCase()] : []))],
    ['gift_cards', 'number', seed.gift_cards.map((g) => g.number)],
    ['loyalty_programs', 'program_id', seed.loyalty_programs.map((p) => p.program_id)],
    ['tickets', 'ticket_id', seed.tickets.map((t) => t.ticket_id)],
  ];
  for (const [where, what, values] of ids) unique(where, what, values);

  seed.stores.forEach((store, i) => {
    const at = `stores[${i}]`;
    if (!isValidZone(store.timezone))
      problems.push(`${at}.timezone: '${store.timezone}' is not an IANA time zone`);
    unique(
      `${at}.schedules`,
      'service_type_id',
      store.schedules.map((s) => s.service_type_id),
    );
    store.schedules.forEach((sched, j) => {
      if (!serviceIds.has(sched.service_type_id))
        problems.push(`${at}.schedules[${j}].service_type_id: no service ${sched.service_type_id}`);
      else if (
        seed.services.find((s) => s.service_type_id === sched.service_type_id)!.requires_address &&
        !store.delivery
      )
        problems.push(
          `${at}.delivery: is missing for the delivery service ${sched.service_type_id}`,
        );
      for (const [day, windows] of Object.entries(sched.weekly) as [string, [number, number][]][]) {
        windows.forEach(([s, e], k) => {
          if (e <= s)
            problems.push(
              `${at}.schedules[${j}].weekly.${day}[${k}]: ends (${e}) before it starts (${s})`,
            );
          else if (e - s > 1440)
            problems.push(`${at}.schedules[${j}].weekly.${day}[${k}]: is longer than a day`);
          else if (s >= 1440)
            problems.push(
              `${at}.schedules[${j}].weekly.${day}[${k}]: starts after midnight; put it on the next day`,
            );
        });
      }
    });
  });
  seed.menus.forEach((menu, i) => {
    for (const id of menu.store_ids ?? [])
      if (!storeIds.has(id)) problems.push(`menus[${i}].store_ids: no store ${id}`);
    for (const id of menu.service_type_ids ?? [])
      if (!serviceIds.has(id)) problems.push(`menus[${i}].service_type_ids: no service ${id}`);
  });
  for (const g of groups)
    if (g.min > g.max)
      problems.push(`menus: group ${g.group_id} '${g.name}' has min ${g.min} above max ${g.max}`);
  seed.discounts.forEach((d, i) => {
    if ((d.percent === undefined) === (d.amount_cents === undefined))
      problems.push(`discounts[${i}]: give exactly one of percent and amount_cents`);
    for (const id of d.service_type_ids ?? [])
      if (!serviceIds.has(id)) problems.push(`discounts[${i}].service_type_ids: no service ${id}`);
  });
  seed.tickets.forEach((t, i) => {
    if (t.store_id !== undefined && !storeIds.has(t.store_id))
      problems.push(`tickets[${i}].store_id: no store ${t.store_id}`);
  });
  problems.push(...checkCustomers(seed));
  return problems;
}
