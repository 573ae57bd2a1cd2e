// npm run bench:load — throughput, latency and CPU per request of the production server under load:
// Home, Menu, a static shell, one /api/proxy call and the same call made to the embedded sandbox
// directly, each driven by autocannon for a fixed time, against a reference that sends the same Menu
// bytes from memory with nothing else to do (scripts/bench-bare.ts, a process of its own). Needs a
// build (dist/); starts the server on a free port with a fresh in-memory sandbox, waits for /readyz
// and warms each target up for 2 s unmeasured. CPU per request is the serving process's CPU time
// (/proc, scripts/bench-cpu.ts) over the requests it answered in the run; the medians over the rounds
// are held to their limits (a cached Home or Menu ≤ 2× the reference's, a proxy call ≤ 1.2× the
// direct sandbox call's) and the exit code is 1 when one is over. Flags (or env): --duration 10
// (BENCH_DURATION, s), --connections 10 (BENCH_CONNECTIONS), --rounds 3 (BENCH_ROUNDS).
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { freePort, root, startServer } from './bench-harness.ts';
import { cpuMs, judgeCpu, median, type CpuLimit } from './bench-cpu.ts';

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
  total: number;
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
    rounds: { type: 'string', default: process.env.BENCH_ROUNDS ?? '3' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const HOST = 'burger.localhost';
const REFERENCE = 'Reference (Menu bytes, bare server)';
const DIRECT = 'Sandbox direct GET /stores/configuration';
const PROXY = 'Proxy GET /stores/configuration';

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

/** Starts the bare reference on `file`; resolves with the process and its port. */
async function startBare(
  file: string,
): Promise<[ChildProcessByStdio<null, Readable, null>, number]> {
  const bare = spawn(
    process.execPath,
    ['--experimental-strip-types', path.join(root, 'scripts', 'bench-bare.ts'), file],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    bare.once('exit', (code) => reject(new Error(`The reference stopped (exit ${code}).`)));
    bare.stdout.on('data', (chunk: Buffer) => {
      const port = /listening (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve(Number(port));
    });
  });
  return [bare, port];
}

/** What autocannon sends: the target without the process that answers it. */
const request = ({ name, url, method, headers, body }: Target): Target => ({
  name,
  url,
  ...(method && { method }),
  ...(headers && { headers }),
  ...(body && { body }),
});
const loads = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(', ');
const port = await freePort();
const server = await startServer(port, 30_000);
const origin = `http://127.0.0.1:${port}`;
const get = async (p: string) => {
  const res = await fetch(`${origin}${p}`, { headers: { host: HOST } });
  if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
  return res;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
let bare: ChildProcessByStdio<null, Readable, null> | undefined;
let failed = false;
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
  const menuFile = path.join(scratch, 'menu.html');
  writeFileSync(menuFile, Buffer.from(await (await get(`/${storeId}`)).arrayBuffer()));
  const [bareProcess, barePort] = await startBare(menuFile);
  bare = bareProcess;

  const headers = { host: HOST };
  const targets: (Target & { pid: number })[] = [
    { name: 'Home /', url: `${origin}/`, headers, pid: server.pid! },
    { name: `Menu /${storeId}`, url: `${origin}/${storeId}`, headers, pid: server.pid! },
    { name: 'Shell /account', url: `${origin}/account`, headers, pid: server.pid! },
    {
      name: PROXY,
      url: `${origin}/api/proxy`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-storefront': '1' },
      body: JSON.stringify({ method: 'GET', path: '/stores/configuration', payload: {} }),
      pid: server.pid!,
    },
    {
      name: DIRECT,
      url: `${origin}/__sandbox/api/stores/configuration`,
      headers,
      pid: server.pid!,
    },
    { name: REFERENCE, url: `http://127.0.0.1:${barePort}/`, pid: bare.pid! },
  ];
  const limits: CpuLimit[] = [
    { target: targets[0]!.name, reference: REFERENCE, most: 2 },
    { target: targets[1]!.name, reference: REFERENCE, most: 2 },
    { target: PROXY, reference: DIRECT, most: 1.2 },
  ];

  console.log(
    `${targets.length} targets × ${rounds} round(s), ${duration} s each, ${connections} connections; load average ${loads()}`,
  );
  // Unmeasured: the first renders, the JIT and the caches warm up here, not in round 1.
  for (const target of targets)
    await autocannon({ ...request(target), connections, duration: Math.min(2, duration) });
  const rows: string[][] = [];
  const cpu: Record<string, number[]> = {};
  for (let round = 1; round <= rounds; round++)
    for (const target of targets) {
      const { pid } = target;
      const isServer = pid === server.pid;
      const before = isServer ? rssMb(pid) : NaN;
      const cpuBefore = cpuMs(pid);
      const r = await autocannon({ ...request(target), connections, duration });
      const perRequest = (cpuMs(pid) - cpuBefore) / r.requests.total;
      (cpu[target.name] ??= []).push(perRequest);
      const after = isServer ? rssMb(pid) : NaN;
      const mb = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(0));
      rows.push([
        String(round),
        target.name,
        r.requests.average.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
        perRequest.toFixed(3),
        `${r.errors + r.timeouts}/${r.non2xx}`,
        `${mb(before)} → ${mb(after)}`,
      ]);
    }
  const head = [
    'round',
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'CPU ms/req',
    'errors/non-2xx',
    'server RSS MB',
  ];
  // Names to the left, figures to the right.
  const table = (head: string[], rows: string[][], left = [0, 1]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      `| ${cells.map((c, i) => (left.includes(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
    return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  };
  console.log(table(head, rows));

  const medians = Object.fromEntries(Object.entries(cpu).map(([name, v]) => [name, median(v)]));
  const verdicts = judgeCpu(medians, limits);
  console.log(`\nCPU per request, median of ${rounds} round(s); load average ${loads()}`);
  console.log(
    table(
      ['', 'target', 'CPU ms/req', 'against', 'its CPU ms/req', 'ratio', 'limit'],
      verdicts.map((v) => [
        v.over ? 'OVER' : 'ok',
        v.target,
        medians[v.target]!.toFixed(3),
        v.reference,
        medians[v.reference]!.toFixed(3),
        `${v.ratio.toFixed(2)}×`,
        `≤ ${v.most}×`,
      ]),
      [0, 1, 3],
    ),
  );
  failed = verdicts.some((v) => v.over);
  if (failed) console.error('\nCPU per request is over its limit (see OVER above).');
} catch (err) {
  failed = true;
  console.error(err instanceof Error ? err.message : err);
} finally {
  bare?.kill('SIGTERM');
  server.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
