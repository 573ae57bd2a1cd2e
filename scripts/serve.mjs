// Production server: `npm run serve` (HOST, PORT; default 127.0.0.1:4321).
// Picks the tenant from the Host header, serves its prerendered shells and assets with ETags,
// compression and cache headers, and hands API paths, Home and Menu (rendered per request, with the
// tenant's stores or the store's menu in them) to Astro's handler.
import http from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { createStaticFiles } from '../src/server/static-files.ts';
import { answerOrFallback } from '../src/server/fallback.ts';
import { hostTable, tenantForHost } from '../src/lib/hosts.ts';
import { matchRoute, screen } from '../src/lib/routes.ts';
import { securityHeaders } from '../src/server/headers.ts';
import { sandboxEnabled } from '../src/sandbox/core/enabled.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, 'tenants.json');
const entry = path.join(dist, 'server', 'entry.mjs');
if (!existsSync(manifestFile) || !existsSync(entry)) {
  console.error(
    'No production build found in dist/. Run `npm run build` first (or `npm start`, which builds and serves).',
  );
  process.exit(1);
}

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler: astroHandler } = await import(pathToFileURL(entry).href);
const { tenants } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const hosts = hostTable(tenants);
const files = createStaticFiles(path.join(dist, 'client'));
const compress = compression({ threshold: 1024 });
// The sandbox's OIDC issuer is a Node (Koa) app, not an Astro endpoint, so it is mounted here;
// loaded only when the sandbox is on.
const sandboxOidc = sandboxEnabled() ? await import('../src/sandbox/oidc/mount.ts') : undefined;

/** Paths answered by on-demand endpoints instead of static shells. */
const DYNAMIC_PREFIXES = ['/api/', '/__sandbox/'];

function send(req, res, file, status, cacheControl) {
  files.send(req, res, file, { status, cacheControl });
}

async function handle(req, res) {
  for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
  const tenantId = tenantForHost(hosts, req.headers.host);
  let url;
  try {
    url = new URL(req.url ?? '/', 'http://internal');
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const pathname = url.pathname;
  if (!tenantId) {
    // Never fall back to another tenant: an unknown host gets its own unbranded 404.
    send(req, res, '/unknown-host/index.html', 404, 'no-store');
    return;
  }
  if (sandboxOidc?.isSandboxOidcPath(pathname)) {
    await sandboxOidc.handleSandboxOidc(req, res, tenantId);
    return;
  }
  if (DYNAMIC_PREFIXES.some((p) => pathname.startsWith(p))) {
    req.url = `/t/${tenantId}${pathname}${url.search}`;
    compress(req, res, () =>
      astroHandler(req, res, () =>
        send(req, res, `/t/${tenantId}/_not-found/index.html`, 404, 'no-cache'),
      ),
    );
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Method not allowed');
    return;
  }
  if (pathname.startsWith('/_astro/')) {
    // Content-hashed build output: safe to cache forever.
    send(req, res, pathname, 200, 'public, max-age=31536000, immutable');
    return;
  }
  const last = pathname.split('/').pop() ?? '';
  if (last.includes('.') && files.exists(`/t/${tenantId}${pathname}`)) {
    send(req, res, `/t/${tenantId}${pathname}`, 200, 'public, max-age=3600');
    return;
  }
  const { screen: target, params } = last.includes('.')
    ? { screen: screen('not-found'), params: {} }
    : matchRoute(pathname);
  const shell = `/t/${tenantId}/${target.shellPath ? `${target.shellPath}/` : ''}index.html`;
  if (target.key === 'home') {
    // The store list in the first HTML; the static shell (whose island fetches the list) when the
    // on-demand page does not answer or fails.
    req.url = `/t/${tenantId}/home-live${url.search}`;
    res.setHeader('Cache-Control', 'no-cache');
    compress(req, res, () =>
      answerOrFallback(
        res,
        (next) => astroHandler(req, res, next),
        () => send(req, res, shell, 200, 'no-cache'),
      ),
    );
    return;
  }
  if (target.key === 'menu' && params.storeId) {
    // Categories and items in the first HTML (404 for an unknown store); the static Menu shell,
    // whose island fetches the menu, when the on-demand page cannot answer.
    req.url = `/t/${tenantId}/menu-live/${encodeURIComponent(params.storeId)}${url.search}`;
    res.setHeader('Cache-Control', 'no-cache');
    compress(req, res, () =>
      answerOrFallback(
        res,
        (next) => astroHandler(req, res, next),
        () => send(req, res, shell, 200, 'no-cache'),
      ),
    );
    return;
  }
  send(req, res, shell, target.status ?? 200, 'no-cache');
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    console.error(err);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  });
});
server.keepAliveTimeout = 65_000;

const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
server.listen(port, host, () => {
  const shown = host.includes(':') ? `[${host}]` : host;
  console.log(`Storefront listening on http://${shown}:${port}`);
  for (const t of tenants)
    console.log(
      `  ${t.id.padEnd(12)} http://${t.id}.localhost:${port}/  ${t.hosts.length ? `(also ${t.hosts.join(', ')})` : ''}`,
    );
});

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
