/**
 * A redis-server of the test's own (unit tests and end-to-end specs alike), on a free port, keeping
 * nothing on disk. Tests that need one skip when redis-server is not installed, except in CI, where
 * its absence is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../scripts/bench-harness.ts';

export { freePort };

export const REDIS_BIN = process.env.REDIS_SERVER_BIN ?? 'redis-server';

export const redisInstalled = spawnSync(REDIS_BIN, ['--version']).status === 0;

/** Skip the suite (with the reason) only outside CI. */
export const skipWithoutRedis = !redisInstalled && !process.env.CI;

export interface RedisServer {
  port: number;
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** Starts redis-server on `port` (a free one by default); resolves once it accepts connections. */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (!redisInstalled)
    throw new Error(`${REDIS_BIN} is not installed (apt-get install redis-server)`);
  const p = port ?? (await freePort());
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const c = spawn(
        REDIS_BIN,
        ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      child = c;
      let out = '';
      c.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Ready to accept connections')) resolve();
      });
      c.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = new Promise((resolve) => c.once('exit', resolve));
    c.kill('SIGTERM');
    await gone;
  };
  await start();
  process.once('exit', () => child?.kill('SIGKILL'));
  return { port: p, url: `redis://127.0.0.1:${p}`, stop, start };
}
