// npm run bench:proxy — latency (p50/p99) and throughput of the same tenant-API call made through
// /api/proxy and straight to the embedded sandbox, in one run against a production build.
// Targets (docs/architecture.md §8): added p50 ≤ 0.5 ms, added p99 ≤ 5 ms.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Pool, type Dispatcher } from 'undici';
import { root, startServer } from './bench-harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4498);
const HOST = 'burger.localhost';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 4000);
const WARMUP = 500;
const THROUGHPUT_MS = 3000;
const CONCURRENCY = 16;

if (!existsSync(path.join(root, 'dist', 'server', 'entry.mjs'))) {
  console.error('No production build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const server = await startServer(PORT, 20_000);
const pool = new Pool(`http://127.0.0.1:${PORT}`, { connections: CONCURRENCY, pipelining: 1 });
type Kind = 'direct' | 'proxy';
const KINDS: readonly Kind[] = ['direct', 'proxy'];
const calls: Record<Kind, Dispatcher.RequestOptions> = {
  direct: { method: 'GET', path: '/__sandbox/api/stores/configuration', headers: { host: HOST } },
  proxy: {
    method: 'POST',
    path: '/api/proxy',
    headers: { host: HOST, 'content-type': 'application/json', 'x-storefront': '1' },
    body: JSON.stringify({ method: 'GET', path: '/stores/configuration', payload: {} }),
  },
};

async function once(kind: Kind): Promise<void> {
  const res = await pool.request(calls[kind]);
  await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${kind} answered ${res.statusCode}`);
}

async function time(kind: Kind): Promise<number> {
  const start = process.hrtime.bigint();
  await once(kind);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

try {
  for (let i = 0; i < WARMUP; i++) await Promise.all([once('direct'), once('proxy')]);
  // Interleaved, one at a time, so both sides see the same machine state.
  const lat: Record<Kind, number[]> = { direct: [], proxy: [] };
  for (let i = 0; i < SAMPLES; i++) {
    lat.direct.push(await time('direct'));
    lat.proxy.push(await time('proxy'));
  }
  const rps: Record<Kind, number> = { direct: 0, proxy: 0 };
  for (const kind of KINDS) {
    let done = 0;
    const until = Date.now() + THROUGHPUT_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < until) {
          await once(kind);
          done++;
        }
      }),
    );
    rps[kind] = done / (THROUGHPUT_MS / 1000);
  }
  const row = (k: Kind) => {
    const sorted = lat[k].sort((a, b) => a - b);
    return { p50: pct(sorted, 50), p99: pct(sorted, 99), rps: rps[k] };
  };
  const d = row('direct');
  const p = row('proxy');
  const added50 = p.p50 - d.p50;
  const added99 = p.p99 - d.p99;
  const f = (n: number) => n.toFixed(3);
  console.log(
    `GET /stores/configuration on ${HOST}, ${SAMPLES} sequential samples each, ${CONCURRENCY}-way throughput for ${THROUGHPUT_MS / 1000} s\n`,
  );
  console.log('                 p50 ms    p99 ms    req/s');
  console.log(
    `direct sandbox  ${f(d.p50).padStart(7)}  ${f(d.p99).padStart(8)}  ${d.rps.toFixed(0).padStart(7)}`,
  );
  console.log(
    `through proxy   ${f(p.p50).padStart(7)}  ${f(p.p99).padStart(8)}  ${p.rps.toFixed(0).padStart(7)}`,
  );
  console.log(
    `\nratio proxy/direct: p50 ${(p.p50 / d.p50).toFixed(2)}×, p99 ${(p.p99 / d.p99).toFixed(2)}×, throughput ${(p.rps / d.rps).toFixed(2)}×`,
  );
  console.log(
    `added latency: p50 ${f(added50)} ms (target ≤ 0.5) ${added50 <= 0.5 ? 'OK' : 'OVER'}, p99 ${f(added99)} ms (target ≤ 5) ${added99 <= 5 ? 'OK' : 'OVER'}`,
  );
} finally {
  await pool.close();
  server.kill('SIGTERM');
}
