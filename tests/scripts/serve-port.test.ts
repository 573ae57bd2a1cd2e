// `npm start` / `npm run serve` on a port that is already taken: one line that says what to do,
// naming the command that was run; `npm start` says so before its build.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandOf, portInUseMessage } from '../../src/server/listen.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function serve(
  port: number,
  { script = 'scripts/serve.ts', npmScript }: { script?: string; npmScript?: string } = {},
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
    // As npm sets it for the script it runs (and as this test runner may have inherited it).
    delete env.npm_lifecycle_event;
    if (npmScript) env.npm_lifecycle_event = npmScript;
    const child = spawn(process.execPath, ['--experimental-strip-types', script], {
      cwd: root,
      env,
    });
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

  it.each<[string, { script?: string; npmScript?: string }, string]>([
    ['npm run serve', { npmScript: 'serve' }, 'npm run serve'],
    [
      'npm start, before building',
      { script: 'scripts/check-port.ts', npmScript: 'start' },
      'npm start',
    ],
    ['node itself', {}, 'node --experimental-strip-types scripts/serve.ts'],
  ])('%s: prints one line naming the port and a way out, and exits 1', async (_, how, command) => {
    const r = await serve(port, how);
    expect(r.code).toBe(1);
    expect(r.err.trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1. Start on another port with PORT=${port + 1} ${command}.`,
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

describe('commandOf', () => {
  it.each<[NodeJS.ProcessEnv, string[], string[], string]>([
    [{ npm_lifecycle_event: 'start' }, [], [], 'npm start'],
    [{ npm_lifecycle_event: 'serve' }, [], [], 'npm run serve'],
    [{ npm_lifecycle_event: 'sandbox' }, [], [], 'npm run sandbox'],
    [
      {},
      ['node', path.join(process.cwd(), 'scripts/serve.ts')],
      ['--experimental-strip-types'],
      'node --experimental-strip-types scripts/serve.ts',
    ],
  ])('%j → %s', (env, argv, execArgv, command) =>
    expect(commandOf(env, argv, execArgv)).toBe(command),
  );
});

describe('a missing build', () => {
  it('names the folder it looked in (DIST_DIR)', async () => {
    const missing = path.join(root, '.tmp', 'no-such-build');
    const r = await new Promise<{ code: number | null; err: string }>((resolve) => {
      const child = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
        cwd: root,
        env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DIST_DIR: missing },
      });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += String(d)));
      child.on('exit', (code) => resolve({ code, err }));
    });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`No production build found in DIST_DIR=${missing}.`);
  });
});
