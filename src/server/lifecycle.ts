import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

/** What the health endpoints report; never anything about a tenant. */
export interface ServerState {
  /** The build (manifest, Astro handler, static files) is loaded. */
  loaded: boolean;
  /** Start-up precompression of the static files is done. */
  warmed: boolean;
  stopping: boolean;
}

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Answers GET/HEAD /healthz (the process is alive) and /readyz (send it traffic: the build is
 * loaded and its files compressed, and it is not shutting down) on any host, before tenant lookup.
 * Returns false for every other path.
 */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  state: ServerState,
): boolean {
  if (!HEALTH_PATHS.has(pathname)) return false;
  const ready = state.loaded && state.warmed && !state.stopping;
  const [status, body] =
    pathname === '/healthz'
      ? [200, { status: 'ok' }]
      : [
          ready ? 200 : 503,
          {
            status: ready ? 'ready' : state.stopping ? 'stopping' : 'starting',
            checks: { build: state.loaded, precompressed: state.warmed },
          },
        ];
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
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
 * sockets are closed as soon as they go idle), and exit once none is left or after `timeoutMs`,
 * whichever comes first. A second signal does not start a second shutdown.
 */
export function shutDownOnSignals(
  server: Server,
  options: {
    state: ServerState;
    inFlight: () => number;
    timeoutMs: number;
    log: Logger;
    exit?: (code: number) => void;
  },
): void {
  const { state, inFlight, timeoutMs, log, exit = (code) => process.exit(code) } = options;
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
      clearTimeout(deadline);
      log.info('stopped');
      exit(0);
    });
    server.closeIdleConnections();
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
}
