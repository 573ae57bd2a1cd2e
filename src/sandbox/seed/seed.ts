/**
 * Seeds: the default demo data per tenant, tenants/<id>.sandbox.json beside its tenant file, and
 * the lookup tables built once per seed. The rules JSON Schema cannot say are in check.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { SEED_SUFFIX, tenantsFolder } from '../../tenancy/folder.ts';
import { genericSeed } from './generic.ts';

export type { SandboxSeed } from '../../generated/sandbox-seed';

// astro.config.mjs defines the build's tenant folder (STOREFRONT_TENANTS_DIR); plain Node reads it.
declare const __STOREFRONT_TENANTS_FOLDER__: string | undefined;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every JSON file under tenants/, keyed like the glob ('../../../tenants/burger.sandbox.json'). */
function tenantsTree(folder: string): Record<string, unknown> {
  try {
    // Vite replaces this call with the files themselves, so a build carries its seeds.
    return import.meta.glob<unknown>('../../../tenants/**/*.json', {
      eager: true,
      import: 'default',
    });
  } catch {
    // Plain Node (the standalone sandbox, scripts): the build's folder and tenants/ are read.
    const out: Record<string, unknown> = {};
    for (const dir of new Set([folder, 'tenants'])) {
      const abs = path.join(root, dir);
      if (!existsSync(abs)) continue;
      for (const f of readdirSync(abs).filter((n) => n.endsWith('.json')))
        out[`../../../${dir}/${f}`] = JSON.parse(readFileSync(path.join(abs, f), 'utf8'));
    }
    return out;
  }
}

interface Catalogue {
  seeds: Map<string, SandboxSeed>;
  names: Map<string, string>;
}

/**
 * Seeds and chain names by tenant id: those of the build's folder first, then tenants/ (an example
 * build in tenants/examples uses the demo chains' seeds).
 */
function catalogue(): Catalogue {
  const folder =
    typeof __STOREFRONT_TENANTS_FOLDER__ === 'string'
      ? __STOREFRONT_TENANTS_FOLDER__
      : tenantsFolder(process.env.STOREFRONT_TENANTS_DIR, root);
  const out: Catalogue = { seeds: new Map(), names: new Map() };
  const tree = Object.entries(tenantsTree(folder));
  for (const dir of [folder, 'tenants']) {
    const prefix = `../../../${dir}/`;
    for (const [key, doc] of tree) {
      const file = key.slice(prefix.length);
      if (!key.startsWith(prefix) || file.includes('/')) continue;
      if (file.endsWith(SEED_SUFFIX)) {
        const id = file.slice(0, -SEED_SUFFIX.length);
        if (!out.seeds.has(id)) out.seeds.set(id, doc as SandboxSeed);
      } else {
        const tenant = doc as { id?: unknown; name?: unknown };
        if (typeof tenant.id === 'string' && typeof tenant.name === 'string')
          if (!out.names.has(tenant.id)) out.names.set(tenant.id, tenant.name);
      }
    }
  }
  return out;
}

const CATALOGUE = catalogue();

/** Tenant ids that have a default seed of their own (tenants/<id>.sandbox.json). */
export const SEEDED_TENANTS = [...CATALOGUE.seeds.keys()].sort();

/**
 * The default seed of a tenant: tenants/<id>.sandbox.json. A tenant without one gets neutral demo
 * data named after it (generic.ts), never another chain's. A deep copy: callers may keep it.
 */
export function defaultSeed(tenant: string): SandboxSeed {
  const own = CATALOGUE.seeds.get(tenant);
  if (own) return withoutMissingPictures(structuredClone(own), tenant);
  return genericSeed(tenant, CATALOGUE.names.get(tenant) ?? tenant);
}

/**
 * Drops the image_url of a store, category or item whose site-path picture is not among the
 * tenant's files, so the storefront shows no broken picture box (the validator warns about it).
 * Where the files are cannot be told (no public/t/<id>/ nor dist/client/t/<id>/ under the working
 * folder), the seed is left as it is.
 */
export function withoutMissingPictures(seed: SandboxSeed, tenant: string): SandboxSeed {
  const dirs = [
    path.resolve('public', 't', tenant),
    path.resolve(process.env.DIST_DIR ?? 'dist', 'client', 't', tenant),
  ].filter((d) => existsSync(d));
  if (!dirs.length) return seed;
  const known = new Map<string, boolean>();
  const present = (url: string) => {
    if (!url.startsWith('/') || url.startsWith('//')) return true;
    let rel: string;
    try {
      rel = decodeURI(url.split(/[?#]/)[0]!);
    } catch {
      return false;
    }
    if (!known.has(rel))
      known.set(
        rel,
        dirs.some((d) => existsSync(path.join(d, rel))),
      );
    return known.get(rel)!;
  };
  const keep = <T extends { image_url?: string }>(thing: T) => {
    if (thing.image_url !== undefined && !present(thing.image_url)) delete thing.image_url;
  };
  seed.stores.forEach(keep);
  for (const menu of seed.menus)
    for (const category of menu.categories) {
      keep(category);
      category.items.forEach(keep);
    }
  return seed;
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
