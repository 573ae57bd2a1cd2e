// npm run bench:proxy — latency (p50/p99) and throughput of the same tenant-API call made through
// /api/proxy and straight to the embedded sandbox, in one run against a production build.
// Targets (DESIGN §8): added p50 ≤ 0.5 ms, added p99 ≤ 5 ms.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

const server = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STOREFRONT_SANDBOX_DB: 'memory' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('listening') && resolve(undefined));
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  setTimeout(() => reject(new Error('server did not start in 20 s')), 20_000).unref();
});

const pool = new Pool(`http://127.0.0.1:${PORT}`, { connections: CONCURRENCY, pipelining: 1 });
const calls = {
  direct: { method: 'GET', path: '/__sandbox/api/stores/configuration', headers: { host: HOST } },
  proxy: {
    method: 'POST',
    path: '/api/proxy',
    headers: { host: HOST, 'content-type': 'application/json', 'x-storefront': '1' },
    body: JSON.stringify({ method: 'GET', path: '/stores/configuration', payload: {} }),
  },
};

async function once(kind) {
  const res = await pool.request(calls[kind]);
  await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${kind} answered ${res.statusCode}`);
}

async function time(kind) {
  const start = process.hrtime.bigint();
  await once(kind);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  for (let i = 0; i < WARMUP; i++) await Promise.all([once('direct'), once('proxy')]);
  // Interleaved, one at a time, so both sides see the same machine state.
  const lat = { direct: [], proxy: [] };
  for (let i = 0; i < SAMPLES; i++) {
    lat.direct.push(await time('direct'));
    lat.proxy.push(await time('proxy'));
  }
  const rps = {};
  for (const kind of ['direct', 'proxy']) {
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
  const stats = Object.fromEntries(
    Object.entries(lat).map(([k, v]) => [k, v.sort((a, b) => a - b)]),
  );
  const row = (k) => ({ p50: pct(stats[k], 50), p99: pct(stats[k], 99), rps: rps[k] });
  const d = row('direct');
  const p = row('proxy');
  const added50 = p.p50 - d.p50;
  const added99 = p.p99 - d.p99;
  const f = (n) => n.toFixed(3);
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
