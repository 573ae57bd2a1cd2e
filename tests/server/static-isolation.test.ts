/**
 * Tenant isolation of static files: every tenant's pages and assets sit side by side in one build
 * folder (`/t/<id>/…`), and no spelling of a path on one tenant's host reaches another's folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, lookupStatic } from '../../src/server/static-files.ts';

const TENANTS = ['burger', 'sushi', 'taco', 'live'] as const;
const mark = (tenant: string, file: string) => `${tenant.toUpperCase()}-ONLY ${file}`;

const dir = mkdtempSync(path.join(tmpdir(), 'static-isolation-'));
for (const t of TENANTS) {
  mkdirSync(path.join(dir, 't', t, 'menu'), { recursive: true });
  mkdirSync(path.join(dir, 't', t, '_not-found'), { recursive: true });
  writeFileSync(path.join(dir, 't', t, 'index.html'), `<p>${mark(t, 'page')}</p>`);
  writeFileSync(path.join(dir, 't', t, '_not-found', 'index.html'), `<p>${t} not found</p>`);
  writeFileSync(path.join(dir, 't', t, 'logo.svg'), `<svg>${mark(t, 'logo')}</svg>`);
  writeFileSync(path.join(dir, 't', t, 'menu', 'fries.webp'), mark(t, 'fries'));
}
mkdirSync(path.join(dir, '_astro'));
writeFileSync(path.join(dir, '_astro', 'app.abc.js'), 'export {};');
const files = createStaticFiles(dir);

/** Every spelling of "the other tenant's file" that the server must refuse. */
const HOSTILE: ((other: string) => string)[] = [
  (o) => `/..%2f${o}%2findex.html`,
  (o) => `/..%2F${o}%2Flogo.svg`,
  (o) => `/%2e%2e%2f${o}%2flogo.svg`,
  (o) => `/%2e%2e/${o}/logo.svg`,
  (o) => `/..%5c${o}%5clogo.svg`,
  (o) => `/..\\${o}\\logo.svg`,
  (o) => `/..%252f${o}%252flogo.svg`,
  (o) => `/%252e%252e/${o}/logo.svg`,
  (o) => `/..%2f${o}%2flogo.svg%00`,
  (o) => `/menu/..%2f..%2f${o}%2fmenu%2ffries.webp`,
  (o) => `/_astro/..%2ft%2f${o}%2findex.html`,
  (o) => `/_astro/%2e%2e/t/${o}/logo.svg`,
  (o) => `/_astro/..%5ct%5c${o}%5clogo.svg`,
  (o) => `/t/${o}/logo.svg`,
  (o) => `/..%c0%af${o}/logo.svg`,
];

const CASES = TENANTS.flatMap((host) =>
  TENANTS.filter((other) => other !== host).flatMap((other) =>
    HOSTILE.map((spell) => [host, other, spell(other)] as const),
  ),
);

describe('lookupStatic: the files a tenant host can reach', () => {
  it.each(CASES)('on %s, nothing of %s is found at %s', (host, _other, p) => {
    const found = lookupStatic(host, p, files.exists);
    if (found.kind === 'tenant' || found.kind === 'asset')
      expect(found.file.startsWith(found.kind === 'tenant' ? `/t/${host}/` : '/_astro/')).toBe(
        true,
      );
    expect(['refused', 'page']).toContain(found.kind);
  });

  it.each(TENANTS)('finds %s’s own files and the shared assets', (host) => {
    expect(lookupStatic(host, '/logo.svg', files.exists)).toEqual({
      kind: 'tenant',
      file: `/t/${host}/logo.svg`,
    });
    expect(lookupStatic(host, '/menu/fries.webp', files.exists)).toEqual({
      kind: 'tenant',
      file: `/t/${host}/menu/fries.webp`,
    });
    expect(lookupStatic(host, '/_astro/app.abc.js', files.exists)).toEqual({
      kind: 'asset',
      file: '/_astro/app.abc.js',
    });
    expect(lookupStatic(host, '/menu', files.exists)).toEqual({ kind: 'page' });
  });
});

describe('static files over HTTP, composed as scripts/serve.ts composes them', () => {
  let server: Server;
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const host = String(req.headers.host).split('.')[0]!;
      const pathname = new URL(req.url ?? '/', 'http://internal').pathname;
      const found = lookupStatic(host, pathname, files.exists);
      const opts = { status: 200, cacheControl: 'public, max-age=3600' };
      if (found.kind === 'tenant' || found.kind === 'asset') files.send(req, res, found.file, opts);
      else files.send(req, res, `/t/${host}/_not-found/index.html`, { ...opts, status: 404 });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  function get(host: string, p: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: p, headers: { host: `${host}.localhost` } },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it.each(CASES)('on %s, %s’s files stay out of reach at %s', async (host, other, p) => {
    const r = await get(host, p);
    expect(r.body).not.toContain(`${other.toUpperCase()}-ONLY`);
    expect(r.status).toBe(404);
  });

  it.each(TENANTS)('serves %s its own logo', async (host) => {
    const r = await get(host, '/logo.svg');
    expect([r.status, r.body]).toEqual([200, `<svg>${mark(host, 'logo')}</svg>`]);
  });
});
