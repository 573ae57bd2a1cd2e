// What the benchmarks and the JavaScript size check share: the production server on a port of their
// own with a fresh in-memory sandbox, Debian's Chromium, and one way to count a script's size.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/fixtures/chromium.ts';
import { COPY_SUFFIX, shouldCompress } from '../src/server/precompress.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = ChildProcessByStdio<null, Readable, null>;

/** A port the system says is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `npm run serve` on `port`; resolves once it listens. */
export async function startServer(port: number, timeoutMs = 30_000): Promise<ServerProcess> {
  const server = spawn(process.execPath, ['--experimental-strip-types', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STOREFRONT_SANDBOX_DB: 'memory' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    timer.unref();
    server.once('exit', (code) =>
      reject(new Error(`The server stopped (exit ${code}); run \`npm run build\` first.`)),
    );
    server.stdout.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return server;
}

/**
 * Chromium flags on a closed network, as root (docs/architecture.md §10): the end-to-end tests' own
 * list.
 */
export const CHROMIUM_FLAGS = CHROMIUM_ARGS;

/** CHROMIUM_PATH, else the first system Chromium or Chrome found. */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) =>
    existsSync(p),
  );
}

/**
 * Debian's Chromium (chromiumPath) with CHROMIUM_FLAGS. Playwright loads only when asked for.
 * `headlessShell` takes Debian's headless-only build when it is installed, for a check that counts
 * bytes and draws nothing a person looks at (CHROMIUM_PATH still wins).
 */
export async function launchChromium({ headlessShell = false, args = CHROMIUM_FLAGS } = {}) {
  const { chromium } = await import('@playwright/test');
  const executablePath = headlessShell ? chromiumExecutable({ headlessShell }) : chromiumPath();
  return chromium.launch({ ...(executablePath ? { executablePath } : {}), args });
}

/** Where the production build keeps the file at `url`'s path. */
const buildFileOf = (url: string) => path.join(root, 'dist', 'client', new URL(url).pathname);

/** True when `url` names a file of the production build (else an outside service's script). */
export function isBuildFile(url: string): boolean {
  return existsSync(buildFileOf(url));
}

/**
 * The bytes of a script the page loaded as the server sends it to a browser that takes gzip
 * (docs/architecture.md §8 counts gzip; the server may send brotli, and transfer sizes include
 * headers): the build's gzip copy (scripts/precompress-assets.ts), else zlib's best level of the
 * file when the server compresses it, else the file itself. `fallback` when it is not a file of the
 * build.
 */
export function scriptGzipBytes(url: string, fallback: number): number {
  const file = buildFileOf(url);
  const copy = file + COPY_SUFFIX.gzip;
  if (existsSync(copy)) return statSync(copy).size;
  if (!existsSync(file)) return fallback;
  const body = readFileSync(file);
  return shouldCompress(file, body.length) ? gzipSync(body, { level: 9 }).length : body.length;
}

/**
 * Posts `body` to one call of the sandbox's fixture API (`/__sandbox/clock`, `/__sandbox/faults`…)
 * of the tenant at `origin`; resolves to the answer's status. Node does not resolve `*.localhost`
 * as browsers do, so the call goes to 127.0.0.1 with the tenant's Host.
 */
export function postSandboxFixture(origin: string, path: string, body: object): Promise<number> {
  const url = new URL(origin);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path,
        method: 'POST',
        headers: { host: url.host, 'x-storefront': '1', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
