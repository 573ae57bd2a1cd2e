/**
 * Seeds: the default demo data per tenant (seeds/<tenant>.json) and the lookup tables built once
 * per seed. The rules JSON Schema cannot say are in check.ts.
 */
import type {
  Category,
  Discount,
  Item,
  LoyaltyProgram,
  Menu,
  SandboxSeed,
  Service,
  Store,
  Ticket,
} from '../../generated/sandbox-seed';
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

/** Lookup tables of a seed, built once when the seed is loaded. */
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
