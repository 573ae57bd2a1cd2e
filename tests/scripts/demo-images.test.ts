import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TABLE } from '../../scripts/demo-images/table.ts';

// The demo tenants' pictures come from `npm run demo:images`; these checks keep the seeds, the
// tenant files and the generated files in step.
interface Named {
  name: string;
  image_url?: string | null;
}
interface Seed {
  menus: { categories: (Named & { items: (Named & { item_id: number })[] })[] }[];
  branding?: { hero_image_url?: string };
}

const json = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const publicFile = (tenant: string, url: string) => path.join('public/t', tenant, url);
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function heroOf(tenant: string, seed: Seed): string | undefined {
  const file = json<{ branding?: { hero_image_url?: string } }>(`tenants/${tenant}.json`);
  return (file.branding ?? seed.branding)?.hero_image_url;
}

function svgRoot(file: string): { width: number; height: number; viewBox: string; text: string } {
  const text = readFileSync(file, 'utf8');
  const root = /^<svg [^>]*>/.exec(text)?.[0] ?? '';
  const attr = (name: string) => new RegExp(` ${name}="([^"]+)"`).exec(root)?.[1] ?? '';
  return {
    width: Number(attr('width')),
    height: Number(attr('height')),
    viewBox: attr('viewBox'),
    text,
  };
}

describe.each(Object.keys(TABLE))('demo pictures of %s', (tenant) => {
  const seed = json<Seed>(`tenants/${tenant}.sandbox.json`);
  const categories = seed.menus.flatMap((m) => m.categories);
  const items = categories.flatMap((c) => c.items);

  it('gives every category and item a generated picture that exists', () => {
    for (const c of categories) {
      expect(c.image_url, c.name).toMatch(/^\/menu\/categories\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(tenant, c.image_url!)), c.image_url!).toBe(true);
    }
    for (const i of items) {
      expect(i.image_url, i.name).toMatch(/^\/menu\/items\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(tenant, i.image_url!)), i.image_url!).toBe(true);
    }
    const hero = heroOf(tenant, seed);
    expect(hero && existsSync(publicFile(tenant, hero))).toBe(true);
  });

  it('gives no two products the same file or the same picture', () => {
    const byUrl = new Map<string, string>();
    const byContent = new Map<string, string>();
    for (const i of items) {
      const url = i.image_url!;
      // The same product (same name) may appear on two menus with its one picture.
      expect(byUrl.get(url) ?? i.name, url).toBe(i.name);
      byUrl.set(url, i.name);
      const hash = digest(publicFile(tenant, url));
      expect(byContent.get(hash) ?? url, `${url} draws the same as another item`).toBe(url);
      byContent.set(hash, url);
    }
    const categoryUrls = categories.map((c) => c.image_url);
    expect(new Set(categoryUrls).size).toBe(categoryUrls.length);
  });

  it('keeps only referenced files in the generated folders', () => {
    const used = new Set([...categories, ...items].map((x) => x.image_url));
    for (const dir of ['menu/items', 'menu/categories']) {
      for (const f of readdirSync(publicFile(tenant, dir))) expect(used).toContain(`/${dir}/${f}`);
    }
  });

  it('sizes every picture: width, height and a viewBox that agree, and no metadata', () => {
    const urls = [...categories, ...items].map((x) => x.image_url!);
    urls.push(heroOf(tenant, seed)!);
    for (const url of urls) {
      const svg = svgRoot(publicFile(tenant, url));
      expect(svg.width, url).toBeGreaterThan(0);
      expect(svg.height, url).toBeGreaterThan(0);
      expect(svg.viewBox, url).toBe(`0 0 ${svg.width} ${svg.height}`);
      expect(svg.text, url).not.toMatch(/<metadata|<!--|\n/);
    }
  });
});
