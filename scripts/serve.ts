// Production server: `npm run serve` (HOST, PORT; default 127.0.0.1:4321; README "Deploying").
// Picks the tenant from the Host header, serves its prerendered shells and assets with ETags,
// precompressed bodies and cache headers, and hands API paths to Astro's handler. Home and Menu
// (with the tenant's stores or the store's menu in them) are rendered by Astro and kept in memory
// briefly (src/server/page-cache-serve.ts). Answers /healthz, /readyz and /metrics on any host, logs
// one JSON line per request, and drains on SIGTERM (docs/deploying.md).
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import compression from 'compression';
import { createStaticFiles, lookupStatic } from '../src/server/static-files.ts';
import { createLivePages } from '../src/server/page-cache-serve.ts';
import { listen, shownHost } from '../src/server/listen.ts';
import { hostTable, tenantForHost, type HostedTenant } from '../src/lib/hosts.ts';
import { matchRoute, screen, type RouteMatch } from '../src/lib/routes.ts';
import { securityHeaders, HSTS } from '../src/server/headers.ts';
import { sandboxEnabled } from '../src/sandbox/core/enabled.ts';
import { forwardedClient, parseTrustProxy, type TrustProxy } from '../src/lib/http/trust-proxy.ts';
import {
  CLIENT_IP_HEADER,
  CLIENT_PROTO_HEADER,
  markForwardingResolved,
} from '../src/lib/http/resolved-forwarding.ts';
import { createLogger } from '../src/server/logger.ts';
import { logPath, REQUEST_ID_HEADER, requestIdFrom } from '../src/server/request-log.ts';
import {
  answerHealth,
  HEALTH_PATHS,
  shutdownDelayMs,
  shutDownOnSignals,
  trackInFlight,
  type ServerState,
} from '../src/server/lifecycle.ts';
import { assertSessionSecrets } from '../src/api/session-keys.server.ts';
import { closeRedis, redisDownMode, redisProbe, sharedRedis } from '../src/server/redis.server.ts';
import { closeUpstreamPool } from '../src/api/upstream.server.ts';

// React (loaded with the build, below) picks its production or development build from NODE_ENV
// when first imported: the server always runs the production one, whoever starts it. Nothing
// imported above loads React. Whether this is a real deployment is STOREFRONT_ENV's business.
process.env.NODE_ENV = 'production';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
const manifestFile = path.join(dist, 'tenants.json');
const entry = path.join(dist, 'server', 'entry.mjs');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 4321);
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
const log = createLogger();
// Connected before traffic arrives: the proxy's limits (in the build) share this one client.
const redis = sharedRedis();
// Redis is needed to serve only when limits refuse calls without it (RATE_LIMIT_REDIS_DOWN=closed);
// otherwise an outage is reported as `degraded` and the instance stays ready.
const redisCheck = redis ? { redis: redisProbe(redis) } : undefined;
const state: ServerState = {
  loaded: false,
  warmed: false,
  stopping: false,
  log,
  ...(redisCheck &&
    (redisDownMode() === 'closed' ? { probes: redisCheck } : { optional: redisCheck })),
};

let shutdownDelay = 0;
/** A setting that is wrong stops the server before it listens, with the reason. */
function settingsOrExit(): TrustProxy {
  try {
    assertSessionSecrets(process.env);
    shutdownDelay = shutdownDelayMs();
    return parseTrustProxy(process.env);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
const trust = settingsOrExit();
markForwardingResolved();

/** Paths answered by on-demand endpoints instead of static shells. */
const DYNAMIC_PREFIXES = ['/api/', '/__sandbox/'];

/** Everything a request needs, loaded from the build once the port is ours. */
async function load() {
  if (!existsSync(manifestFile) || !existsSync(entry)) {
    console.error(
      `No production build found in ${process.env.DIST_DIR ? `DIST_DIR=${dist}` : dist}. Run \`npm run build\` first (or \`npm start\`, which builds and serves)${process.env.DIST_DIR ? ', or point DIST_DIR at the folder the build wrote' : ''}.`,
    );
    process.exit(1);
  }
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const astro = (await import(pathToFileURL(entry).href)) as { handler: Handler };
  const { tenants } = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    tenants: HostedTenant[];
  };
  return {
    astroHandler: astro.handler,
    tenants,
    hosts: hostTable(tenants),
    files: createStaticFiles(path.join(dist, 'client')),
    compress: compression({ threshold: 1024 }),
    // The sandbox's OIDC issuer is a Node (Koa) app, not an Astro endpoint, so it is mounted here;
    // loaded only when the sandbox is on.
    sandboxOidc: sandboxEnabled() ? await import('../src/sandbox/oidc/mount.ts') : undefined,
  };
}

type App = Awaited<ReturnType<typeof load>>;

const livePages = createLivePages();

async function handle(app: App, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { astroHandler, hosts, files, compress, sandboxOidc } = app;
  const send = (file: string, status: number, cacheControl: string) =>
    files.send(req, res, file, { status, cacheControl });
  // `compression` is typed as Express middleware but needs only Node's request and response.
  const compressed = (next: () => void) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], next);
  for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
  if (req.headers[CLIENT_PROTO_HEADER] === 'https')
    res.setHeader('Strict-Transport-Security', HSTS);
  const tenantId = tenantForHost(hosts, req.headers.host);
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://internal');
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  const pathname = url.pathname;
  if (!tenantId) {
    // Never fall back to another tenant: an unknown host gets its own unbranded 404.
    send('/unknown-host/index.html', 404, 'no-store');
    return;
  }
  if (sandboxOidc?.isSandboxOidcPath(pathname)) {
    await sandboxOidc.handleSandboxOidc(req, res, tenantId);
    return;
  }
  if (DYNAMIC_PREFIXES.some((p) => pathname.startsWith(p))) {
    req.url = `/t/${tenantId}${pathname}${url.search}`;
    compressed(() =>
      astroHandler(req, res, () => send(`/t/${tenantId}/_not-found/index.html`, 404, 'no-cache')),
    );
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Method not allowed');
    return;
  }
  const found = lookupStatic(tenantId, pathname, files.exists);
  if (found.kind === 'refused') {
    send(`/t/${tenantId}/_not-found/index.html`, 404, 'no-cache');
    return;
  }
  if (found.kind === 'asset') {
    // Content-hashed build output: safe to cache forever.
    send(found.file, 200, 'public, max-age=31536000, immutable');
    return;
  }
  if (found.kind === 'tenant') {
    send(found.file, 200, 'public, max-age=3600');
    return;
  }
  const last = pathname.split('/').pop() ?? '';
  const { screen: target, params } = last.includes('.')
    ? { screen: screen('not-found'), params: {} as RouteMatch['params'] }
    : matchRoute(pathname);
  const shell = `/t/${tenantId}/${target.shellPath ? `${target.shellPath}/` : ''}index.html`;
  // Home (the store list) and Menu (categories and items; 404 for an unknown store) are rendered
  // on demand and answered from memory while fresh; the static shell, whose island fetches the same
  // data, answers when they cannot be rendered.
  const live =
    target.key === 'home'
      ? `/t/${tenantId}/home-live${url.search}`
      : target.key === 'menu' && params.storeId
        ? `/t/${tenantId}/menu-live/${encodeURIComponent(params.storeId)}${url.search}`
        : undefined;
  if (live) {
    livePages.answer(req, res, {
      handler: astroHandler,
      tenantId,
      url: live,
      fallback: () => send(shell, 200, 'no-cache'),
      compressed,
    });
    return;
  }
  send(shell, target.status ?? 200, 'no-cache');
}

/**
 * The client's address and scheme under TRUST_PROXY, handed to the Astro endpoints in headers
 * that replace any a client sent (src/lib/http/resolved-forwarding.ts).
 */
function resolveForwarding(req: IncomingMessage): void {
  const { ip, https } = forwardedClient(
    {
      remoteAddress: req.socket.remoteAddress,
      tls: (req.socket as { encrypted?: boolean }).encrypted === true,
      forwardedFor: req.headers['x-forwarded-for'],
      forwardedProto: req.headers['x-forwarded-proto'],
    },
    trust,
  );
  delete req.headers[CLIENT_IP_HEADER];
  if (ip) req.headers[CLIENT_IP_HEADER] = ip;
  req.headers[CLIENT_PROTO_HEADER] = https ? 'https' : 'http';
}

/** One JSON line when the response is done (or the client went away): no query, headers or body. */
function logRequest(req: IncomingMessage, res: ServerResponse, reqId: string, path: string) {
  const started = performance.now();
  res.once('close', () => {
    const line = {
      reqId,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(performance.now() - started),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    // Balancers poll the health endpoints every few seconds: those lines only at debug.
    if (HEALTH_PATHS.has(path)) log.debug(line, 'health');
    else log.info(line, 'request');
  });
}

// Requests that arrive while the build is still loading wait for it.
let ready: (app: App) => void = () => undefined;
const appReady = new Promise<App>((resolve) => (ready = resolve));
const server = http.createServer((req, res) => {
  const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  // The proxy passes it on to the tenant API, so one id follows a call across both logs.
  req.headers[REQUEST_ID_HEADER] = reqId;
  const path = logPath(req.url);
  res.setHeader('X-Request-Id', reqId);
  // While draining, each answer tells keep-alive clients to reconnect (to another instance).
  if (state.stopping) res.setHeader('Connection', 'close');
  logRequest(req, res, reqId, path);
  if (
    (req.method === 'GET' || req.method === 'HEAD') &&
    answerHealth(req, res, path, state, inFlight)
  )
    return;
  resolveForwarding(req);
  appReady
    .then((app) => handle(app, req, res))
    .catch((err: unknown) => {
      log.error({ reqId, err: err instanceof Error ? err.message : String(err) }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    });
});
server.keepAliveTimeout = 65_000;
const inFlight = trackInFlight(server);

// The port first: a taken port is the likelier mistake, and its message needs no build.
try {
  await listen(server, port, host);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
shutDownOnSignals(server, {
  state,
  inFlight,
  timeoutMs: shutdownTimeoutMs,
  delayMs: shutdownDelay,
  log,
  release: () => Promise.all([closeRedis(), closeUpstreamPool()]),
});
const app = await load();
ready(app);
state.loaded = true;
// Ready for a balancer once every text file is compressed; requests before that still work.
void app.files.precompress().then(
  (count) => {
    state.warmed = true;
    log.debug({ files: count }, 'static files precompressed');
  },
  (err: unknown) => {
    state.warmed = true;
    log.warn({ err: err instanceof Error ? err.message : String(err) }, 'precompression failed');
  },
);
// Printed for people (and the end-to-end fixture waits for this line); the logs are JSON.
console.log(`Storefront listening on http://${shownHost(host)}:${port}`);
for (const t of app.tenants) {
  // A tenant file may list <id>.localhost itself (new-tenant's scaffold does): name it once.
  const also = t.hosts.filter((h) => h.toLowerCase() !== `${t.id}.localhost`);
  console.log(
    `  ${t.id.padEnd(12)} http://${t.id}.localhost:${port}/  ${also.length ? `(also ${also.join(', ')})` : ''}`,
  );
}
