/**
 * Generates the demo tenants' menu, category and hero pictures from the Fluent Emoji flat set
 * (MIT) and points the sandbox seeds at them.
 *   npm run demo:images
 * Deterministic and idempotent: the same inputs give byte-identical files, and a second run
 * changes nothing. The files are build inputs committed to the repository; never edit them by hand.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { categorySvg, heroSvg, itemSvg, palette, type IconSet } from './demo-images/compose.ts';
import { TABLE } from './demo-images/table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const icons = require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;

interface Named {
  name: string;
  image_url?: string | null;
}
interface Seed {
  menus: {
    categories: (Named & { category_id: number; items: (Named & { item_id: number })[] })[];
  }[];
  branding?: { primary_color: string; background_color: string; hero_image_url?: string };
}
interface TenantFile {
  branding?: { primary_color: string; background_color: string; hero_image_url?: string };
}

/** "Chef’s Nigiri Set" → "chefs-nigiri-set" */
export function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * Points every `image_url` of the seed's menus at its new picture by editing the text in place, so
 * the file keeps its hand-kept layout. An image belongs to the item or category whose id came last.
 */
function relink(text: string, urls: Map<string, string>): string {
  const start = text.indexOf('"menus":');
  let owner = '';
  const menus = text
    .slice(start)
    .replace(
      /"(item_id|category_id)": (\d+)|"image_url": "[^"]*"|"(?:customers|discounts)":/g,
      (match, kind?: string, id?: string) => {
        if (match.startsWith('"customers"') || match.startsWith('"discounts"')) owner = 'done';
        if (kind) owner = `${kind}:${id}`;
        if (!match.startsWith('"image_url"') || owner === 'done') return match;
        const url = urls.get(owner);
        if (!url) throw new Error(`No picture planned for ${owner}.`);
        return `"image_url": "${url}"`;
      },
    );
  return text.slice(0, start) + menus;
}

function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}

let total = 0;
let count = 0;
let changed = 0;
for (const [tenant, table] of Object.entries(TABLE)) {
  const seedFile = path.join(root, 'tenants', `${tenant}.sandbox.json`);
  const seed = readJson<Seed>(seedFile);
  const branding =
    table.branding === 'seed'
      ? seed.branding
      : readJson<TenantFile>(path.join(root, 'tenants', `${tenant}.json`)).branding;
  if (!branding?.hero_image_url) throw new Error(`${tenant}: its branding has no hero image.`);
  const colours = palette(branding.primary_color, branding.background_color);
  const publicDir = path.join(root, 'public/t', tenant);
  const files = new Map<string, string>();
  const urls = new Map<string, string>();
  const emit = (url: string, svg: string) => {
    const known = files.get(url);
    if (known !== undefined && known !== svg) throw new Error(`${tenant}: two pictures at ${url}.`);
    files.set(url, svg);
  };

  for (const category of seed.menus.flatMap((m) => m.categories)) {
    const emoji = table.categories[category.name];
    if (!emoji) throw new Error(`${tenant}: no emoji for the category '${category.name}'.`);
    const url = `/menu/categories/${slug(category.name)}.svg`;
    emit(url, categorySvg(icons, emoji, colours));
    urls.set(`category_id:${category.category_id}`, url);
    for (const item of category.items) {
      const picked = table.items[item.name];
      if (!picked) throw new Error(`${tenant}: no emoji for the item '${item.name}'.`);
      const itemUrl = `/menu/items/${slug(item.name)}.svg`;
      emit(itemUrl, itemSvg(icons, picked, colours));
      urls.set(`item_id:${item.item_id}`, itemUrl);
    }
  }
  emit(branding.hero_image_url, heroSvg(icons, table.hero, colours));

  // Pictures of items that left the menu go too: the folders hold only what this run makes.
  for (const dir of ['menu/items', 'menu/categories']) {
    const abs = path.join(publicDir, dir);
    if (!existsSync(abs)) continue;
    for (const f of readdirSync(abs)) {
      if (!files.has(`/${dir}/${f}`)) rmSync(path.join(abs, f));
    }
  }
  for (const [url, svg] of files) {
    if (writeIfChanged(path.join(publicDir, url), svg)) changed++;
    total += Buffer.byteLength(svg);
    count++;
  }
  const seedText = readFileSync(seedFile, 'utf8');
  if (writeIfChanged(seedFile, relink(seedText, urls))) changed++;
}
console.log(
  `demo images: ${count} pictures, ${(total / 1024).toFixed(1)} KB in all; ${changed} file(s) changed.`,
);
