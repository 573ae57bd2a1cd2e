/**
 * The production server's request handling (docs/architecture.md §4): picks the tenant from the
 * Host header (src/server/route.ts), serves its prerendered shells and assets with ETags,
 * precompressed bodies and cache headers, answers the backend proxy itself, and hands the other API
 * paths to Astro's handler. Home and Menu
 * (with the tenant's stores or the store's menu in them) are rendered by Astro and kept in memory
 * briefly (page-cache-serve.ts). Answers /healthz, /readyz and /metrics on any host, logs one JSON
 * line per request, and drains on SIGTERM (docs/deploying.md).
 *
 * Built into the Astro server bundle beside the adapter's handler (src/server/entry.ts), so the
 * server and the endpoints share one copy of every module: one Redis client, one upstream pool, one
 * page-data version. What the server resolved for a request reaches the endpoints in `locals`.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import { createStaticFiles } from './static-files.ts';
import { CONTENT_COPIES_DIR } from './precompress.ts';
import { createLivePages } from './page-cache-serve.ts';
import { answerQuote } from './quote-page.ts';
import type { NodeHandler } from './page-cache-render.ts';
import { hostTable, type HostedTenant } from '../lib/hosts.ts';
import { LOCALE_VARY, route, type Route } from './route.ts';
import { cookieValue, LOCALE_COOKIE, tenantLocales, type Locale } from '../lib/i18n/locales.ts';
import { securityHeaders, HSTS } from './headers.ts';
import { sandboxEnabled } from '../sandbox/core/enabled.ts';
import { parseTrustProxy } from '../lib/http/trust-proxy.ts';
import { forwardingResolver } from './forwarding.ts';
import type { ResolvedForwarding, ServerLocals } from '../lib/http/resolved-forwarding.ts';
import { createLogger, requestLogger } from './logger.ts';
import { logPath, REQUEST_ID_HEADER, requestIdFrom } from './request-log.ts';
import {
  answerHealth,
  HEALTH_PATHS,
  shutdownDelayMs,
  shutDownOnSignals,
  trackInFlight,
  type ServerState,
} from './lifecycle.ts';
import { assertSessionSecrets } from '../api/session-keys.server.ts';
import { closeRedis, redisDownMode, redisProbe, sharedRedis } from './redis.server.ts';
import { closeListener } from './connections.ts';
import { closeUpstreamPool } from '../api/upstream.server.ts';
import { answerProxyNode } from '../api/proxy-node.server.ts';

/** The @astrojs/node handler in middleware mode; the fourth argument becomes `Astro.locals`. */
export type AstroHandler = NodeHandler;

export interface StorefrontOptions {
  /** The server serve.ts listens with; requests are handed to `listener`. */
  server: Server;
  /** The build folder (`dist/`): `tenants.json` and `client/`. */
  dist: string;
  handler: AstroHandler;
  env?: NodeJS.ProcessEnv;
}

export interface Storefront {
  listener: RequestListener;
  tenants: HostedTenant[];
  /** Precompresses the static files; the instance is ready for a balancer once it is done. */
  warm: () => Promise<void>;
  /** SIGTERM/SIGINT drain the server and release Redis and the upstream pool (lifecycle.ts). */
  shutDownOnSignals: (timeoutMs: number) => void;
}

/** How many routes routeOf keeps before it starts over. */
const ROUTES_KEPT = 2_000;

/** Throws with the reason when a setting is wrong (the entry prints it and exits). */
export function createStorefront(options: StorefrontOptions): Storefront {
  const { server, dist, handler: astroHandler, env = process.env } = options;
  assertSessionSecrets(env);
  const shutdownDelay = shutdownDelayMs(env);
  const resolveForwarding = forwardingResolver(parseTrustProxy(env));
  const log = createLogger();
  const requestLog = requestLogger(log);
  // Connected before traffic arrives: the proxy's limits share this one client.
  const redis = sharedRedis(env);
  // Redis is needed to serve only when limits refuse calls without it (RATE_LIMIT_REDIS_DOWN=closed);
  // otherwise an outage is reported as `degraded` and the instance stays ready.
  const redisCheck = redis ? { redis: redisProbe(redis) } : undefined;
  const state: ServerState = {
    loaded: false,
    warmed: false,
    stopping: false,
    log,
    ...(redisCheck &&
      (redisDownMode(env) === 'closed' ? { probes: redisCheck } : { optional: redisCheck })),
  };
  const { tenants } = JSON.parse(readFileSync(path.join(dist, 'tenants.json'), 'utf8')) as {
    tenants: HostedTenant[];
  };
  const hosts = hostTable(tenants);
  const files = createStaticFiles(path.join(dist, 'client'), path.join(dist, CONTENT_COPIES_DIR));
  const compress = compression({ threshold: 1024 });
  // The sandbox's OIDC issuer is a Node (Koa) app, not an Astro endpoint; loaded only when the
  // sandbox is on.
  const sandboxOidc = sandboxEnabled() ? import('../sandbox/oidc/mount.ts') : undefined;
  const livePages = createLivePages();
  const inFlight = trackInFlight(server);
  state.loaded = true;

  const locales = new Map<string, readonly Locale[]>();
  for (const t of tenants) if (t.locales) locales.set(t.id, tenantLocales(t.locales));
  const routing = { hosts, exists: files.exists, sandboxOidc: sandboxOidc !== undefined, locales };
  // route() is pure and what it reads (hosts, the build's files) never changes while the process
  // runs, so its answers are kept: most requests ask for a few paths again and again. Bounded, as
  // anyone may send any path.
  const routes = new Map<string, Route>();
  function routeOf(req: IncomingMessage): Route {
    const read = req.method === 'GET' || req.method === 'HEAD';
    // A chain with several languages answers a page by the guest's choice too (route.ts).
    const { cookie, 'accept-language': acceptLanguage } = req.headers;
    // Only the kept language of the cookies counts: keying on the whole header (a session per
    // guest) would fill the table with one entry per visitor.
    const lang =
      locales.size && read
        ? `\n${cookieValue(cookie, LOCALE_COOKIE) ?? ''}\n${acceptLanguage ?? ''}`
        : '';
    const key = `${read ? 'r' : req.method}\n${req.headers.host}\n${req.url}${lang}`;
    let to = routes.get(key);
    if (!to) {
      to = route(
        { method: req.method, host: req.headers.host, url: req.url, cookie, acceptLanguage },
        routing,
      );
      if (routes.size >= ROUTES_KEPT) routes.clear();
      routes.set(key, to);
    }
    return to;
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    forwarding: ResolvedForwarding,
    to: Route,
  ) {
    const send = (file: string, status: number, cacheControl: string, vary?: string) =>
      files.send(req, res, file, { status, cacheControl, vary });
    // `compression` is typed as Express middleware but needs only Node's request and response.
    const compressed = (next: () => void) =>
      compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], next);
    for (const [k, v] of Object.entries(securityHeaders)) res.setHeader(k, v);
    if (forwarding.https) res.setHeader('Strict-Transport-Security', HSTS);
    const locals: ServerLocals = { forwarding };
    switch (to.kind) {
      case 'bad-request':
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
        return;
      case 'unknown-host':
        send(to.file, 404, 'no-store');
        return;
      case 'sandbox-oidc':
        await (await sandboxOidc!).handleSandboxOidc(req, res, to.tenantId);
        return;
      case 'proxy':
        await new Promise<void>((resolve, reject) =>
          compressed(() => {
            answerProxyNode(req, res, to.tenantId, forwarding).then(resolve, reject);
          }),
        );
        return;
      case 'endpoint':
        req.url = to.url;
        compressed(() => astroHandler(req, res, () => send(to.notFound, 404, 'no-cache'), locals));
        return;
      case 'method-not-allowed':
        res
          .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
          .end('Method not allowed');
        return;
      case 'file':
        if (to.setCookie) res.setHeader('Set-Cookie', to.setCookie);
        send(to.file, to.status, to.cacheControl, to.vary);
        return;
      case 'redirect':
        if (to.setCookie) res.setHeader('Set-Cookie', to.setCookie);
        res
          .writeHead(302, { Location: to.location, 'Cache-Control': 'no-store', Vary: LOCALE_VARY })
          .end();
        return;
      case 'quote':
        await answerQuote(req, res, {
          handler: astroHandler,
          url: to.url,
          locals,
          fallback: () => send(to.shell, 200, 'no-cache', to.vary),
          compressed,
        });
        return;
      case 'live':
        livePages.answer(req, res, {
          handler: astroHandler,
          tenantId: to.tenantId,
          url: to.url,
          fallback: () => send(to.shell, 200, 'no-cache'),
          compressed,
        });
        return;
    }
  }

  /** One JSON line when the response is done (or the client went away): no query, headers or body. */
  function logRequest(req: IncomingMessage, res: ServerResponse, reqId: string, path: string) {
    // Balancers poll the health endpoints every few seconds: those lines only at debug.
    const health = HEALTH_PATHS.has(path);
    if (!requestLog.isLevelEnabled(health ? 'debug' : 'info')) return;
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
      if (health) requestLog.debug(line, 'health');
      else requestLog.info(line, 'request');
    });
  }

  const listener: RequestListener = (req, res) => {
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    // The proxy passes it on to the tenant API, so one id follows a call across both logs.
    req.headers[REQUEST_ID_HEADER] = reqId;
    const path = logPath(req.url);
    logRequest(req, res, reqId, path);
    const failed = (err: unknown) => {
      log.error({ reqId, err: err instanceof Error ? err.message : String(err) }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    };
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!(read && HEALTH_PATHS.has(path)))
      try {
        const forwarding = resolveForwarding(req);
        const to = routeOf(req);
        // A kept Home or Menu: answered with this response's own headers in one write, first.
        if (
          to.kind === 'live' &&
          !state.stopping &&
          livePages.answerKept(req, res, { handler: astroHandler, ...to }, [
            'X-Request-Id',
            reqId,
            ...(forwarding.https ? ['Strict-Transport-Security', HSTS] : []),
          ])
        )
          return;
        res.setHeader('X-Request-Id', reqId);
        // While draining, each answer tells keep-alive clients to reconnect (to another instance).
        if (state.stopping) res.setHeader('Connection', 'close');
        handle(req, res, forwarding, to).catch(failed);
        return;
      } catch (err) {
        failed(err);
        return;
      }
    res.setHeader('X-Request-Id', reqId);
    if (state.stopping) res.setHeader('Connection', 'close');
    answerHealth(req, res, path, state, inFlight);
  };

  return {
    listener,
    tenants,
    warm: () =>
      files.precompress().then(
        (count) => {
          state.warmed = true;
          log.debug({ files: count }, 'static files precompressed');
        },
        (err: unknown) => {
          state.warmed = true;
          log.warn(
            { err: err instanceof Error ? err.message : String(err) },
            'precompression failed',
          );
        },
      ),
    shutDownOnSignals: (timeoutMs) =>
      shutDownOnSignals(server, {
        state,
        inFlight,
        timeoutMs,
        delayMs: shutdownDelay,
        log,
        release: () => Promise.all([closeRedis(), closeUpstreamPool()]),
        stopListening: (onClosed) => closeListener(server, onClosed),
      }),
  };
}
