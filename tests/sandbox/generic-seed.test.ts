// A new chain's demo data (docs/onboarding.md "Demo data"): neutral, named after the chain, valid,
// and what the sandbox serves a tenant that has no tenants/<id>.sandbox.json of its own.
import { describe, expect, it } from 'vitest';
import { genericSeed, slug } from '../../src/sandbox/seed/generic.ts';
import { validateSeed } from '../../src/sandbox/seed/seed-schema.ts';
import {
  defaultSeed,
  SEEDED_TENANTS,
  withoutMissingPictures,
} from '../../src/sandbox/seed/seed.ts';

const DEMO_STORE_WORDS = /Harbor|Sora|Taco Verde|Lumen/;

describe('generic seed (a chain without demo data of its own)', () => {
  it.each([
    ['with pictures', { images: true }],
    ['without pictures', { images: false }],
  ])('is valid against the seed schema and its reference checks, %s', (_, options) => {
    const result = validateSeed(genericSeed('forno-rosso', 'Forno Rosso', options));
    expect(result.ok ? [] : result.problems).toEqual([]);
  });

  it('names every store after the chain, one per service kind', () => {
    const seed = genericSeed('forno-rosso', 'Forno Rosso');
    expect(seed.stores.map((s) => s.name)).toEqual([
      'Forno Rosso Pickup',
      'Forno Rosso Delivery',
      'Forno Rosso Catering',
    ]);
    const kinds = seed.stores.map((s) => s.schedules.map((x) => x.service_type_id).at(-1));
    expect(kinds).toEqual([1, 2, 3]);
    expect(seed.store_configuration.chain_display_name).toBe('Forno Rosso');
    expect(JSON.stringify(seed)).not.toMatch(DEMO_STORE_WORDS);
  });

  it('keeps the standard demo accounts, so the README logins work', () => {
    const emails = genericSeed('x', 'X').customers.map((c) => [c.email, c.password]);
    expect(emails).toEqual([
      ['demo@example.com', 'Demo1234!'],
      ['unverified@example.com', 'Demo1234!'],
      ['manager@example.com', 'Demo1234!'],
    ]);
  });

  it('has pictures under /menu/ only when asked (new-tenant writes the art)', () => {
    const urls = (images: boolean) =>
      genericSeed('x', 'X', { images })
        .menus.flatMap((m) => m.categories)
        .flatMap((c) => [c.image_url, ...c.items.map((i) => i.image_url)])
        .filter(Boolean);
    expect(urls(false)).toEqual([]);
    expect(urls(true)).toContain('/menu/items/house-special.svg');
    expect(urls(true).every((u) => u!.startsWith('/menu/'))).toBe(true);
  });

  it.each([
    ['Chips & Salsa', 'chips-salsa'],
    ['  Café Crème ', 'cafe-creme'],
    ['Party Platter for 10', 'party-platter-for-10'],
  ])('slug(%j) is %j', (name, expected) => expect(slug(name)).toBe(expected));
});

describe('default seeds live beside the tenant files (tenants/<id>.sandbox.json)', () => {
  it('finds the demo chains', () => {
    expect(SEEDED_TENANTS).toEqual(expect.arrayContaining(['burger', 'live', 'sushi', 'taco']));
    expect(defaultSeed('taco').stores[0].name).toMatch(/^Taco Verde/);
  });

  it('gives a tenant without a seed generic data named after it, never burger’s', () => {
    const seed = defaultSeed('no-such-chain');
    expect(seed.stores[0].name).toBe('no-such-chain Pickup');
    expect(JSON.stringify(seed)).not.toMatch(DEMO_STORE_WORDS);
  });
});

describe('a seed picture that is not among the tenant files is dropped at load (no broken box)', () => {
  it('keeps the pictures that exist and https ones, drops a missing site path', () => {
    const seed = defaultSeed('taco');
    const items = seed.menus[0].categories[0].items;
    items[0]!.image_url = '/menu/items/not-there.jpg';
    items[1]!.image_url = 'https://cdn.example/photo.jpg';
    const kept = items[2]!.image_url;
    withoutMissingPictures(seed, 'taco');
    expect(items[0]!.image_url).toBeUndefined();
    expect(items[1]!.image_url).toBe('https://cdn.example/photo.jpg');
    expect(items[2]!.image_url).toBe(kept);
    expect(kept).toMatch(/^\/menu\//);
  });

  it('leaves the seed alone where the tenant has no files here to compare with', () => {
    const seed = genericSeed('nowhere', 'Nowhere', { images: true });
    const before = JSON.stringify(seed);
    expect(JSON.stringify(withoutMissingPictures(seed, 'nowhere'))).toBe(before);
  });
});
