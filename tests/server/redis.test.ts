/** The process's Redis connection: readiness probe and shutdown (README "Deploying"). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeRedis, redisProbe, sharedRedis } from '../../src/server/redis.server.ts';
import { freePort, skipWithoutRedis, startRedis, type RedisServer } from './redis-server.ts';

describe('redisProbe', () => {
  it('PINGs at most once per second, however often the balancer asks', async () => {
    let t = 0;
    const ping = vi.fn(() => Promise.resolve('PONG'));
    const probe = redisProbe({ ping }, { now: () => t });
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    t = 999;
    await probe();
    expect(ping).toHaveBeenCalledTimes(1);
    t = 1000;
    await probe();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('is false when the PING fails or takes longer than the timeout', async () => {
    const failing = redisProbe({ ping: () => Promise.reject(new Error('down')) });
    expect(await failing()).toBe(false);
    const hung = redisProbe(
      { ping: () => new Promise(() => undefined) },
      {
        timeoutMs: 20,
      },
    );
    expect(await hung()).toBe(false);
  });
});

describe('sharedRedis', () => {
  it('is off without REDIS_URL', () => expect(sharedRedis({})).toBeUndefined());
});

describe.skipIf(skipWithoutRedis)('the shared client against redis-server', () => {
  let server: RedisServer;
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    await closeRedis();
    await server?.stop();
  });

  it('is one client per process, ready while Redis answers and not after it stops', async () => {
    const client = sharedRedis({ REDIS_URL: server.url })!;
    expect(sharedRedis({ REDIS_URL: server.url })).toBe(client);
    const probe = redisProbe(client, { cacheMs: 0 });
    await vi.waitFor(async () => expect(await probe()).toBe(true), { timeout: 20_000 });
    await server.stop();
    await vi.waitFor(async () => expect(await probe()).toBe(false), { timeout: 20_000 });
    await server.start();
    await vi.waitFor(async () => expect(await probe()).toBe(true), { timeout: 20_000 });
  });

  it('closes on shutdown, and a later call connects again', async () => {
    const client = sharedRedis({ REDIS_URL: server.url })!;
    await closeRedis();
    expect(client.status).toBe('end');
    const again = sharedRedis({ REDIS_URL: server.url })!;
    expect(again).not.toBe(client);
  });
});

describe('closing a client whose Redis is away', () => {
  it('does not wait for it', async () => {
    const client = sharedRedis({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` })!;
    await closeRedis();
    expect(['end', 'close']).toContain(client.status);
  });
});
