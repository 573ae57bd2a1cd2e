/**
 * The fleet's limits (docs/architecture.md §6 "Shared state … goes to Redis when REDIS_URL is
 * set"): counted once across instances, kept over a restart, and a chosen behaviour when Redis is
 * away.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Redis } from 'ioredis';
import { checkLimits, LIMITS, LimitsUnavailableError } from '../../src/api/rate-limit.ts';
import {
  limitKeySecret,
  RedisLimits,
  redisDownMode,
  redisKeyName,
} from '../../src/api/rate-limit-redis.server.ts';
import { handleProxy, type Upstream } from '../../src/api/proxy.server.ts';
import { setSealingKeyForTests } from '../../src/api/session.server.ts';
import { createRedis } from '../../src/server/redis.server.ts';
import {
  freePort,
  skipWithoutRedis,
  startRedis,
  type RedisServer,
} from '../server/redis-server.ts';

setSealingKeyForTests('test-secret-test-secret-test-secret!');

const quiet = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() };

async function connected(url: string): Promise<Redis> {
  const client = createRedis(url, quiet as never);
  if (client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

/** A client whose Redis never answers: nothing listens on its port. */
async function unreachable(): Promise<Redis> {
  return createRedis(`redis://127.0.0.1:${await freePort()}`, quiet as never);
}

describe('RATE_LIMIT_REDIS_DOWN', () => {
  it.each([
    [undefined, 'open'],
    ['closed', 'closed'],
    [' CLOSED ', 'closed'],
    ['open', 'open'],
    ['anything', 'open'],
  ] as const)('%j → %s', (value, mode) =>
    expect(redisDownMode({ RATE_LIMIT_REDIS_DOWN: value })).toBe(mode),
  );
});

describe('limit key names in Redis', () => {
  const secret = limitKeySecret(Buffer.alloc(32, 1));
  it('are the same for the same secret, and differ for another', () => {
    const key = 'burger|login|acct|a@example.com';
    expect(redisKeyName(secret, key)).toBe(redisKeyName(limitKeySecret(Buffer.alloc(32, 1)), key));
    expect(redisKeyName(secret, key)).not.toBe(
      redisKeyName(limitKeySecret(Buffer.alloc(32, 2)), key),
    );
    expect(redisKeyName(secret, key)).not.toContain('example');
  });
});

describe.skipIf(skipWithoutRedis)('limits in Redis (redis-server)', () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  const client = async (url = server.url) => {
    const c = await connected(url);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    server = await startRedis();
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await server?.stop();
  });

  const failLogin = async (store: RedisLimits, account: string, ip = '10.0.0.1') => {
    const l = await checkLimits(store, 'burger', 'login', ip, { username: account });
    if (l.waitMs === 0) await l.record(false);
    return l.waitMs;
  };

  it('counts failed logins once across instances: the 11th is refused on either', async () => {
    const a = new RedisLimits(await client(), { mode: 'open', log: quiet });
    const b = new RedisLimits(await client(), { mode: 'open', log: quiet });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect(await failLogin(i % 2 ? b : a, 'shared@example.com')).toBe(0);
    const wait = await failLogin(a, 'shared@example.com');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(LIMITS.loginFailuresPerAccount.windowMs);
    expect(await failLogin(b, 'shared@example.com')).toBeGreaterThan(0);
  });

  it('names keys by a keyed hash: no e-mail or address appears in Redis', async () => {
    const c = await client();
    const store = new RedisLimits(c, { mode: 'open', log: quiet, keyPrefix: 'hashed-names' });
    await failLogin(store, 'private.person@example.com', '203.0.113.9');
    const keys = await c.keys('hashed-names*');
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(k).not.toMatch(/example\.com|private|203\.0\.113/);
      expect(k).toMatch(/^hashed-names:\d+\/\d+:[\w-]{43}$/);
    }
  });

  it('counts concurrent attempts from two instances atomically', async () => {
    const a = new RedisLimits(await client(), { mode: 'open', log: quiet });
    const b = new RedisLimits(await client(), { mode: 'open', log: quiet });
    const checks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        checkLimits(i % 2 ? a : b, 'burger', 'login', `10.2.0.${i}`, { username: 'race@x.com' }),
      ),
    );
    expect(checks.filter((c) => c.waitMs === 0)).toHaveLength(LIMITS.loginFailuresPerAccount.max);
  });

  it('keeps counts over a restart of the instance, and a success on one clears them for all', async () => {
    const before = new RedisLimits(await client(), { mode: 'open', log: quiet });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      await failLogin(before, 'restart@example.com');
    const after = new RedisLimits(await client(), { mode: 'open', log: quiet });
    expect(await failLogin(after, 'restart@example.com')).toBeGreaterThan(0);

    const other = new RedisLimits(await client(), { mode: 'open', log: quiet });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max - 1; i++)
      await failLogin(before, 'cleared@example.com');
    const ok = await checkLimits(after, 'burger', 'login', '10.0.0.1', {
      username: 'cleared@example.com',
    });
    await ok.record(true);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      expect(await failLogin(other, 'cleared@example.com')).toBe(0);
  });

  it('counts the first attempts of a new instance in Redis, while it still connects', async () => {
    const old = new RedisLimits(await client(), { mode: 'open', log: quiet });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      await failLogin(old, 'fresh@example.com');
    const raw = createRedis(server.url, quiet as never);
    clients.push(raw);
    expect(raw.status).not.toBe('ready');
    const fresh = new RedisLimits(raw, { mode: 'open', log: quiet });
    expect(await failLogin(fresh, 'fresh@example.com')).toBeGreaterThan(0);
  });

  it('keys limits by tenant', async () => {
    const a = new RedisLimits(await client(), { mode: 'open', log: quiet });
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.max; i++)
      await failLogin(a, 'tenant@example.com');
    const sushi = await checkLimits(a, 'sushi', 'login', '10.0.0.1', {
      username: 'tenant@example.com',
    });
    expect(sushi.waitMs).toBe(0);
  });
});

describe('limits when Redis is unreachable', () => {
  it('open: counts in this process instead, and warns once', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    const c = await unreachable();
    const store = new RedisLimits(c, { mode: 'open', log });
    const tries: number[] = [];
    for (let i = 0; i <= LIMITS.pinVerifyPerAccount.max; i++)
      tries.push(
        (await checkLimits(store, 'burger', 'verifyPhone', '1.1.1.1', { phone: '2125550100' }))
          .waitMs,
      );
    expect(tries.slice(0, -1).every((w) => w === 0)).toBe(true);
    expect(tries.at(-1)).toBeGreaterThan(0);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(String(log.warn.mock.calls[0]![1])).toMatch(/counted by this instance/);
    c.disconnect();
  });

  it('closed: refuses limited calls with a 503 and a clear message; other calls go through', async () => {
    const c = await unreachable();
    const store = new RedisLimits(c, { mode: 'closed', log: quiet });
    await expect(store.consume('k', { max: 1, windowMs: 1000 })).rejects.toBeInstanceOf(
      LimitsUnavailableError,
    );
    const upstream: Upstream = () =>
      Promise.resolve({ status: 200, setCookies: [], contentType: 'application/json', body: '{}' });
    const call = (path: string, payload: object, method = 'POST') =>
      handleProxy(
        new Request('http://burger.localhost/api/proxy', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-storefront': '1',
            host: 'burger.localhost',
          },
          body: JSON.stringify({ method, path, payload }),
        }),
        {
          tenant: { id: 'burger', apiBase: 'https://api.example/' },
          upstream,
          clientIp: '203.0.113.7',
          limiter: store,
        },
      );
    const refused = await call('/customers/login', { username: 'a@example.com', password: 'x' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: {
        code: 'limits_unavailable',
        message: 'Signing in is unavailable right now. Please try again shortly.',
      },
    });
    expect((await call('/stores', {}, 'GET')).status).toBe(200);
    c.disconnect();
  });
});
