/**
 * Seeds: the default demo data per tenant (seeds/<tenant>.json), the rules JSON Schema cannot say
 * (unique ids, known references, windows that end after they start), and lookup tables built once
 * per seed.
 */
import type {
  Category,
  Discount,
  Item,
  LoyaltyProgram,
  Menu,
  ModifierGroup,
  SandboxSeed,
  Service,
  Store,
  Ticket,
} from '../../generated/sandbox-seed';
import { isValidZone } from '../../lib/time/zone.ts';
import burger from '../seeds/burger.json' with { type: 'json' };
import sushi from '../seeds/sushi.json' with { type: 'json' };
import taco from '../seeds/taco.json' with { type: 'json' };
import live from '../seeds/live.json' with { type: 'json' };

export type { SandboxSeed } from '../../generated/sandbox-seed';

const DEFAULTS: Readonly<Record<string, unknown>> = { burger, sushi, taco, live };

/** Tenant ids that have a default seed of their own. */
export const SEEDED_TENANTS = Object.keys(DEFAULTS);

/**
 * The default seed of a tenant. A tenant onboarded without a seed of its own gets the burger demo
 * data, so a new chain pointed at the sandbox works at once. A deep copy: callers may keep it.
 */
export function defaultSeed(tenant: string): SandboxSeed {
  return structuredClone((DEFAULTS[tenant] ?? DEFAULTS.burger) as SandboxSeed);
}

/** Where an item sits in the menus. */
export interface ItemRef {
  item: Item;
  menu: Menu;
  category: Category;
}

/** Lookup tables of a seed. */
export interface SeedIndex {
  seed: SandboxSeed;
  stores: Map<number, Store>;
  services: Map<number, Service>;
  items: Map<number, ItemRef>;
  discounts: Map<number, Discount>;
  /** Upper-case promo code → discount. */
  codes: Map<string, Discount>;
  programs: LoyaltyProgram[];
  tickets: Map<string, Ticket>;
  brandName: string;
}

export function indexSeed(seed: SandboxSeed): SeedIndex {
  const items = new Map<number, ItemRef>();
  for (const menu of seed.menus)
    for (const category of menu.categories)
      for (const item of category.items)
        if (!items.has(item.item_id)) items.set(item.item_id, { item, menu, category });
  const config = seed.store_configuration;
  return {
    seed,
    stores: new Map(seed.stores.map((s) => [s.store_id, s])),
    services: new Map(seed.services.map((s) => [s.service_type_id, s])),
    items,
    discounts: new Map(seed.discounts.map((d) => [d.discount_id, d])),
    codes: new Map(seed.discounts.filter((d) => d.code).map((d) => [d.code!.toUpperCase(), d])),
    programs: [...seed.loyalty_programs].sort((a, b) => a.threshold - b.threshold),
    tickets: new Map(seed.tickets.map((t) => [t.ticket_id, t])),
    brandName:
      config.chain_display_name ??
      seed.branding?.terms_and_conditions?.brand_name ??
      'the restaurant',
  };
}

/** Whether a menu is served at a store for a service. */
export function menuServes(menu: Menu, storeId: number, serviceTypeId?: number): boolean {
  if (menu.store_ids && !menu.store_ids.includes(storeId)) return false;
  return (
    serviceTypeId === undefined ||
    !menu.service_type_ids ||
    menu.service_type_ids.includes(serviceTypeId)
  );
}

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

  unique(
    'services',
    'service_type_id',
    seed.services.map((s) => s.service_type_id),
  );
  unique(
    'stores',
    'store_id',
    seed.stores.map((s) => s.store_id),
  );
  unique(
    'menus',
    'menu_id',
    seed.menus.map((m) => m.menu_id),
  );
  unique(
    'menus',
    'category_id',
    categories.map((c) => c.category_id),
  );
  unique(
    'menus',
    'item_id',
    items.map((i) => i.item_id),
  );
  unique(
    'menus',
    'group_id',
    groups.map((g) => g.group_id),
  );
  unique(
    'menus',
    'option_id',
    groups.flatMap((g) => g.options.map((o) => o.option_id)),
  );
  unique(
    'customers',
    'email',
    seed.customers.map((c) => c.email.toLowerCase()),
  );
  unique(
    'discounts',
    'discount_id',
    seed.discounts.map((d) => d.discount_id),
  );
  unique(
    'discounts',
    'code',
    seed.discounts.flatMap((d) => (d.code ? [d.code.toUpperCase()] : [])),
  );
  unique(
    'gift_cards',
    'number',
    seed.gift_cards.map((g) => g.number),
  );
  unique(
    'loyalty_programs',
    'program_id',
    seed.loyalty_programs.map((p) => p.program_id),
  );
  unique(
    'tickets',
    'ticket_id',
    seed.tickets.map((t) => t.ticket_id),
  );

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
  seed.customers.forEach((c, i) => {
    for (const id of c.favorite_store_ids ?? [])
      if (!storeIds.has(id)) problems.push(`customers[${i}].favorite_store_ids: no store ${id}`);
  });
  return problems;
}
