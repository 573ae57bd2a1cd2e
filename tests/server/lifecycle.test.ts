/** Health endpoints for balancers and orchestrators (README "Deploying"). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import {
  answerHealth,
  DEFAULT_SHUTDOWN_DELAY_MS,
  shutdownDelayMs,
  shutDownOnSignals,
  type ServerState,
} from '../../src/server/lifecycle.ts';
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
      'a required redis is down (RATE_LIMIT_REDIS_DOWN=closed)',
      { ...up, probes: { redis: probe(false) } },
      503,
      'unavailable',
      { build: true, precompressed: true, redis: false },
    ],
    [
      'the required probe fails',
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

  it.each<[string, ServerState]>([
    ['is down', { ...up, optional: { redis: probe(false) } }],
    ['probe fails', { ...up, optional: { redis: probe('throws') } }],
  ])(
    'an optional redis that %s leaves the instance ready, reported as degraded',
    async (_, state) => {
      const sent = await ask('/readyz', state).done;
      expect(sent.status).toBe(200);
      expect(JSON.parse(sent.body!)).toEqual({
        status: 'ready',
        checks: { build: true, precompressed: true, redis: false },
        degraded: ['redis'],
      });
    },
  );

  it('an optional redis that answers is not degraded', async () => {
    const sent = await ask('/readyz', { ...up, optional: { redis: probe(true) } }).done;
    expect(JSON.parse(sent.body!)).toEqual({
      status: 'ready',
      checks: { build: true, precompressed: true, redis: true },
    });
  });

  it('logs an optional service going away once, and its return once', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    let answer = false;
    const state: ServerState = { ...up, log, optional: { redis: () => Promise.resolve(answer) } };
    await ask('/readyz', state).done;
    await ask('/readyz', state).done;
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/redis unreachable: serving degraded/);
    answer = true;
    await ask('/readyz', state).done;
    await ask('/readyz', state).done;
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('/metrics gives readiness, each check and degraded services as gauges', async () => {
    const sent = await ask('/metrics', { ...up, optional: { redis: probe(false) } }).done;
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'Content-Type': expect.stringMatching(/^text\/plain/) });
    expect(sent.body).toContain('storefront_ready 1\n');
    expect(sent.body).toContain('storefront_check_up{check="redis"} 0\n');
    expect(sent.body).toContain('storefront_degraded{service="redis"} 1\n');
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

  /** A fake server that records when it stops accepting; drains at once. */
  function withShutdown(delayMs: number) {
    const events: string[] = [];
    const state: ServerState = { ...up };
    const server = {
      close(cb: () => void) {
        events.push('closed');
        cb();
      },
      closeIdleConnections: () => undefined,
      closeAllConnections: () => undefined,
    } as unknown as Server;
    const signals = ['SIGTERM', 'SIGINT'] as const;
    const before = new Set(signals.flatMap((s) => process.listeners(s)));
    shutDownOnSignals(server, {
      state,
      inFlight: () => 0,
      timeoutMs: 10_000,
      delayMs,
      log: createLogger('silent'),
      exit: (code) => events.push(`exit ${code}`),
    });
    const send = (signal: (typeof signals)[number]) => process.emit(signal);
    const cleanUp = () => {
      for (const s of signals)
        for (const l of process.listeners(s)) if (!before.has(l)) process.off(s, l);
    };
    return { events, state, send, cleanUp };
  }

  it('after SIGTERM answers /readyz 503 for the delay while still accepting, then closes', async () => {
    vi.useFakeTimers();
    const s = withShutdown(5000);
    try {
      s.send('SIGTERM');
      expect(s.state.stopping).toBe(true);
      expect((await ask('/readyz', s.state).done).status).toBe(503);
      await vi.advanceTimersByTimeAsync(4999);
      expect(s.events).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(s.events).toEqual(['closed', 'exit 0']);
    } finally {
      s.cleanUp();
      vi.useRealTimers();
    }
  });

  it.each<[string, (s: ReturnType<typeof withShutdown>) => void]>([
    ['SIGINT (Ctrl-C) closes at once', (s) => s.send('SIGINT')],
    [
      'a second SIGTERM ends the wait',
      (s) => {
        s.send('SIGTERM');
        s.send('SIGTERM');
      },
    ],
  ])('%s', async (_, act) => {
    vi.useFakeTimers();
    const s = withShutdown(5000);
    try {
      act(s);
      await vi.advanceTimersByTimeAsync(0);
      expect(s.events).toEqual(['closed', 'exit 0']);
    } finally {
      s.cleanUp();
      vi.useRealTimers();
    }
  });
});

describe('shutdownDelayMs (SHUTDOWN_DELAY_MS)', () => {
  it.each<[string | undefined, number]>([
    [undefined, DEFAULT_SHUTDOWN_DELAY_MS],
    ['', DEFAULT_SHUTDOWN_DELAY_MS],
    ['0', 0],
    ['12000', 12_000],
  ])('%j → %i ms', (raw, ms) => expect(shutdownDelayMs({ SHUTDOWN_DELAY_MS: raw })).toBe(ms));

  it.each(['soon', '-1'])('refuses %j with the reason', (raw) =>
    expect(() => shutdownDelayMs({ SHUTDOWN_DELAY_MS: raw })).toThrow(/SHUTDOWN_DELAY_MS=/),
  );

  it('outlasts a balancer checking every 2 s that needs 2 failures', () =>
    expect(DEFAULT_SHUTDOWN_DELAY_MS).toBeGreaterThan(2 * 2000));
});
