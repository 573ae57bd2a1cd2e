/**
 * The process's one Redis connection, when REDIS_URL is set (README "Deploying"): shared by the
 * proxy's limits and the server's readiness and shutdown (src/server/storefront.ts), which are
 * built into one bundle (src/server/entry.ts) and so see this one module.
 */
import { Redis } from 'ioredis';
import { createLogger, type Logger } from './logger.ts';

let shared: Redis | undefined;

export type RedisDownMode = 'open' | 'closed';

/**
 * RATE_LIMIT_REDIS_DOWN, `open` unless it says `closed`: whether limits count in this process or
 * refuse calls while Redis is away, and so whether Redis is needed to serve (readiness).
 */
export function redisDownMode(env: NodeJS.ProcessEnv = process.env): RedisDownMode {
  return env.RATE_LIMIT_REDIS_DOWN?.trim().toLowerCase() === 'closed' ? 'closed' : 'open';
}

/** A Redis command waits no longer than this: a hung Redis must not hold a login. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A client that fails fast while disconnected (no offline queue, so limits fall back at once and
 * readiness reports it) and keeps reconnecting in the background. Logs each outage once.
 */
export function createRedis(url: string, log: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unreachable');
  });
  client.on('ready', () => {
    if (down) log.info('redis reachable again');
    down = false;
  });
  return client;
}

/** The shared client when REDIS_URL is set (connecting on first use), else undefined. */
export function sharedRedis(env: NodeJS.ProcessEnv = process.env): Redis | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  return (shared ??= createRedis(url, createLogger()));
}

/** Closes the shared client, if any: QUIT, or a hard disconnect when Redis does not answer. */
export async function closeRedis(): Promise<void> {
  const client = shared;
  if (!client) return;
  shared = undefined;
  if (client.status === 'end') return;
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<void>((resolve) => {
    client.once('end', resolve);
    timer = setTimeout(() => {
      client.disconnect();
      resolve();
    }, 1000);
  });
  if (client.status === 'ready') client.quit().catch(() => client.disconnect());
  else client.disconnect();
  await ended;
  clearTimeout(timer);
}

/**
 * A readiness check of `client`: a PING answered within `timeoutMs`. The answer is reused for
 * `cacheMs`, so balancers polling often cost one PING a second at most.
 */
export function redisProbe(
  client: { ping(): Promise<string> },
  { timeoutMs = 500, cacheMs = 1000, now = Date.now } = {},
): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>(
      (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
    );
    try {
      return await Promise.race([client.ping().then((r) => r === 'PONG'), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    if (!last || now() - last.at >= cacheMs) last = { at: now(), answer: ping() };
    return last.answer;
  };
}
