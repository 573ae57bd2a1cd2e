// node --experimental-strip-types scripts/bench-integrations.ts — the JavaScript each outside
// service adds to a tenant's pages (issue: "a bench figure for the JavaScript each integration
// adds"), gzip, from the production build (run `npx astro build` first).
//
// For Home, Menu and Checkout of BENCH_TENANT (default taco; BENCH_STORE default 301) it loads the
// page in Chromium, waits until the services have started (they load after `load` and an idle
// moment) and no script has been asked for QUIET_MS, and sums the scripts: the total, then what
// each service's module added beyond the page's own code (its <template id="sf-load-…"> entry and
// the files only it imports). The payment processor's fraud collector loads only on Checkout of a
// store with gateway 28, so its module is measured from the build alone.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import {
  launchChromium,
  freePort,
  root,
  scriptGzipBytes,
  startServer,
  type ServerProcess,
} from './bench-harness.ts';

const TENANT = process.env.BENCH_TENANT ?? 'taco';
const STORE = process.env.BENCH_STORE ?? '301';
const PAGES = { Home: '/', Menu: `/${STORE}`, Checkout: `/${STORE}/checkout` };
const QUIET_MS = 1500;
/** start.ts waits for `load`, then an idle moment of at most 4 s. */
const SERVICES_START_MS = 4500;
const ASTRO = path.join(root, 'dist', 'client', '_astro');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipOf = (file: string) => gzipSync(readFileSync(path.join(ASTRO, file))).length;

/** The build files `file` imports statically, itself included. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join(ASTRO, file), 'utf8');
  for (const m of code.matchAll(/(?:from|import)\s*["'](?:\.\/|\/_astro\/)([^"']+\.js)["']/g))
    closure(m[1]!, seen);
  return seen;
}

const files = (srcs: Iterable<string>) =>
  [...srcs].map((s) => /\/_astro\/([^"'?#]+\.js)/.exec(s)?.[1]).filter((f): f is string => !!f);

let server: ServerProcess | undefined;
const browser = await launchChromium();
try {
  const port = await freePort();
  server = await startServer(port);
  const origin = `http://${TENANT}.localhost:${port}`;
  console.log(`JavaScript each outside service adds, gzip, ${origin}\n`);
  for (const [name, pathname] of Object.entries(PAGES)) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    let last = Date.now();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      last = Date.now();
      scripts.set(r.url(), scriptGzipBytes(r.url(), Number(r.headers()['content-length'] ?? 0)));
    });
    const res = await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
    if (!res?.ok()) throw new Error(`${pathname} answered ${res?.status()}`);
    const html = await res.text();
    const loadedAt = Date.now();
    while (Date.now() - loadedAt < SERVICES_START_MS || Date.now() - last < QUIET_MS)
      await new Promise((r) => setTimeout(r, 100));
    await page.close();

    const templates = [
      ...html.matchAll(/<template id="sf-load-([a-z-]+)">([\s\S]*?)<\/template>/g),
    ];
    const outside = html.replace(/<template[\s\S]*?<\/template>/g, '');
    const own = new Set<string>();
    for (const f of files(outside.match(/\/_astro\/[^"'\s)]+\.js/g) ?? [])) closure(f, own);
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const services = [...scripts]
      .filter(([url]) => !files([url]).some((f) => own.has(f)))
      .reduce((a, [, bytes]) => a + bytes, 0);
    console.log(
      `${name.padEnd(9)} ${kb(total).padStart(6)} KB in all: the page ${kb(total - services)}, its services ${kb(services)}`,
    );
    for (const [, service, body] of templates) {
      const added = new Set<string>();
      for (const f of files(body!.match(/\/_astro\/[^"'\s)]+\.js/g) ?? [])) closure(f, added);
      const bytes = [...added].filter((f) => !own.has(f)).reduce((a, f) => a + gzipOf(f), 0);
      const note = service === 'marketing' ? ' (after consent; not in the total)' : '';
      console.log(`  ${service!.padEnd(12)} ${kb(bytes).padStart(6)} KB${note}`);
    }
  }
  const fraud = readdirSync(ASTRO).find((f) => /^payment-fraud\.[^.]+\.js$/.test(f));
  if (fraud)
    console.log(
      `\nCheckout, a store with gateway 28: the processor's collector loader ${kb(gzipOf(fraud))} KB, plus its script`,
    );
} finally {
  await browser.close();
  server?.kill();
}
