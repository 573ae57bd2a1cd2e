// npm run bench:paint — the largest paint as a phone on a slow network sees it, with the
// browser's own throttling (Chromium's CPU four times slower, 150 ms round trips, 1.6 Mbps
// down), beside Lighthouse's simulation (bench:lighthouse). The simulation rebuilds the page's
// load from a fast run and misses what only the real order of events shows: a call the head
// starts as it is parsed, a script that no longer waits for React. Each run is a fresh context
// (no cache, no storage) on the production build. Prints each run's largest paint, when the first
// proxy call left, and the medians. BENCH_TENANT (default live), BENCH_PATHS (comma-separated,
// default /), BENCH_RUNS (default 5), BENCH_PORT (default 4489). Needs `npm run build`. Reports;
// sets no budget. BENCH_SIGNED_IN=1 first signs the demo customer in and places an order at
// BENCH_STORE (default 401) as bench:lighthouse does (BENCH_STORE_TEXT, default Chinatown, the
// store's text on Home); each run then starts from that session's storage, and `{order}` in a path
// is the placed order's id (BENCH_PATHS='/order-quote?order={order}'). BENCH_API_LATENCY_MS makes
// every tenant-API call wait that long in the sandbox (its fault injection), for a chain whose API
// answers slower than the embedded one does.
import {
  launchChromium,
  postSandboxFixture,
  startServer,
  type ServerProcess,
} from './bench-harness.ts';
import { signedInStorage } from './bench-session.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4489);
const TENANT = process.env.BENCH_TENANT ?? 'live';
const PATHS = (process.env.BENCH_PATHS ?? '/').split(',').map((p) => p.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const origin = `http://${TENANT}.localhost:${PORT}`;

/** Lighthouse's mobile profile, applied by the browser itself. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** After `load`, how long the page may go on painting before it is read. */
const SETTLE_MS = 3000;

const API_LATENCY_MS = Number(process.env.BENCH_API_LATENCY_MS ?? 0);

/** Every tenant-API call of the tenant waits `latencyMs` in the sandbox before it is answered. */
async function slowApi(latencyMs: number): Promise<void> {
  const status = await postSandboxFixture(origin, '/__sandbox/faults', { path: '/*', latencyMs });
  if (status !== 200) throw new Error(`the sandbox refused the latency (HTTP ${status})`);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

let server: ServerProcess | undefined;
const browser = await launchChromium();
try {
  server = await startServer(PORT);
  const signedIn =
    process.env.BENCH_SIGNED_IN === '1'
      ? await signedInStorage(
          browser,
          origin,
          Number(process.env.BENCH_STORE ?? 401),
          process.env.BENCH_STORE_TEXT ?? 'Chinatown',
        )
      : undefined;
  if (API_LATENCY_MS) await slowApi(API_LATENCY_MS);
  console.log(
    `Largest paint, CPU ${CPU_SLOWDOWN}× slower, ${NETWORK.latency} ms RTT, 1.6 Mbps, ${RUNS} runs, ${origin}` +
      (API_LATENCY_MS ? `, tenant API ${API_LATENCY_MS} ms slower` : ''),
  );
  for (const path of PATHS) {
    const pathname = path.replaceAll('{order}', String(signedIn?.session.placedOrderId ?? ''));
    const paints: number[] = [];
    const firstCalls: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        ...(signedIn ? { storageState: signedIn.storageState } : {}),
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const seen = window as unknown as { benchLcp: number };
        seen.benchLcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.benchLcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(`${origin}${pathname}`, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const { lcp, calls } = await page.evaluate(() => ({
        lcp: (window as unknown as { benchLcp: number }).benchLcp,
        calls: performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname === '/api/proxy')
          .map((r) => Math.round(r.startTime)),
      }));
      paints.push(lcp);
      if (calls.length) firstCalls.push(Math.min(...calls));
      console.log(
        `  ${pathname} run ${run + 1}: largest paint ${Math.round(lcp)} ms, proxy calls left at ${calls.join(', ') || 'none'} ms`,
      );
      await context.close();
    }
    console.log(
      `${pathname}: median largest paint ${Math.round(median(paints))} ms` +
        (firstCalls.length ? `, first proxy call at ${median(firstCalls)} ms` : ''),
    );
  }
} finally {
  await browser.close();
  server?.kill();
}
