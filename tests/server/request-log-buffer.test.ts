// docs/deploying.md "Health, logs and shutdown": request lines are written a few kilobytes at a
// time, yet none is lost when the process exits, and a quiet server's lines still come out within
// about a second.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REQUEST_LOG_BUFFER_BYTES } from '../../src/server/logger.ts';

const CHILD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'fixtures',
  'request-log-child.ts',
);

function start(mode: 'exit' | 'stay', count: number) {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', CHILD, mode, String(count)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const lines = () => out.split('\n').filter((l) => l.includes('"msg":"request"'));
  return { child, exited, lines };
}

describe('request lines on stdout', () => {
  it.each([1, 25, 2000])(
    'all %i lines are written when the process exits',
    async (count) => {
      const run = start('exit', count);
      await run.exited;
      const lines = run.lines();
      expect(lines).toHaveLength(count);
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ path: `/line-${count - 1}`, status: 200 });
    },
    60_000,
  );

  it('a line shorter than the buffer comes out while the process runs', async () => {
    const run = start('stay', 1);
    try {
      await expect.poll(() => run.lines().length, { timeout: 30_000, interval: 100 }).toBe(1);
      expect(run.lines()[0]!.length).toBeLessThan(REQUEST_LOG_BUFFER_BYTES);
    } finally {
      run.child.kill('SIGKILL');
      await run.exited;
    }
  }, 60_000);
});
