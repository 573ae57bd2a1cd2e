/**
 * The abuse limits of docs/architecture.md §6 (login and PIN attempts per IP and per account), over
 * a store of counters: this process's sliding windows by default, Redis for a fleet
 * (rate-limit-redis.server.ts) so every instance counts the same attempts.
 */
export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

/** Where attempts are counted. */
export interface LimitStore {
  /**
   * Counts one attempt against `key` in one step, so concurrent attempts cannot all slip under the
   * limit. Resolves to the wait in ms when this attempt is over the limit, else 0. Rejects with
   * LimitsUnavailableError when the store cannot count and must not guess.
   */
  consume(key: string, limit: Limit): Promise<number>;
  /** Forgets a key (e.g. an account's failures after a successful login). */
  release(key: string, limit: Limit): Promise<void>;
}

/** The shared store is down and RATE_LIMIT_REDIS_DOWN=closed: limited calls are refused. */
export class LimitsUnavailableError extends Error {
  override name = 'LimitsUnavailableError';
}

/** Sliding-window counters in this process, with an injected clock. */
export class RateLimiter implements LimitStore {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  private recent(key: string, windowMs: number): number[] {
    const cutoff = this.now() - windowMs;
    const list = (this.hits.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string, limit: Limit): number {
    const list = this.recent(key, limit.windowMs);
    return list.length < limit.max
      ? 0
      : list[list.length - limit.max]! + limit.windowMs - this.now();
  }

  /** Records one attempt. */
  hit(key: string, limit: Limit): void {
    if (this.hits.size >= this.maxKeys && !this.hits.has(key))
      this.hits.delete(this.hits.keys().next().value!);
    this.hits.set(key, [...this.recent(key, limit.windowMs), this.now()]);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  consume(key: string, limit: Limit): Promise<number> {
    const wait = this.retryAfter(key, limit);
    if (wait === 0) this.hit(key, limit);
    return Promise.resolve(wait);
  }

  release(key: string): Promise<void> {
    this.reset(key);
    return Promise.resolve();
  }
}

/** Which calls are limited, and by what. */
export const LIMITS = {
  /** Any login-type call from one IP (generous: many guests can share an address, e.g. an office). */
  loginPerIp: { max: 120, windowMs: 60_000 },
  /** Failed logins against one account. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** PIN checks from one IP. */
  pinVerifyPerIp: { max: 100, windowMs: 10 * 60_000 },
  /** PIN checks against one phone or e-mail. */
  pinVerifyPerAccount: { max: 10, windowMs: 10 * 60_000 },
  /** PIN sends from one IP. */
  pinSendPerIp: { max: 100, windowMs: 10 * 60_000 },
  /** PIN sends to one phone or e-mail (each opening of a verification modal sends one). */
  pinSendPerAccount: { max: 10, windowMs: 10 * 60_000 },
  /** Promo codes tried from one IP (generous, as for logins: guests can share an address). */
  promoPerIp: { max: 60, windowMs: 60_000 },
  /** Promo codes tried by one customer (a guest types a few; a guesser types hundreds). */
  promoPerAccount: { max: 10, windowMs: 10 * 60_000 },
} as const satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';
export const LIMITS_UNAVAILABLE = 'Signing in is unavailable right now. Please try again shortly.';

type Kind = 'login' | 'pinVerify' | 'pinSend' | 'promo';

const CALL_KIND: Record<string, Kind> = {
  login: 'login',
  loginWithSecurityCode: 'login',
  ssoLogin: 'login',
  verifyPhone: 'pinVerify',
  verifyEmail: 'pinVerify',
  sendVerifyPhone: 'pinSend',
  sendVerifyCode: 'pinSend',
};

/**
 * Calls limited only in some of their shapes: a password change that names the current password
 * is a guess at it, like a login; a reset link is an e-mail sent, like a PIN; a gift card added by
 * number and PIN is a guess at the PIN; a typed promo code (redeemed, or sent with a new order)
 * is a guess at a code.
 */
function kindOf(callId: string, payload: Record<string, unknown>): Kind | undefined {
  if (callId === 'redeemDiscount') return 'code' in payload ? 'promo' : undefined;
  if (callId === 'saveOrder') return payload.discount_code ? 'promo' : undefined;
  if (callId === 'password') {
    if (payload.reset === true) return 'pinSend';
    return 'old_password' in payload ? 'login' : undefined;
  }
  if (callId === 'saveCard') return 'gift_card_number' in payload ? 'pinVerify' : undefined;
  return CALL_KIND[callId];
}

/**
 * The account a limited call is about: the e-mail, phone or gift card it names, else the signed-in
 * customer (`subject`) it is made for.
 */
function accountOf(payload: Record<string, unknown>, subject?: string): string | undefined {
  const v = payload.username ?? payload.email ?? payload.phone ?? payload.gift_card_number;
  if (typeof v === 'string' && v) return v.trim().toLowerCase();
  return subject ? `customer:${subject}` : undefined;
}

export interface LimitCheck {
  /** The wait in ms when refused, else 0. */
  waitMs: number;
  /** The store cannot count (RATE_LIMIT_REDIS_DOWN=closed): refuse the call. */
  unavailable?: true;
  /** Records the outcome once the upstream has answered. */
  record: (ok: boolean) => Promise<void>;
}

const nothing = () => Promise.resolve();

/** The per-IP and per-account limits of each kind of call. */
const KIND_LIMITS: Record<Kind, [Limit, Limit]> = {
  login: [LIMITS.loginPerIp, LIMITS.loginFailuresPerAccount],
  pinVerify: [LIMITS.pinVerifyPerIp, LIMITS.pinVerifyPerAccount],
  pinSend: [LIMITS.pinSendPerIp, LIMITS.pinSendPerAccount],
  promo: [LIMITS.promoPerIp, LIMITS.promoPerAccount],
};

/**
 * Checks a call against the limits before it goes upstream. Every attempt is counted up front:
 * an unanswered login counts as a failed one, and a successful login clears its account's count.
 * `subject` names the signed-in customer, for calls whose payload names no account.
 */
export async function checkLimits(
  store: LimitStore,
  tenantId: string,
  callId: string,
  ip: string | undefined,
  payload: Record<string, unknown>,
  subject?: string,
): Promise<LimitCheck> {
  const kind = kindOf(callId, payload);
  if (!kind) return { waitMs: 0, record: nothing };
  const account = accountOf(payload, subject);
  const ipKey = `${tenantId}|${kind}|ip|${ip ?? 'unknown'}`;
  const accountKey = account ? `${tenantId}|${kind}|acct|${account}` : undefined;
  const [ipLimit, accountLimit] = KIND_LIMITS[kind];
  let waits: number[];
  try {
    waits = await Promise.all([
      store.consume(ipKey, ipLimit),
      accountKey ? store.consume(accountKey, accountLimit) : 0,
    ]);
  } catch (err) {
    if (err instanceof LimitsUnavailableError)
      return { waitMs: 0, unavailable: true, record: nothing };
    throw err;
  }
  const waitMs = Math.max(...waits);
  if (waitMs > 0 || !accountKey || kind !== 'login') return { waitMs, record: nothing };
  // PIN calls count every attempt; logins count failures, so a success forgets the account's.
  return { waitMs, record: (ok) => (ok ? store.release(accountKey, accountLimit) : nothing()) };
}
