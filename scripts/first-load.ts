// Each page's static first load, read from the production build in dist/ in well under a second:
// the scripts its HTML names (module scripts, and the component and renderer of every island that
// hydrates without the guest scrolling), and everything they import statically, at the gzip size
// the server sends (the build's gzip copies). What islands import lazily once they run (Checkout's
// forms, signed-in screens' data) is not in it, so the figures are below `npm run check:js`'s;
// they move with it when a file changes chunk, which is what they are for.
//
// scripts/first-load-baseline.json holds the figures of the last accepted build and
// tests/scripts/first-load-baseline.test.ts compares a fresh build with it.
//   node --experimental-strip-types scripts/first-load.ts           prints the figures and deltas
//                                                                    (exit code 1 past the tolerance)
//   node --experimental-strip-types scripts/first-load.ts --write   records them as the baseline
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COPY_SUFFIX, shouldCompress } from '../src/server/precompress.ts';
import { LOCALES, localeSegment } from '../src/lib/i18n/locales.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
export const BASELINE_FILE = path.join(ROOT, 'scripts', 'first-load-baseline.json');

/** The demo tenants, as `npm run check:js` measures them. */
export const TENANTS = ['burger', 'sushi', 'taco', 'live'] as const;
/** Each measured page's prerendered file under dist/client/t/<tenant>/. */
export const PAGES = {
  Home: 'index.html',
  Menu: '_menu/index.html',
  Checkout: '_checkout/index.html',
  Confirmation: '_confirmation/index.html',
  Profile: 'account/profile/index.html',
  Addresses: 'account/addresses/index.html',
  'Order history': 'account/order-history/index.html',
} as const;

export interface PageLoad {
  /** Gzip bytes of every script on the page's static first load. */
  bytes: number;
  /** Those scripts by chunk name (the file name without its hash), sorted. */
  chunks: string[];
}
/** tenant → page → its first load. */
export type FirstLoads = Record<string, Record<string, PageLoad>>;

/** Islands hydrated only once scrolled to or on a media query are not first load. */
const LATER = new Set(['visible', 'media']);

/** The `/_astro/…` scripts the page's HTML loads at start-up. */
export function htmlScripts(page: string): string[] {
  // Outside services' scripts wait in templates until the page is interactive, which is still the
  // first load, except marketing's, which waits for the guest's consent, and the purchase note's,
  // which waits for an order placed on the page.
  const html = page.replace(
    /<template id="sf-load-(?:marketing|purchase)">[\s\S]*?<\/template>/g,
    '',
  );
  const out = new Set<string>();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g))
    out.add(src!);
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const file of staticImports(body!)) if (file.startsWith('/_astro/')) out.add(file);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (LATER.has(/\bclient="([^"]*)"/.exec(tag)?.[1] ?? '')) continue;
    for (const [, url] of tag.matchAll(/\b(?:component|renderer)-url="(\/_astro\/[^"]+\.js)"/g))
      out.add(url!);
  }
  return [...out];
}

/** What a module's code imports statically (`import … from`, `import '…'`, `export … from`). */
export function staticImports(code: string): string[] {
  const re = /(?:^|[;})\s])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  return [...code.matchAll(re)].map((m) => m[1]!);
}

/** Gzip bytes of a build file as the server sends it (as scripts/bench-harness.ts counts it). */
function gzipBytes(file: string): number {
  const copy = file + COPY_SUFFIX.gzip;
  if (existsSync(copy)) return statSync(copy).size;
  const body = readFileSync(file);
  return shouldCompress(file, body.length) ? gzipSync(body, { level: 9 }).length : body.length;
}

/** `/_astro/name.hash.js` → `name`. */
export const chunkName = (url: string) => path.basename(url).replace(/\.[\w-]+\.js$/, '');

/** The static first load of one page's HTML, from the build in `clientDir`. */
export function pageLoad(html: string, clientDir = CLIENT_DIR): PageLoad {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), 'utf8');
    for (const spec of staticImports(code))
      visit(path.posix.resolve(path.posix.dirname(url), spec));
  };
  for (const url of htmlScripts(html)) visit(url);
  const files = [...seen];
  return {
    bytes: files.reduce((sum, url) => sum + gzipBytes(path.join(clientDir, url)), 0),
    chunks: files.map(chunkName).sort(),
  };
}

/**
 * Every demo tenant's pages, from the build in `clientDir`; a tenant's pages in another of its
 * languages (scripts/build-locales.ts) as `<tenant>/<segment>` ('taco/fr-ca').
 */
export function firstLoads(clientDir = CLIENT_DIR): FirstLoads {
  const out: FirstLoads = {};
  for (const tenant of TENANTS) {
    const others = LOCALES.map(localeSegment).filter((s) =>
      existsSync(path.join(clientDir, 't', tenant, s, PAGES.Home)),
    );
    for (const folder of [tenant, ...others.map((s) => `${tenant}/${s}`)]) {
      const pages: Record<string, PageLoad> = {};
      for (const [page, file] of Object.entries(PAGES))
        pages[page] = pageLoad(
          readFileSync(path.join(clientDir, 't', folder, file), 'utf8'),
          clientDir,
        );
      out[folder] = pages;
    }
  }
  return out;
}

/** Bytes a page may grow or shrink by without a new baseline: a hash or two re-compressing. */
export const TOLERANCE_BYTES = 100;

export interface Delta {
  tenant: string;
  page: string;
  before: number;
  after: number;
  added: string[];
  removed: string[];
}

/** Each page's change against the baseline (pages the baseline lacks count from 0). */
export function deltas(baseline: FirstLoads, now: FirstLoads): Delta[] {
  const out: Delta[] = [];
  for (const [tenant, pages] of Object.entries(now))
    for (const [page, load] of Object.entries(pages)) {
      const was = baseline[tenant]?.[page] ?? { bytes: 0, chunks: [] };
      out.push({
        tenant,
        page,
        before: was.bytes,
        after: load.bytes,
        added: load.chunks.filter((c) => !was.chunks.includes(c)),
        removed: was.chunks.filter((c) => !load.chunks.includes(c)),
      });
    }
  return out;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

/** One line per page: its figure, the change and which chunks came or went. */
export function describe(d: Delta): string {
  const change = d.after - d.before;
  const sign = change > 0 ? '+' : '';
  const files = [...d.added.map((c) => `+${c}`), ...d.removed.map((c) => `-${c}`)].join(' ');
  return `${`${d.tenant} ${d.page}`.padEnd(22)} ${kb(d.after).padStart(6)} KB  ${sign}${change} B${files ? `  ${files}` : ''}`;
}

/**
 * The newest modification time of the sources a client build is made from (the code, the build's
 * configuration, the demo tenants' files), to tell a build older than the code from a current one.
 * Pictures under public/ and other tenants' files, which tests write while they run, do not count.
 */
export function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSafe(dir)) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(ROOT, 'src'));
  const config = ['astro.config.mjs', 'package-lock.json', 'scripts/client-chunks.ts'];
  const table = ['scripts/chunk-groups.ts', 'scripts/chunk-paths.ts'];
  const tenants = TENANTS.map((t) => `tenants/${t}.json`);
  for (const file of [...config, ...table, ...tenants])
    newest = Math.max(newest, statSync(path.join(ROOT, file)).mtimeMs);
  return newest;
}

function readdirSafe(dir: string) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const now = firstLoads();
  if (process.argv.includes('--write')) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify(now, null, 2)}\n`);
    console.log(`Recorded ${path.relative(ROOT, BASELINE_FILE)}`);
  }
  const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as FirstLoads;
  const changes = deltas(baseline, now);
  for (const d of changes) console.log(describe(d));
  if (changes.some((d) => Math.abs(d.after - d.before) > TOLERANCE_BYTES)) process.exitCode = 1;
}
