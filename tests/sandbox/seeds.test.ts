/** The default seeds: valid against schemas/sandbox-seed.schema.json and shaped for the demo. */
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSeed, SEEDED_TENANTS, type SandboxSeed } from '../../src/sandbox/seed/seed.ts';
import { validateSeed } from '../../src/sandbox/seed/seed-schema.ts';
import { validateBranding } from '../../src/lib/tenants/validate.ts';
import type { ModifierGroup } from '../../src/generated/sandbox-seed';
import { GEO_ADDRESSES } from '../../src/sandbox/geo/addresses.ts';
import { milesBetween } from '../../src/sandbox/stores/distance.ts';
import { expiryPassed } from '../../src/sandbox/payments/cards.ts';

const allGroups = (groups: readonly ModifierGroup[] = []): ModifierGroup[] =>
  groups.flatMap((g) => [g, ...g.options.flatMap((o) => allGroups(o.groups))]);

describe.each(['burger', 'sushi', 'taco', 'live'])('seed %s', (tenant) => {
  const seed: SandboxSeed = defaultSeed(tenant);
  const items = seed.menus.flatMap((m) => m.categories.flatMap((c) => c.items));

  it('is valid against the seed schema and its cross-references', () => {
    const result = validateSeed(seed);
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('has 3–5 stores in at least two zones, one closed, one with fraud gateway 28', () => {
    expect(seed.stores.length).toBeGreaterThanOrEqual(3);
    expect(seed.stores.length).toBeLessThanOrEqual(5);
    expect(new Set(seed.stores.map((s) => s.timezone)).size).toBeGreaterThanOrEqual(2);
    expect(seed.stores.filter((s) => s.temporarily_closed)).toHaveLength(1);
    expect(
      seed.stores.some((s) =>
        s.fraud_detection_gateways?.some((g) => g.payproc_id === 28 && g.extra.merchant_id),
      ),
    ).toBe(true);
    expect(
      seed.stores.some((s) =>
        s.schedules.some((sch) =>
          (Object.values(sch.weekly) as [number, number][][]).some((w) =>
            w.some(([, end]) => end > 1440),
          ),
        ),
      ),
    ).toBe(true);
  });

  it('offers pickup, delivery with an address and catering with a guest count', () => {
    expect(
      seed.services.map((s) => [s.name, s.requires_address, s.requires_guest_count, s.lead_time]),
    ).toEqual([
      ['pickup', false, false, 15],
      ['delivery', true, false, 30],
      ['catering', false, true, 1440],
    ]);
  });

  it('has a themed menu: 4–6 categories, about 20 items, modifiers, one out of stock, one auto-add', () => {
    const categories = seed.menus.flatMap((m) => m.categories);
    expect(categories.length).toBeGreaterThanOrEqual(4);
    expect(categories.length).toBeLessThanOrEqual(6);
    expect(items.length).toBeGreaterThanOrEqual(17);
    expect(items.length).toBeLessThanOrEqual(23);
    expect(items.filter((i) => i.out_of_stock)).toHaveLength(1);
    expect(items.filter((i) => i.auto_add).map((i) => i.price_cents)).toEqual([0]);
    const groups = items.flatMap((i) => allGroups(i.modifier_groups));
    expect(groups.some((g) => g.min === 1 && g.max === 1)).toBe(true);
    expect(
      groups.some((g) => g.min === 0 && g.max === 3 && g.options.some((o) => o.groups?.length)),
    ).toBe(true);
  });

  it('has images for every category and item, small generated SVGs in the tenant’s public folder', () => {
    const urls = new Set([
      ...seed.menus.flatMap((m) => m.categories.map((c) => c.image_url)),
      ...items.map((i) => i.image_url),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^\/menu\/(items|categories)\/[a-z0-9-]+\.svg$/);
      const file = new URL(`../../public/t/${tenant}${url}`, import.meta.url);
      expect(existsSync(file), `${tenant}${url}`).toBe(true);
      // Framed Fluent Emoji pictures (npm run demo:images): a few KB each.
      expect(statSync(file).size).toBeLessThan(12 * 1024);
    }
  });

  it('has the demo customers, codes, gift card and ticket', () => {
    expect(
      seed.customers.map((c) => [
        c.email,
        c.password,
        !!c.is_phone_verified,
        !!c.is_verified,
        !!c.is_mgmt,
      ]),
    ).toEqual([
      ['demo@example.com', 'Demo1234!', true, true, false],
      ['unverified@example.com', 'Demo1234!', false, false, false],
      ['manager@example.com', 'Demo1234!', true, true, true],
    ]);
    expect(seed.discounts.find((d) => d.code === 'WELCOME10')).toMatchObject({ percent: 10 });
    expect(seed.discounts.find((d) => d.code === 'FIVEOFF')).toMatchObject({
      amount_cents: 500,
      min_subtotal_cents: 2500,
    });
    expect(seed.gift_cards).toContainEqual({
      number: '6006491234567890',
      pin: '1234',
      balance_cents: 5000,
    });
    expect(seed.tickets.map((t) => t.ticket_id)).toContain('T-1001');
  });

  it('gives the demo customer a lived-in account', () => {
    const demo = seed.customers[0]!;
    const stores = new Map(seed.stores.map((s) => [s.store_id, s]));
    // Addresses the address search finds, each in the delivery area of a store.
    expect(demo.addresses).toHaveLength(2);
    for (const a of demo.addresses!) {
      expect(
        GEO_ADDRESSES.some(
          (g) => `${g.number} ${g.street}` === a.address1 && g.postalCode === a.postal_code,
        ),
        a.address1,
      ).toBe(true);
      expect(
        seed.stores.some((s) => s.delivery && milesBetween(a, s) <= s.delivery.radius_miles),
      ).toBe(true);
    }
    // One card to pay with, one expired; neither ends in 4242, the card tests save themselves.
    const now = Date.parse('2026-11-23T17:00:00Z');
    const expired = demo.cards!.map((c) =>
      expiryPassed({ month: c.exp_month, year: c.exp_year }, now),
    );
    expect(expired).toEqual([false, true]);
    expect(demo.cards!.map((c) => c.last4)).not.toContain('4242');
    // 6006491234567890 stays free for tests to add.
    expect(seed.customers.flatMap((c) => c.gift_card_numbers ?? [])).toEqual(['6006499876543210']);
    const orders = demo.past_orders!;
    expect(orders.length).toBeGreaterThanOrEqual(3);
    expect(orders.length).toBeLessThanOrEqual(4);
    expect(new Set(orders.map((o) => o.store_id)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(orders.map((o) => o.days_ago)).size).toBe(orders.length);
    expect(new Set(orders.map((o) => o.address_index !== undefined))).toEqual(
      new Set([true, false]),
    );
    expect(orders.some((o) => o.items.some((i) => i.options?.length))).toBe(true);
    expect(orders.every((o) => !stores.get(o.store_id)!.temporarily_closed)).toBe(true);
    expect(demo.favorite_items!.length).toBeGreaterThanOrEqual(2);
    for (const f of demo.favorite_items!)
      expect(items.find((i) => i.item_id === f.menu_item_id)?.image_url).toBeTruthy();
    // The ledger (checked against loyalty_points by validateSeed) has a bonus and a redemption.
    expect(demo.loyalty_points).toBe(120);
    expect(demo.loyalty_history!.map((e) => e.description)).toContain('Welcome bonus');
    expect(demo.loyalty_history!.some((e) => e.points < 0)).toBe(true);
  });
});

describe('the live tenant seed', () => {
  const seed = defaultSeed('live');
  it('carries Lumen Noodle Bar’s branding, valid against the branding schema', () => {
    expect(validateBranding(seed.branding)).toEqual([]);
    expect(seed.branding).toMatchObject({
      primary_color: '#0F766E',
      primary_text_color: '#FFFFFF',
      background_color: '#F8FAFC',
      terms_and_conditions: { brand_name: 'Lumen Noodle Bar' },
    });
    for (const key of ['logo_url', 'hero_image_url'] as const)
      expect(
        existsSync(new URL(`../../public/t/live${seed.branding![key]}`, import.meta.url)),
      ).toBe(true);
  });

  it('is the only default seed with branding (the others come from tenant files)', () => {
    expect(SEEDED_TENANTS.filter((t) => defaultSeed(t).branding)).toEqual(['live']);
  });
});

describe('seed validation', () => {
  it('lists schema problems', () => {
    const seed = defaultSeed('burger') as unknown as Record<string, unknown>;
    const broken = {
      ...seed,
      stores: [{ ...(seed.stores as object[])[0], timezone: 5, colour: 'red' }],
      tickets: 'none',
    };
    const result = validateSeed(broken);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems).toEqual(
      expect.arrayContaining([
        "/stores/0: must NOT have additional properties 'colour'",
        '/stores/0/timezone: must be string',
        '/tickets: must be array',
      ]),
    );
  });

  it('lists cross-reference problems', () => {
    const seed = defaultSeed('burger');
    // The demo account refers to stores and items this test breaks: its own checks are below.
    seed.customers = seed.customers.map((c) => ({
      ...c,
      addresses: [],
      cards: [],
      gift_card_numbers: [],
      favorite_items: [],
      loyalty_history: [],
      past_orders: [],
      loyalty_points: 0,
    }));
    seed.stores[1]!.store_id = 101;
    seed.stores[0].timezone = 'Mars/Olympus_Mons';
    seed.stores[0].schedules[0].weekly.monday = [[900, 600]];
    seed.menus[0].store_ids = [999];
    seed.discounts[0]!.amount_cents = 100;
    const result = validateSeed(seed);
    expect(!result.ok && result.problems).toEqual([
      'stores: store_id 101 is used twice',
      "stores[0].timezone: 'Mars/Olympus_Mons' is not an IANA time zone",
      'stores[0].schedules[0].weekly.monday[0]: ends (600) before it starts (900)',
      'menus[0].store_ids: no store 999',
      'discounts[0]: give exactly one of percent and amount_cents',
    ]);
  });
});

describe('seed validation of the customers’ account data', () => {
  it('lists unknown references, areas, options, cards and gift cards', () => {
    const seed = defaultSeed('burger');
    const demo = seed.customers[0]!;
    demo.favorite_items![0]!.menu_item_id = 999;
    demo.gift_card_numbers = ['6006490000000000'];
    seed.customers[2]!.gift_card_numbers = ['6006499876543210', '6006499876543210'];
    demo.addresses![0] = { ...demo.addresses![0]!, latitude: 40.7596, longitude: -73.8298 };
    demo.past_orders![0]!.items[0].options = [{ option_id: 1003 }];
    demo.past_orders![2]!.card_index = 5;
    demo.past_orders![3]!.store_id = 777;
    const result = validateSeed(seed);
    expect(!result.ok && result.problems).toEqual([
      "customers[0].addresses[0]: is outside every store's delivery area",
      'customers[0].gift_card_numbers[0]: no gift card 6006490000000000',
      "customers[0].favorite_items[0].menu_item_id: item 999 is not on store 102's menus",
      'customers[0].past_orders[0].items[0]: Classic Smash Burger: choose at least 1 for “Choose a size”',
      "customers[0].past_orders[1].address_index: the address is outside store 101's area",
      'customers[0].past_orders[2].card_index: no card 5 in cards',
      'customers[0].past_orders[3].store_id: no store 777',
      'customers[2].gift_card_numbers[1]: 6006499876543210 is already on customers[2]',
    ]);
  });

  it('checks the loyalty ledger adds up to the points', () => {
    const seed = defaultSeed('taco');
    seed.customers[0]!.loyalty_points = 100;
    const result = validateSeed(seed);
    expect(!result.ok && result.problems).toEqual([
      'customers[0].loyalty_points: 100, but loyalty_history and past_orders add up to 120',
    ]);
  });
});
