// npm run bench:lighthouse — Lighthouse (mobile, simulated throttling) on Home, Menu and Checkout of
// the production build, median of 5 runs each, against DESIGN.md §8's budgets. Needs `npm run build`.
// BENCH_TENANT (default burger), BENCH_STORE (default 101), BENCH_RUNS (default 5), CHROMIUM_PATH.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4460);
const TENANT = process.env.BENCH_TENANT ?? 'burger';
const STORE = process.env.BENCH_STORE ?? '101';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const origin = `http://${TENANT}.localhost:${PORT}`;
const PAGES = { Home: '/', Menu: `/${STORE}`, Checkout: `/${STORE}/checkout` };
const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  menuJsKb: 90,
};

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  );
}

async function startServer() {
  const server = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STOREFRONT_SANDBOX_DB: 'memory' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.once('exit', (code) =>
      reject(new Error(`The server stopped (exit ${code}); run \`npm run build\` first.`)),
    );
    server.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve(undefined));
  });
  return server;
}

/**
 * The gzip size of every script the page loaded (DESIGN §8 counts gzip; the server may send
 * brotli, and transfer sizes include headers), from the build's own files.
 */
function scriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let total = 0;
  for (const r of items.filter((i) => i.resourceType === 'Script')) {
    const file = path.join(root, 'dist', 'client', new URL(r.url).pathname);
    total += existsSync(file) ? gzipSync(readFileSync(file)).length : (r.transferSize ?? 0);
  }
  return total;
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** One Lighthouse run; a run whose trace Chromium failed to record is repeated once. */
/**
 * Each run is a first visit: Lighthouse clears the HTTP cache but by default keeps localStorage and
 * IndexedDB, which would leave a run with the storage of the one before it and none of its cache.
 */
const FIRST_VISIT = {
  clearStorageTypes: [
    'file_systems',
    'shader_cache',
    'service_workers',
    'cache_storage',
    'local_storage',
    'indexeddb',
  ],
};

async function run(chrome, url) {
  for (let attempt = 0; ; attempt++) {
    const { lhr } = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      { extends: 'lighthouse:default', settings: FIRST_VISIT },
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt > 0) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
}

async function measure(chrome, url) {
  // A first, unmeasured load warms the server's caches and the browser's compile caches alike.
  await run(chrome, url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await run(chrome, url);
    runs.push({
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      'best-practices': lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsKb: scriptBytes(lhr) / 1024,
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    });
  }
  const keys = [
    'performance',
    'accessibility',
    'best-practices',
    'seo',
    'lcpMs',
    'tbtMs',
    'cls',
    'jsKb',
  ];
  return {
    ...Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

const server = await startServer();
const userDataDir = mkdtempSync(path.join(process.env.TMPDIR ?? tmpdir(), 'lh-'));
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  userDataDir,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let over = false;
try {
  console.log(`Lighthouse ${RUNS}× per page, mobile, simulated throttling, ${origin}`);
  for (const [name, pathname] of Object.entries(PAGES)) {
    const m = await measure(chrome, `${origin}${pathname}`);
    const checks = [
      m.performance >= BUDGET.performance,
      m.accessibility >= BUDGET.accessibility,
      m['best-practices'] >= BUDGET['best-practices'],
      m.seo >= BUDGET.seo,
      name !== 'Menu' || m.lcpMs <= BUDGET.lcpMs,
      m.tbtMs <= BUDGET.tbtMs,
      m.cls <= BUDGET.cls,
      name !== 'Menu' || m.jsKb <= BUDGET.menuJsKb,
    ];
    const ok = checks.every(Boolean);
    over ||= !ok;
    console.log(
      `${name.padEnd(9)} perf ${m.performance.toFixed(0)}  a11y ${m.accessibility.toFixed(0)}  best ${m['best-practices'].toFixed(0)}  seo ${m.seo.toFixed(0)}  ` +
        `LCP ${(m.lcpMs / 1000).toFixed(2)} s  TBT ${m.tbtMs.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  JS ${m.jsKb.toFixed(1)} KB gzip  ${ok ? 'OK' : 'OVER BUDGET'}` +
        (m.failing.length ? `\n          failing audits: ${m.failing.join(', ')}` : ''),
    );
  }
} finally {
  await chrome.kill();
  server.kill();
  rmSync(userDataDir, { recursive: true, force: true });
}
console.log(
  `Budgets (DESIGN §8): performance ≥ ${BUDGET.performance}, accessibility/best practices/SEO 100, Menu LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02, Menu JS ≤ 90 KB.`,
);
process.exitCode = over ? 1 : 0;
