/**
 * The limits of a fleet: counted in Redis through rate-limiter-flexible (an atomic increment with
 * the window's expiry, so every instance sees the same count and a restart forgets nothing).
 * Redis windows are fixed (they start at a key's first attempt), not sliding as in memory.
 *
 * When Redis cannot answer, RATE_LIMIT_REDIS_DOWN decides:
 * - `open` (default): count in this process instead, so logins go on, limited per instance;
 * - `closed`: refuse limited calls (LimitsUnavailableError → 503) until Redis is back.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { LimitsUnavailableError, RateLimiter, type Limit, type LimitStore } from './rate-limit.ts';
import { createLogger, type Logger } from '../server/logger.ts';
import { sealingKeys } from './session-keys.server.ts';
import { redisDownMode, sharedRedis, type RedisDownMode } from '../server/redis.server.ts';

export { redisDownMode, type RedisDownMode };

/** How long an attempt waits for a connection being made before Redis counts as away. */
const CONNECT_WAIT_MS = 1000;

/**
 * The name a limit key gets in Redis: a keyed hash (HMAC-SHA-256 under a key derived from
 * STOREFRONT_SECRET), so a dump of Redis shows neither the e-mails nor the addresses counted. Every
 * instance with the same secret derives the same names; rotating the secret starts counts afresh.
 * @example redisKeyName(Buffer.alloc(32), 'burger|login|acct|a@example.com').length // 43
 */
export function redisKeyName(secret: Buffer, key: string): string {
  return createHmac('sha256', secret).update(key).digest('base64url');
}

/** The hashing key for limit names, apart from the session-sealing key it comes from. */
export function limitKeySecret(sealingKey: Buffer = sealingKeys().current): Buffer {
  return Buffer.from(
    hkdfSync('sha256', sealingKey, Buffer.alloc(0), 'storefront limit keys v1', 32),
  );
}

export class RedisLimits implements LimitStore {
  private secret: Buffer | undefined;
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly fallback: LimitStore;
  private failing = false;

  constructor(
    private readonly client: Redis,
    private readonly options: {
      mode: RedisDownMode;
      log: Pick<Logger, 'warn' | 'info'>;
      /** Counts while Redis is away, in `open` mode. */
      fallback?: LimitStore;
      keyPrefix?: string;
      /** Key for hashing limit names; derived from STOREFRONT_SECRET by default. */
      keySecret?: Buffer;
    },
  ) {
    this.fallback = options.fallback ?? new RateLimiter();
  }

  private limiterFor(limit: Limit): RateLimiterRedis {
    const id = `${limit.max}/${limit.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.client,
        keyPrefix: `${this.options.keyPrefix ?? 'storefront:limit'}:${id}`,
        points: limit.max,
        duration: Math.ceil(limit.windowMs / 1000),
        // Fail at once while disconnected rather than wait for the connection.
        rejectIfRedisNotReady: true,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  private answered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.options.log.info('rate limits counted in redis again');
  }

  private unreachable(err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.options.log.warn(
      { err: err instanceof Error ? err.message : String(err), mode: this.options.mode },
      this.options.mode === 'open'
        ? 'redis unreachable: rate limits counted by this instance alone'
        : 'redis unreachable: limited calls refused (RATE_LIMIT_REDIS_DOWN=closed)',
    );
  }

  /**
   * Right after start-up the connection is still being made: wait for it briefly, or the first
   * attempts after a restart would be counted by this instance alone.
   */
  private async connecting(): Promise<void> {
    const client = this.client;
    if (client.status !== 'connecting' && client.status !== 'connect') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, CONNECT_WAIT_MS);
      client.once('ready', done);
    });
  }

  private nameOf(key: string): string {
    this.secret ??= this.options.keySecret ?? limitKeySecret();
    return redisKeyName(this.secret, key);
  }

  async consume(key: string, limit: Limit): Promise<number> {
    await this.connecting();
    try {
      await this.limiterFor(limit).consume(this.nameOf(key));
      this.answered();
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        this.answered();
        return Math.max(1, err.msBeforeNext);
      }
      this.unreachable(err);
      if (this.options.mode === 'closed') throw new LimitsUnavailableError('Redis unreachable');
      return this.fallback.consume(key, limit);
    }
  }

  async release(key: string, limit: Limit): Promise<void> {
    await this.fallback.release(key, limit);
    try {
      await this.limiterFor(limit).delete(this.nameOf(key));
      this.answered();
    } catch (err) {
      this.unreachable(err);
    }
  }
}

let processLimits: LimitStore | undefined;

/** The proxy's limits: Redis when REDIS_URL is set, else this process's memory. */
export function sharedLimits(env: NodeJS.ProcessEnv = process.env): LimitStore {
  if (processLimits) return processLimits;
  const client = sharedRedis(env);
  processLimits = client
    ? new RedisLimits(client, { mode: redisDownMode(env), log: createLogger() })
    : new RateLimiter();
  return processLimits;
}
