import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

/** A check of an outside service: whether it is reachable now; a probe caches its own answer. */
export type Probe = () => Promise<boolean>;

/** What the health endpoints report; never anything about a tenant. */
export interface ServerState {
  /** The build (manifest, Astro handler, static files) is loaded. */
  loaded: boolean;
  /** Start-up precompression of the static files is done. */
  warmed: boolean;
  stopping: boolean;
  /**
   * Outside services the instance cannot serve without, by name (e.g. `redis` with
   * RATE_LIMIT_REDIS_DOWN=closed): one that does not answer makes the instance not ready.
   */
  probes?: Readonly<Record<string, Probe>>;
  /**
   * Outside services the instance serves without, less well (e.g. `redis` in the default
   * RATE_LIMIT_REDIS_DOWN=open, where limits are counted per instance meanwhile): one that does
   * not answer is reported as `degraded`, and readiness stays 200. Failing readiness for them
   * would make a balancer take every instance out at once over a blip of an optional service.
   */
  optional?: Readonly<Record<string, Probe>>;
  /** Names of optional services seen away at the last readiness check (kept by answerHealth). */
  degraded?: Set<string>;
  /** Told once when an optional service goes away and once when it is back. */
  log?: Pick<Logger, 'warn' | 'info'>;
}

export const HEALTH_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** Notes which optional services are away now, logging each change once. */
function noteDegraded(state: ServerState, away: string[]): void {
  const seen = (state.degraded ??= new Set());
  for (const name of away)
    if (!seen.has(name)) {
      seen.add(name);
      state.log?.warn({ service: name }, `${name} unreachable: serving degraded (still ready)`);
    }
  for (const name of [...seen])
    if (!away.includes(name)) {
      seen.delete(name);
      state.log?.info({ service: name }, `${name} reachable again: no longer degraded`);
    }
}

const ask = (probes: [string, Probe][]) =>
  Promise.all(probes.map(([, probe]) => probe().catch(() => false)));

/**
 * Answers GET/HEAD /healthz (the process is alive), /readyz (send it traffic: the build is loaded
 * and its files compressed, every required probe answers, and it is not shutting down) and
 * /metrics (the same in Prometheus' text format) on any host, before tenant lookup. The /readyz
 * body names each check and lists optional services that are away under `degraded`. Returns false
 * for every other path. With probes, the answer is written once they have answered.
 */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ServerState,
  inFlight?: () => number,
): boolean {
  if (!HEALTH_PATHS.has(pathname)) return false;
  const reply = (status: number, text: string, type: string) => {
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  const json = (status: number, body: unknown) =>
    reply(status, JSON.stringify(body), 'application/json; charset=utf-8');
  if (pathname === '/healthz') {
    json(200, { status: 'ok' });
    return true;
  }
  const required = Object.entries(state.probes ?? {});
  const optional = Object.entries(state.optional ?? {});
  const answer = ([needed, extra]: [boolean[], boolean[]]) => {
    const checks: Record<string, boolean> = { build: state.loaded, precompressed: state.warmed };
    required.forEach(([name], i) => (checks[name] = needed[i]!));
    optional.forEach(([name], i) => (checks[name] = extra[i]!));
    const degraded = optional.filter((_, i) => !extra[i]).map(([name]) => name);
    noteDegraded(state, degraded);
    const ready = state.loaded && state.warmed && needed.every(Boolean) && !state.stopping;
    if (pathname === '/metrics') {
      reply(200, metricsText(ready, state, checks, optional, inFlight?.()), METRICS_TYPE);
      return;
    }
    const status = ready
      ? 'ready'
      : state.stopping
        ? 'stopping'
        : state.loaded && state.warmed
          ? 'unavailable'
          : 'starting';
    json(ready ? 200 : 503, { status, checks, ...(degraded.length ? { degraded } : {}) });
  };
  if (!required.length && !optional.length) answer([[], []]);
  else void Promise.all([ask(required), ask(optional)]).then(answer);
  return true;
}

const METRICS_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Gauges a monitor can alert on: readiness, each check, degraded services, requests in flight. */
function metricsText(
  ready: boolean,
  state: ServerState,
  checks: Record<string, boolean>,
  optional: [string, Probe][],
  inFlight: number | undefined,
): string {
  const n = (b: boolean) => (b ? 1 : 0);
  const lines = [
    '# HELP storefront_ready 1 when /readyz answers 200.',
    '# TYPE storefront_ready gauge',
    `storefront_ready ${n(ready)}`,
    '# HELP storefront_stopping 1 while the instance drains after SIGTERM.',
    '# TYPE storefront_stopping gauge',
    `storefront_stopping ${n(state.stopping)}`,
    '# HELP storefront_check_up 1 when a readiness check passes.',
    '# TYPE storefront_check_up gauge',
    ...Object.entries(checks).map(([name, ok]) => `storefront_check_up{check="${name}"} ${n(ok)}`),
    '# HELP storefront_degraded 1 while an optional outside service is away (still ready).',
    '# TYPE storefront_degraded gauge',
    ...optional.map(([name]) => `storefront_degraded{service="${name}"} ${n(!checks[name])}`),
  ];
  if (inFlight !== undefined)
    lines.push(
      '# HELP storefront_requests_in_flight Requests not yet answered.',
      '# TYPE storefront_requests_in_flight gauge',
      `storefront_requests_in_flight ${inFlight}`,
    );
  return lines.join('\n') + '\n';
}

/** Counts requests that have not finished, so shutdown knows what it waits for. */
export function trackInFlight(server: Server): () => number {
  let inFlight = 0;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
  });
  return () => inFlight;
}

/** How long /readyz answers 503 after SIGTERM before the listener closes, by default. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;

/**
 * SHUTDOWN_DELAY_MS: milliseconds to keep serving, with /readyz at 503, after SIGTERM. The default
 * outlasts a balancer's usual health-check interval times its failure count (haproxy 2 s × 2).
 */
export function shutdownDelayMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_DELAY_MS?.trim();
  if (!raw) return DEFAULT_SHUTDOWN_DELAY_MS;
  const ms = Number(raw);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`SHUTDOWN_DELAY_MS=${raw} is not a number of milliseconds (e.g. 5000, or 0).`);
  return ms;
}

/**
 * SIGTERM/SIGINT. SIGTERM (a rolling deploy) first answers /readyz 503 for `delayMs` while still
 * serving, so balancers take the instance out on their own health checks rather than meet a closed
 * port; SIGINT (Ctrl-C at a terminal) and a second signal skip that wait. Then: stop accepting
 * connections, let requests in flight finish (their keep-alive sockets are closed as soon as they
 * go idle), release outside connections, and exit 0 once that is done or after `timeoutMs`,
 * whichever comes first.
 */
export function shutDownOnSignals(
  server: Server,
  options: {
    state: ServerState;
    inFlight: () => number;
    timeoutMs: number;
    /** After SIGTERM, how long to keep serving with readiness at 503 (0: close at once). */
    delayMs?: number;
    log: Logger;
    /** Closes what outlives requests (connections to Redis, upstream pools) once they are done. */
    release?: () => Promise<unknown>;
    /** Stops accepting; `onClosed` once every connection has ended (default: server.close). */
    stopListening?: (onClosed: () => void) => void;
    exit?: (code: number) => void;
  },
): void {
  const {
    state,
    inFlight,
    timeoutMs,
    delayMs = 0,
    log,
    release,
    exit = (code) => process.exit(code),
    stopListening = (onClosed: () => void) => server.close(() => onClosed()),
  } = options;
  let closing = false;
  let notice: NodeJS.Timeout | undefined;
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(notice);
    log.info({ inFlight: inFlight(), timeoutMs }, 'closing the listener; draining');
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log.warn({ inFlight: inFlight() }, 'shutdown deadline reached; closing open connections');
      server.closeAllConnections();
      exit(0);
    }, timeoutMs);
    stopListening(() => {
      clearInterval(idleSweep);
      // The deadline still bounds the release.
      void Promise.resolve(release?.())
        .catch((err: unknown) =>
          log.warn({ err: err instanceof Error ? err.message : String(err) }, 'release failed'),
        )
        .finally(() => {
          clearTimeout(deadline);
          log.info('stopped');
          exit(0);
        });
    });
    server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    if (state.stopping) {
      // A second signal: the operator does not want to wait for the balancer.
      close();
      return;
    }
    state.stopping = true;
    const wait = signal === 'SIGTERM' ? delayMs : 0;
    log.info({ signal, inFlight: inFlight(), delayMs: wait, timeoutMs }, 'shutting down');
    if (wait > 0) notice = setTimeout(close, wait);
    else close();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
