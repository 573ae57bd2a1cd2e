// npm run check:js — JavaScript on first load of Home, Menu, Checkout, and signed in as the demo
// customer of Checkout with a cart, a placed order's Confirmation, Profile, Addresses and Order
// history ≤ 90 KB gzip each (docs/architecture.md §8), on the production build in dist/. Each page
// is a first visit in a fresh browser context; once its islands have hydrated and no script has
// been requested for a while, every script it loaded is summed at the size the server sends it to a
// browser that takes gzip (scriptGzipBytes), as scripts/bench-lighthouse.ts counts it. Exits 1 when
// a page is over. Scripts that are not the storefront's (an outside service's vendor script, such
// as the payment processor's collector on Checkout of a gateway-28 store) are measured as sent and
// reported beside the page's figure, as docs/architecture.md §8 asks of outside services.
// Every demo tenant is checked, each at one of its stores: burger and sushi (branding in the build),
// taco (every outside service configured, so their code counts in its figures) and live (branding
// at runtime, which adds the script that applies it), and taco again in Canadian French (a
// language's texts are inlined in its own scripts). BENCH_TENANT checks one tenant instead, at
// BENCH_STORE and BENCH_STORE_TEXT when set; BENCH_LOCALE (a language's URL segment, 'fr-ca')
// measures its pages in that language. CHROMIUM_PATH.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  isBuildFile,
  launchChromium,
  freePort,
  scriptGzipBytes,
  startServer,
  type ServerProcess,
} from './bench-harness.ts';
import { signedInStorage, type BenchSession } from './bench-session.ts';
import { E2E_ARGS } from '../e2e/fixtures/chromium.ts';

/** docs/architecture.md §8: JavaScript on first load of each page, gzip. */
const BUDGET_KB = 90;

interface Target {
  tenant: string;
  /** A store of the tenant's, by id and by a text of its card on Home. */
  store: string;
  storeText: string;
  /** A language's URL segment ('fr-ca'): its pages are measured instead of the default's. */
  locale?: string;
}

/** The demo tenants, each at a store whose Checkout runs the payment processor's collector. */
const DEMO_TARGETS: Target[] = [
  { tenant: 'burger', store: '101', storeText: 'Fulton Street' },
  { tenant: 'sushi', store: '201', storeText: 'Union Square' },
  { tenant: 'taco', store: '301', storeText: 'South Congress' },
  { tenant: 'live', store: '401', storeText: 'Chinatown' },
  // A language's pages carry its own texts (French's are the longest) beside the same code.
  { tenant: 'taco', store: '301', storeText: 'South Congress', locale: 'fr-ca' },
];

/** BENCH_TENANT alone: a demo tenant at its store above; BENCH_STORE and its text pick another. */
function onlyTarget(tenant: string): Target {
  const demo = DEMO_TARGETS.find((t) => t.tenant === tenant) ?? DEMO_TARGETS[0]!;
  return {
    tenant,
    store: process.env.BENCH_STORE ?? demo.store,
    storeText: process.env.BENCH_STORE_TEXT ?? demo.storeText,
    ...(process.env.BENCH_LOCALE && { locale: process.env.BENCH_LOCALE }),
  };
}

const TARGETS = process.env.BENCH_TENANT ? [onlyTarget(process.env.BENCH_TENANT)] : DEMO_TARGETS;

const PAGES = (store: string) => ({ Home: '/', Menu: `/${store}`, Checkout: `/${store}/checkout` });
/** Measured signed in, each in a fresh context that carries only the session's storage. */
const SIGNED_IN_PAGES = (s: BenchSession) => ({
  'Checkout (cart)': s.checkoutPath,
  Confirmation: `/confirmation/${s.placedOrderId}`,
  Profile: '/account/profile',
  Addresses: '/account/addresses',
  'Order history': '/account/order-history',
});
/** How long no new script may be requested before the page counts as settled. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 30_000;

/** True once every island that hydrates without the guest scrolling or acting has hydrated. */
const islandsHydrated = () =>
  document.querySelectorAll('astro-island[ssr]:not([client="visible"]):not([client="media"])')
    .length === 0;

/**
 * Loads `url` and returns the bytes of each script it requested, by URL: the storefront's own, and
 * outside services' (their body as it came over the wire).
 */
async function scriptsOf(
  page: Page,
  url: string,
): Promise<{ own: Map<string, number>; outside: Map<string, number> }> {
  const own = new Map<string, number>();
  const outside = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let lastScriptAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    lastScriptAt = Date.now();
    const script = response.url();
    if (isBuildFile(script)) own.set(script, scriptGzipBytes(script, 0));
    else
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => void outside.set(script, sizes.responseBodySize)),
      );
  });
  const res = await page.goto(url, { waitUntil: 'load' });
  if (!res?.ok()) throw new Error(`${url} answered ${res?.status()}`);
  await page.waitForFunction(islandsHydrated, undefined, { timeout: SETTLE_TIMEOUT_MS });
  // Hydrated islands may still import code in their effects: wait until that has stopped too.
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() - lastScriptAt < QUIET_MS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await Promise.all(pending);
  return { own, outside };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const short = (url: string) => new URL(url).pathname.replace(/^\/_astro\//, '');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const sessions = new Map<string, ReturnType<typeof signedInStorage>>();

/**
 * The demo customer signed in at `origin`, with a placed order and an open cart: made once per
 * origin and store, so a tenant checked in two languages (the same origin) shares one.
 */
function sessionOf(browser: Browser, origin: string, target: Target) {
  const key = `${origin} ${target.store}`;
  let session = sessions.get(key);
  if (!session) {
    session = measureAtOnce(() =>
      signedInStorage(browser, origin, Number(target.store), target.storeText),
    );
    sessions.set(key, session);
  }
  return session;
}

/** Measures every page of `target`; its figures as lines to print, and false when a page is over. */
async function checkTenant(
  browser: Browser,
  port: number,
  target: Target,
): Promise<{ within: boolean; lines: string[] }> {
  const origin = `http://${target.tenant}.localhost:${port}`;
  const language = target.locale ? `/${target.locale}` : '';
  const lines = [
    `JavaScript on first load, gzip, ${origin}${language} (budget ${BUDGET_KB} KB per page)\n`,
  ];
  const { session, storageState } = await sessionOf(browser, origin, target);
  const pages: [string, string, StorageState | undefined][] = [
    ...Object.entries(PAGES(target.store)).map(([n, p]): [string, string, undefined] => [
      n,
      p,
      undefined,
    ]),
    ...Object.entries(SIGNED_IN_PAGES(session)).map(([n, p]): [string, string, StorageState] => [
      n,
      p,
      storageState,
    ]),
  ];
  // Each page in a fresh context of its own, several at once (measureAtOnce): bytes, not time.
  const measured = await Promise.all(
    pages.map(([name, pathname, state]) =>
      measureAtOnce(async () => {
        const context = await browser.newContext(state ? { storageState: state } : {});
        try {
          const url = `${origin}${language}${language && pathname === '/' ? '' : pathname}`;
          return { name, ...(await scriptsOf(await context.newPage(), url)) };
        } finally {
          await context.close();
        }
      }),
    ),
  );
  let within = true;
  for (const { name, own, outside } of measured) {
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const total = sum(own);
    const ok = total <= BUDGET_KB * 1024;
    within &&= ok;
    const vendors = outside.size ? `  + ${kb(sum(outside))} KB of outside services' scripts` : '';
    lines.push(
      `${name.padEnd(16)} ${kb(total).padStart(6)} KB  ${ok ? 'OK' : 'OVER BUDGET'}${vendors}`,
    );
    if (!ok || process.env.VERBOSE)
      for (const [url, bytes] of [...own, ...outside].sort((a, b) => b[1] - a[1]))
        lines.push(
          `            ${kb(bytes).padStart(6)} KB  ${short(url)}${own.has(url) ? '' : ' (outside)'}`,
        );
  }
  lines.push('');
  return { within, lines };
}

/**
 * Pages (and sign-ins) in progress at once, across every tenant. A page's figure is bytes, not time,
 * and most of each measurement is waiting for scripts to stop arriving, so several at once shorten
 * the wait without changing a byte; four keep two cores from falling behind the quiet window.
 */
const AT_ONCE = 4;
let running = 0;
const queued: (() => void)[] = [];

/** Runs `work` once fewer than AT_ONCE others are running. */
async function measureAtOnce<T>(work: () => Promise<T>): Promise<T> {
  if (running < AT_ONCE) running++;
  else await new Promise<void>((resolve) => queued.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = queued.shift();
    if (next) next();
    else running--;
  }
}

let server: ServerProcess | undefined;
let over = false;
const browser = await launchChromium({ headlessShell: true, args: E2E_ARGS });
try {
  const port = await freePort();
  server = await startServer(port);
  const results = await Promise.all(TARGETS.map((target) => checkTenant(browser, port, target)));
  // Printed in the tenants' order, whichever finished first.
  for (const { within, lines } of results) {
    for (const line of lines) console.log(line);
    over = !within || over;
  }
} finally {
  await browser.close();
  server?.kill();
}
process.exitCode = over ? 1 : 0;
