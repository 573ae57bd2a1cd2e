/** Health endpoints for balancers and orchestrators (README "Deploying"). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { answerHealth, shutDownOnSignals, type ServerState } from '../../src/server/lifecycle.ts';
import { createLogger } from '../../src/server/logger.ts';

function ask(path: string, state: ServerState, method = 'GET') {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string | undefined } =
    {};
  let ended: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (ended = resolve));
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      Object.assign(sent, { status, headers });
      return res;
    },
    end(body?: string) {
      sent.body = body;
      ended();
    },
  };
  const handled = answerHealth(
    { method } as IncomingMessage,
    res as unknown as ServerResponse,
    path,
    state,
  );
  return { handled, ...sent, done: done.then(() => sent) };
}

const up: ServerState = { loaded: true, warmed: true, stopping: false };

describe('answerHealth', () => {
  it.each<[string, ServerState, number, string]>([
    ['/healthz', up, 200, 'ok'],
    ['/healthz', { ...up, stopping: true }, 200, 'ok'],
    ['/readyz', up, 200, 'ready'],
    ['/readyz', { ...up, loaded: false, warmed: false }, 503, 'starting'],
    ['/readyz', { ...up, warmed: false }, 503, 'starting'],
    ['/readyz', { ...up, stopping: true }, 503, 'stopping'],
  ])('%s with %j → %i %s', (path, state, status, word) => {
    const r = ask(path, state);
    expect(r.handled).toBe(true);
    expect(r.status).toBe(status);
    expect((JSON.parse(r.body!) as { status: string }).status).toBe(word);
    expect(r.headers).toMatchObject({ 'Cache-Control': 'no-store' });
  });

  it('leaves every other path to the storefront', () => {
    expect(ask('/', up).handled).toBe(false);
    expect(ask('/healthz/x', up).handled).toBe(false);
  });

  it('sends no body to HEAD', () => expect(ask('/readyz', up, 'HEAD').body).toBeUndefined());
});

describe('readiness with outside services (REDIS_URL)', () => {
  const probe = (answer: boolean | 'throws') => () =>
    answer === 'throws' ? Promise.reject(new Error('down')) : Promise.resolve(answer);

  it.each<[string, ServerState, number, string, Record<string, boolean>]>([
    [
      'redis answers',
      { ...up, probes: { redis: probe(true) } },
      200,
      'ready',
      { build: true, precompressed: true, redis: true },
    ],
    [
      'redis is down',
      { ...up, probes: { redis: probe(false) } },
      503,
      'unavailable',
      { build: true, precompressed: true, redis: false },
    ],
    [
      'the probe fails',
      { ...up, probes: { redis: probe('throws') } },
      503,
      'unavailable',
      { build: true, precompressed: true, redis: false },
    ],
    [
      'still starting',
      { ...up, warmed: false, probes: { redis: probe(true) } },
      503,
      'starting',
      { build: true, precompressed: false, redis: true },
    ],
  ])('%s', async (_, state, status, word, checks) => {
    const r = ask('/readyz', state);
    expect(r.handled).toBe(true);
    const sent = await r.done;
    expect(sent.status).toBe(status);
    expect(JSON.parse(sent.body!)).toEqual({ status: word, checks });
  });

  it('keeps /healthz to liveness: no probe is asked', () => {
    const redis = vi.fn(() => Promise.resolve(false));
    const r = ask('/healthz', { ...up, probes: { redis } });
    expect(r.status).toBe(200);
    expect(redis).not.toHaveBeenCalled();
  });
});

describe('shutDownOnSignals', () => {
  it('releases outside connections after the server has drained, then exits', async () => {
    const order: string[] = [];
    let closed: () => void = () => undefined;
    const server = {
      close(cb: () => void) {
        closed = () => {
          order.push('drained');
          cb();
        };
      },
      closeIdleConnections: () => undefined,
      closeAllConnections: () => undefined,
    } as unknown as Server;
    const signals = ['SIGTERM', 'SIGINT'] as const;
    const before = new Set(signals.flatMap((s) => process.listeners(s)));
    const exited = new Promise<number>((resolve) =>
      shutDownOnSignals(server, {
        state: { ...up },
        inFlight: () => 1,
        timeoutMs: 5000,
        log: createLogger('silent'),
        release: () => {
          order.push('released');
          return Promise.resolve();
        },
        exit: (code) => {
          order.push('exit');
          resolve(code);
        },
      }),
    );
    process.emit('SIGTERM');
    // Leave this worker's own signal handling as it was.
    for (const s of signals)
      for (const l of process.listeners(s)) if (!before.has(l)) process.off(s, l);
    expect(order).toEqual([]);
    closed();
    expect(await exited).toBe(0);
    expect(order).toEqual(['drained', 'released', 'exit']);
  });
});
