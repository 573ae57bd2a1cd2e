// `npm start` / `npm run serve` on a port that is already taken: one line that says what to do.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portInUseMessage } from '../../src/server/listen.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function serve(port: number): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--experimental-strip-types', path.join(root, 'scripts/serve.ts')],
      { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += String(d)));
    child.stderr.on('data', (d: Buffer) => (err += String(d)));
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`serve did not exit; stdout: ${out}`));
    }, 80_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

describe('npm run serve on a busy port', () => {
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    port = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it('prints one line naming the port and a way out, and exits 1', async () => {
    const r = await serve(port);
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1. Start on another port with PORT=${port + 1} npm start.`,
    );
    expect(r.err).not.toContain('EADDRINUSE');
    expect(r.out).toBe('');
  });
});

describe('portInUseMessage', () => {
  it.each([
    [
      4321,
      '127.0.0.1',
      'Port 4321 is already in use on 127.0.0.1. Start on another port with PORT=4322 npm start.',
    ],
    [
      8080,
      '::1',
      'Port 8080 is already in use on [::1]. Start on another port with PORT=8081 npm start.',
    ],
  ])('%i on %s', (port, host, text) => expect(portInUseMessage(port, host)).toBe(text));
});
