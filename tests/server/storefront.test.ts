/**
 * The production server hands Astro's endpoints what it resolved for a request in `locals`
 * (docs/architecture.md §4 "One server module graph"), never in request headers a client could
 * also send; a wrong setting stops it before it serves.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefront, type AstroHandler } from '../../src/server/storefront.ts';
import type { ServerLocals } from '../../src/lib/http/resolved-forwarding.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'storefront-'));
mkdirSync(path.join(dist, 'client', 't', 'burger', '_not-found'), { recursive: true });
mkdirSync(path.join(dist, 'client', 'unknown-host'), { recursive: true });
writeFileSync(path.join(dist, 'client', 't', 'burger', '_not-found', 'index.html'), 'not found');
writeFileSync(path.join(dist, 'client', 'unknown-host', 'index.html'), 'unknown host');
writeFileSync(
  path.join(dist, 'tenants.json'),
  JSON.stringify({ tenants: [{ id: 'burger', hosts: ['burger.localhost'] }] }),
);

const seen: {
  url: string | undefined;
  headers: IncomingMessage['headers'];
  locals: ServerLocals | undefined;
}[] = [];
const handler: AstroHandler = (req, res, _next, locals) => {
  seen.push({ url: req.url, headers: { ...req.headers }, locals });
  res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
};

function call(
  port: number,
  headers: Record<string, string>,
  path = '/api/admin-link',
): Promise<{ status: number; hsts: string | undefined }> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', method: 'POST', path, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          hsts: res.headers['strict-transport-security'],
        }),
      );
    })
      .on('error', reject)
      .end('{}');
  });
}

describe('createStorefront', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    vi.stubEnv('STOREFRONT_SANDBOX', 'off');
    server = createServer();
    const storefront = createStorefront({
      server,
      dist,
      handler,
      env: { TRUST_PROXY: 'loopback' },
    });
    server.on('request', storefront.listener);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('passes the address and scheme a trusted proxy forwarded to the endpoint in locals', async () => {
    const r = await call(port, {
      host: 'burger.localhost',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
    });
    expect(r.status).toBe(200);
    expect(r.hsts).toBeDefined();
    const last = seen.at(-1)!;
    expect(last.url).toBe('/t/burger/api/admin-link');
    expect(last.locals).toEqual({ forwarding: { ip: '203.0.113.9', https: true } });
    expect(Object.keys(last.headers).filter((h) => h.startsWith('x-storefront-'))).toEqual([]);
  });

  it('without forwarding headers, the socket peer over plain HTTP (no HSTS)', async () => {
    const r = await call(port, { host: 'burger.localhost' });
    expect(r.hsts).toBeUndefined();
    expect(seen.at(-1)!.locals).toEqual({ forwarding: { ip: '127.0.0.1', https: false } });
  });

  it('answers the backend proxy itself, not through an endpoint', async () => {
    const before = seen.length;
    // No X-Storefront header: the proxy's own refusal, with the server's security headers.
    const r = await call(
      port,
      {
        host: 'burger.localhost',
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
      },
      '/api/proxy',
    );
    expect(r.status).toBe(403);
    expect(r.hsts).toBeDefined();
    expect(seen.length).toBe(before);
  });

  it('never hands an unknown host to an endpoint', async () => {
    const before = seen.length;
    expect((await call(port, { host: 'evil.example' })).status).toBe(404);
    expect(seen.length).toBe(before);
  });

  it('refuses a wrong setting before serving', () =>
    expect(() =>
      createStorefront({ server: createServer(), dist, handler, env: { TRUST_PROXY: 'bogus' } }),
    ).toThrow(/TRUST_PROXY/));
});
