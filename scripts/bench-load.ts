// npm run bench:load — throughput and latency under load of the production server: Home, Menu, a
// static shell and one /api/proxy call, each driven by autocannon for a fixed time, against a
// reference that sends the same Menu bytes from memory with nothing else to do. Needs a build
// (dist/); starts the server on a free port with a fresh in-memory sandbox, waits for /readyz and
// warms each target up for 2 s unmeasured. Flags (or env): --duration 10 (BENCH_DURATION, s),
// --connections 10 (BENCH_CONNECTIONS), --rounds 1 (BENCH_ROUNDS).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, root, startServer } from './bench-harness.ts';

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Outcome {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
// autocannon ships no types: the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: Target & { connections: number; duration: number },
) => Promise<Outcome>;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '10' },
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '1' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const HOST = 'burger.localhost';

if (!existsSync(path.join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error(
    'No production build in dist/. Run `npm run build` first (this script builds nothing).',
  );
  process.exit(1);
}

/** The resident memory of a process, in MB, as the kernel counts it. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? Number(kb) / 1024 : NaN;
}

const port = await freePort();
const server = await startServer(port, 30_000);
const origin = `http://127.0.0.1:${port}`;
const get = async (p: string) => {
  const res = await fetch(`${origin}${p}`, { headers: { host: HOST } });
  if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
  return res;
};

// The reference: the Menu's own bytes from memory, as fast as node:http sends anything.
let reference: http.Server | undefined;
try {
  // Measured from when a balancer would send traffic: the static files are compressed by then.
  for (let tries = 0; (await fetch(`${origin}/readyz`)).status !== 200; tries++) {
    if (tries > 300) throw new Error('The server never became ready.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { stores } = (await (await get('/__sandbox/api/stores')).json()) as {
    stores: { store_id: number }[];
  };
  const storeId = stores[0]?.store_id;
  if (storeId === undefined) throw new Error('The sandbox lists no stores.');
  const menuBytes = Buffer.from(await (await get(`/${storeId}`)).arrayBuffer());
  reference = http.createServer((_req, res) =>
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': menuBytes.length,
        'Cache-Control': 'no-cache',
      })
      .end(menuBytes),
  );
  await new Promise<void>((resolve) => reference!.listen(0, '127.0.0.1', resolve));
  const refPort = (reference.address() as AddressInfo).port;

  const headers = { host: HOST };
  const targets: Target[] = [
    { name: 'Home /', url: `${origin}/`, headers },
    { name: `Menu /${storeId}`, url: `${origin}/${storeId}`, headers },
    { name: 'Shell /account', url: `${origin}/account`, headers },
    {
      name: 'Proxy GET /stores/configuration',
      url: `${origin}/api/proxy`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({ method: 'GET', path: '/stores/configuration', payload: {} }),
    },
    { name: 'Reference (Menu bytes, memory)', url: `http://127.0.0.1:${refPort}/` },
  ];

  console.log(
    `${targets.length} targets × ${rounds} round(s), ${duration} s each, ${connections} connections`,
  );
  // Unmeasured: the first renders, the JIT and the caches warm up here, not in round 1.
  for (const target of targets)
    await autocannon({ ...target, connections, duration: Math.min(2, duration) });
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++)
    for (const target of targets) {
      const isServer = !target.name.startsWith('Reference');
      const before = isServer ? rssMb(server.pid!) : NaN;
      const r = await autocannon({ ...target, connections, duration });
      const after = isServer ? rssMb(server.pid!) : NaN;
      const mb = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
      rows.push([
        String(round),
        target.name,
        r.requests.average.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
        `${r.errors + r.timeouts}/${r.non2xx}`,
        `${mb(before)} → ${mb(after)}`,
      ]);
    }
  const head = ['round', 'target', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'server RSS MB'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
} finally {
  reference?.close();
  server.kill('SIGTERM');
}
