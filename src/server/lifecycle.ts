import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

/** What the health endpoints report; never anything about a tenant. */
export interface ServerState {
  /** The build (manifest, Astro handler, static files) is loaded. */
  loaded: boolean;
  /** Start-up precompression of the static files is done. */
  warmed: boolean;
  stopping: boolean;
  /**
   * Outside services the instance cannot serve without, by name (e.g. `redis` when REDIS_URL is
   * set): each answers whether it is reachable now; a probe caches its own answer.
   */
  probes?: Readonly<Record<string, () => Promise<boolean>>>;
}

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Answers GET/HEAD /healthz (the process is alive) and /readyz (send it traffic: the build is
 * loaded and its files compressed, every probe answers, and it is not shutting down) on any host,
 * before tenant lookup; the body names each check. Returns false for every other path. With
 * probes, the answer is written once they have answered.
 */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ServerState,
): boolean {
  if (!HEALTH_PATHS.has(pathname)) return false;
  const reply = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (pathname === '/healthz') {
    reply(200, { status: 'ok' });
    return true;
  }
  const probes = Object.entries(state.probes ?? {});
  const readiness = (answers: boolean[]) => {
    const checks: Record<string, boolean> = { build: state.loaded, precompressed: state.warmed };
    probes.forEach(([name], i) => (checks[name] = answers[i]!));
    const ready = Object.values(checks).every(Boolean) && !state.stopping;
    const status = ready
      ? 'ready'
      : state.stopping
        ? 'stopping'
        : state.loaded && state.warmed
          ? 'unavailable'
          : 'starting';
    reply(ready ? 200 : 503, { status, checks });
  };
  if (!probes.length) readiness([]);
  else void Promise.all(probes.map(([, probe]) => probe().catch(() => false))).then(readiness);
  return true;
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

/**
 * SIGTERM/SIGINT: stop accepting connections, let requests in flight finish (their keep-alive
 * sockets are closed as soon as they go idle), release outside connections, and exit once that is
 * done or after `timeoutMs`, whichever comes first. A second signal does not start a second shutdown.
 */
export function shutDownOnSignals(
  server: Server,
  options: {
    state: ServerState;
    inFlight: () => number;
    timeoutMs: number;
    log: Logger;
    /** Closes what outlives requests (connections to Redis, upstream pools) once they are done. */
    release?: () => Promise<unknown>;
    exit?: (code: number) => void;
  },
): void {
  const { state, inFlight, timeoutMs, log, release, exit = (code) => process.exit(code) } = options;
  const stop = (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    log.info({ signal, inFlight: inFlight(), timeoutMs }, 'shutting down');
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      log.warn({ inFlight: inFlight() }, 'shutdown deadline reached; closing open connections');
      server.closeAllConnections();
      exit(0);
    }, timeoutMs);
    server.close(() => {
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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
