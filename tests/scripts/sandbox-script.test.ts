// `npm run sandbox`: the standalone sandbox tenant API starts with a clear line, answers, and exits
// cleanly on SIGTERM; and the example tenant file that points a storefront at it validates
// (README "Running against a separate tenant API").
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench-harness.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('npm run sandbox', () => {
  it('listens, serves every demo tenant, and exits 0 on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        '--experimental-transform-types',
        '--disable-warning=ExperimentalWarning',
        path.join(root, 'scripts/sandbox.ts'),
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          STOREFRONT_SANDBOX_DB: 'memory',
          LOG_LEVEL: 'info',
        },
      },
    );
    let out = '';
    child.stderr.on('data', (d: Buffer) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        out += String(d);
        if (out.includes('\n  live')) resolve();
      });
      void exited.then(() => reject(new Error(out)));
    });
    expect(out).toContain(
      `Sandbox tenant API listening on http://127.0.0.1:${port} — tenants: burger, live, sushi, taco`,
    );
    const res = await fetch(`http://127.0.0.1:${port}/t/taco/stores`);
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const logged = out
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/t/taco/stores', status: 200 }),
    );
    // pino writes asynchronously: the lines' order is not the events' order.
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'stopped' }));
  });
});

describe('the example tenant for a separate tenant API', () => {
  it('passes npm run validate', () => {
    const r = spawnSync(
      process.execPath,
      [
        '--experimental-strip-types',
        path.join(root, 'scripts/validate-tenant.ts'),
        'tenants/examples/burger.json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('0 errors');
  });
});
