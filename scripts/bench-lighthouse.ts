// npm run bench:lighthouse — Lighthouse (mobile, simulated throttling) on Home, Menu and Checkout of
// the production build, then signed in as the demo customer on Checkout with a cart, a placed
// order's Confirmation and every account screen (Profile, Addresses, Order history, the hub,
// Rewards, Favorite items, Manage cards, Gift cards, External links); median of 5 runs each, against
// docs/architecture.md §8's budgets. Needs `npm run build`. BENCH_TENANT (default burger),
// BENCH_STORE (default 101), BENCH_STORE_TEXT (default Fulton Street, the store's text on Home),
// BENCH_RUNS (default 5), BENCH_PAGES (comma-separated page names, default all), CHROMIUM_PATH;
// BENCH_MIN_SCORE (default 98) is the performance score a page must reach; `skip`, on a busy machine
// where the simulated timings carry the machine's load, leaves out the score and the absolute
// timings (Menu's LCP, TBT); CLS, JS, the other categories and the LCP against Home still hold.
// Every account screen's LCP is held within 0.3 s of Home's on the same run (the pages are compared
// with each other, so a busy machine slows both sides alike), Home signed in as well: a returning
// guest's pages ask for the Inter font as they are parsed (src/layouts/Shell.astro), a first visit's
// only after the page has loaded, so the account screens are held to the Home of the same guest
// when it is measured. Exit code 1 when any page is over.
// A screen the tenant does not offer (its URL sends the guest to another page) is named, not
// measured.
// VERBOSE=1 also names each page's largest paint, the nodes that shifted and the long tasks (by
// script), from its last run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_FLAGS,
  chromiumPath,
  isBuildFile,
  scriptGzipBytes,
  startServer,
  type ServerProcess,
} from './bench-harness.ts';
import { prepareSession, type BenchSession } from './bench-session.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4460);
const TENANT = process.env.BENCH_TENANT ?? 'burger';
const STORE = process.env.BENCH_STORE ?? '101';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const origin = `http://${TENANT}.localhost:${PORT}`;
const STORE_TEXT = process.env.BENCH_STORE_TEXT ?? 'Fulton Street';
const PUBLIC_PAGES: Record<string, string> = {
  Home: '/',
  Menu: `/${STORE}`,
  Checkout: `/${STORE}/checkout`,
  'Password reset': '/password_reset',
};
/** Pages measured signed in, with their storage kept between runs (only the HTTP cache goes). */
const SIGNED_IN_HOME = 'Home signed in';
const SIGNED_IN_PAGES = (s: BenchSession): Record<string, string> => ({
  // With an order under way and favourite stores, which arrive after the page.
  [SIGNED_IN_HOME]: '/',
  'Menu signed in': `/${STORE}`,
  'Checkout (cart)': s.checkoutPath,
  Confirmation: `/confirmation/${s.placedOrderId}`,
  Profile: '/account/profile',
  Addresses: '/account/addresses',
  'Order history': '/account/order-history',
  Account: '/account',
  Rewards: '/account/rewards',
  'Favorite items': '/account/favorite-items',
  'Manage cards': '/account/manage-cards',
  'Gift cards': '/account/gift-cards',
  'External links': '/account/external-links',
  'Order quote': `/order-quote?order=${s.placedOrderId}`,
  'Check in': '/checkin',
});
const ONLY = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const wanted = (pages: Record<string, string>) =>
  Object.entries(pages).filter(([name]) => !ONLY || ONLY.includes(name));
const MIN_SCORE = process.env.BENCH_MIN_SCORE ?? '98';
const BUSY = MIN_SCORE === 'skip';
const BUDGET = {
  performance: BUSY ? 0 : Number(MIN_SCORE),
  /** An account screen's LCP over Home's on the same run. */
  accountLcpOverHomeMs: 300,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  jsKb: 90,
};

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * The scripts the page loaded, as scripts/check-js-budget.ts counts them: the storefront's own at
 * the size the server sends them gzip, and outside services' apart (Lighthouse's transfer size,
 * headers included).
 */
function scriptBytes(lhr: Result): { own: number; outside: number } {
  const details = lhr.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const bytes = { own: 0, outside: 0 };
  for (const r of items.filter((i) => i.resourceType === 'Script')) {
    if (isBuildFile(r.url)) bytes.own += scriptGzipBytes(r.url, 0);
    else bytes.outside += r.transferSize ?? 0;
  }
  return bytes;
}

interface NodeItem {
  type?: string;
  snippet?: string;
  node?: { snippet?: string };
  score?: number;
}

/** The snippets of the nodes an audit names, in its table's rows or as items of its list. */
function nodesOf(lhr: Result, audit: string): string[] {
  const details = lhr.audits[audit]?.details;
  const items = (details && 'items' in details ? details.items : []) as (NodeItem & {
    items?: NodeItem[];
  })[];
  return items
    .flatMap((i) => [i, ...(i.items ?? [])])
    .map(
      (i) =>
        `${(i.type === 'node' ? i.snippet : i.node?.snippet) ?? ''}${i.score ? ` (${i.score.toFixed(3)})` : ''}`,
    )
    .filter((s) => s.length > 0 && !s.startsWith(' '));
}

/**
 * The main thread's long tasks of a run (what total blocking time counts), by script, slowed as
 * Lighthouse simulates.
 */
function longTasks(lhr: Result): string[] {
  const details = lhr.audits['long-tasks']?.details;
  const items = (details && 'items' in details ? details.items : []) as {
    url?: string;
    duration?: number;
    startTime?: number;
  }[];
  return items.map(
    (t) =>
      `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms, ${String(t.url ?? '').replace(/^https?:\/\/[^/]+/, '')}`,
  );
}

const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)] ?? NaN;
};

/**
 * Each run is a first visit: Lighthouse clears the HTTP cache but by default keeps localStorage and
 * IndexedDB, which would leave a run with the storage of the one before it and none of its cache.
 */
const FIRST_VISIT: NonNullable<Config['settings']> = {
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'local_storage',
    'indexeddb',
  ],
};

/** A signed-in visit: the session's cookie and local storage stay, the HTTP cache does not. */
const SIGNED_IN_VISIT: NonNullable<Config['settings']> = {
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
};

/** One Lighthouse run; a run whose trace Chromium failed to record is repeated once. */
async function run(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  settings = FIRST_VISIT,
): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      { extends: 'lighthouse:default', settings },
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt > 0) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

interface Measure {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  outsideJsKb: number;
}
const KEYS = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsKb',
  'outsideJsKb',
] as const satisfies readonly (keyof Measure)[];

const score = (lhr: Result, category: string) => (lhr.categories[category]?.score ?? 0) * 100;
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/**
 * The account pages are a customer's own and say so (robots noindex for every screen behind the
 * account guard, src/layouts/Shell.astro), so Lighthouse's "is-crawlable" fails on them by design; it
 * is left out of their SEO score and failing audits rather than making those pages indexable.
 */
const PRIVATE_EXEMPT = new Set(['is-crawlable']);

/** A category's score (0–100) from its audits' scores and weights, without the `exempt` audits. */
function scoreWithout(lhr: Result, category: string, exempt: ReadonlySet<string>): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[category]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (exempt.has(ref.id) || !audit || audit.score === null || !ref.weight) continue;
    weighted += audit.score * ref.weight;
    weights += ref.weight;
  }
  return weights ? Math.round((weighted / weights) * 100) : score(lhr, category);
}

/**
 * Lighthouse's benchmark index of each measured run: how fast this machine ran a fixed piece of
 * JavaScript. The simulated timings scale with it, so figures are compared across machines by it.
 */
const benchmarkIndexes: number[] = [];

async function measure(
  chrome: chromeLauncher.LaunchedChrome,
  url: string,
  settings = FIRST_VISIT,
  exempt: ReadonlySet<string> = new Set(),
): Promise<(Measure & { failing: string[] }) | { opens: string }> {
  // A first, unmeasured load warms the server's caches and the browser's compile caches alike.
  const warm = await run(chrome, url, settings);
  // A screen the tenant does not offer sends the guest elsewhere (sushi's Rewards opens the hub):
  // both pages' figures would be summed as one, so it is named, not measured.
  const opens = new URL(warm.finalDisplayedUrl).pathname;
  if (opens !== new URL(url).pathname) return { opens };
  const runs: (Measure & { failing: string[] })[] = [];
  let last: Result | undefined;
  for (let i = 0; i < RUNS; i++) {
    const lhr = await run(chrome, url, settings);
    last = lhr;
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const js = scriptBytes(lhr);
    runs.push({
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: exempt.size ? scoreWithout(lhr, 'seo', exempt) : score(lhr, 'seo'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      jsKb: js.own / 1024,
      outsideJsKb: js.outside / 1024,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .filter((a) => !exempt.has(a.id))
        .map((a) => a.id),
    });
  }
  if (process.env.VERBOSE && last) {
    console.log(`  ${url}\n    largest paint: ${nodesOf(last, 'lcp-breakdown-insight').join(' ')}`);
    for (const shift of nodesOf(last, 'layout-shifts')) console.log(`    shifted: ${shift}`);
    for (const task of longTasks(last)) console.log(`    long task: ${task}`);
  }
  const medians = Object.fromEntries(
    KEYS.map((k) => [k, median(runs.map((r) => r[k]))]),
  ) as unknown as Measure;
  return { ...medians, failing: [...new Set(runs.flatMap((r) => r.failing))] };
}

let server: ServerProcess | undefined;
const userDataDir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'lh-'));
let chrome: chromeLauncher.LaunchedChrome | undefined;
let over = false;
try {
  server = await startServer(PORT);
  const chromePath = chromiumPath();
  chrome = await chromeLauncher.launch({
    ...(chromePath ? { chromePath } : {}),
    userDataDir,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, ${origin}`);
  let homeLcpMs: number | undefined;
  const report = (
    name: string,
    measured: (Measure & { failing: string[] }) | { opens: string },
    account = false,
  ) => {
    if ('opens' in measured) {
      console.log(`${name.padEnd(15)} not offered here: opens ${measured.opens}`);
      return;
    }
    const m = measured;
    if (name === 'Home' || name === SIGNED_IN_HOME) homeLcpMs = m.lcpMs;
    const overHome = account && homeLcpMs !== undefined ? m.lcpMs - homeLcpMs : undefined;
    const checks = [
      overHome === undefined || overHome <= BUDGET.accountLcpOverHomeMs,
      m.performance >= BUDGET.performance,
      m.accessibility >= BUDGET.accessibility,
      m['best-practices'] >= BUDGET['best-practices'],
      m.seo >= BUDGET.seo,
      BUSY || name !== 'Menu' || m.lcpMs <= BUDGET.lcpMs,
      BUSY || m.tbtMs <= BUDGET.tbtMs,
      m.cls <= BUDGET.cls,
      m.jsKb <= BUDGET.jsKb,
    ];
    const ok = checks.every(Boolean);
    over ||= !ok;
    console.log(
      `${name.padEnd(15)} perf ${m.performance.toFixed(0)}  a11y ${m.accessibility.toFixed(0)}  best ${m['best-practices'].toFixed(0)}  seo ${m.seo.toFixed(0)}  ` +
        `LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  JS ${m.jsKb.toFixed(1)} KB gzip${m.outsideJsKb ? ` (+ ${m.outsideJsKb.toFixed(1)} KB outside)` : ''}${overHome === undefined ? '' : `  LCP − Home's ${(overHome / 1000).toFixed(2)} s`}  ${ok ? 'OK' : 'OVER BUDGET'}` +
        (m.failing.length ? `\n          failing audits: ${m.failing.join(', ')}` : ''),
    );
  };
  for (const [name, pathname] of wanted(PUBLIC_PAGES))
    report(name, await measure(chrome, `${origin}${pathname}`));
  const signedIn = wanted(SIGNED_IN_PAGES({ placedOrderId: 0, checkoutPath: '' }));
  if (signedIn.length) {
    // Signed in within Lighthouse's own browser, so its runs carry the session.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const session = await prepareSession(context, origin, Number(STORE), STORE_TEXT);
    for (const [name, pathname] of wanted(SIGNED_IN_PAGES(session))) {
      const account = pathname.startsWith('/account');
      report(
        name,
        await measure(
          chrome,
          `${origin}${pathname}`,
          SIGNED_IN_VISIT,
          account ? PRIVATE_EXEMPT : undefined,
        ),
        account,
      );
    }
  }
} finally {
  chrome?.kill();
  server?.kill();
  rmSync(userDataDir, { recursive: true, force: true });
}
console.log(
  `Budgets (docs/architecture.md §8): performance ≥ ${BUSY ? '(skipped with Menu LCP and TBT: BENCH_MIN_SCORE=skip)' : BUDGET.performance}, account screens' LCP ≤ Home's + 0.3 s, accessibility/best practices/SEO 100, Menu LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, JS ≤ ${BUDGET.jsKb} KB gzip per page.`,
);
if (benchmarkIndexes.length)
  console.log(
    `Lighthouse benchmark index (this machine's speed; higher is faster): median ${median(benchmarkIndexes).toFixed(0)}, ${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)} over ${benchmarkIndexes.length} runs.`,
  );
process.exitCode = over ? 1 : 0;
