/**
 * Sliding-window counters for the abuse limits of DESIGN §6 (login and PIN attempts per IP and
 * per account). Pure bookkeeping with an injected clock; the proxy owns one instance. Counts live
 * in this process: behind a load balancer each instance limits on its own, which still caps an
 * attacker at (instances × limit).
 */
export interface Limit {
  /** Attempts allowed in the window. */
  max: number;
  windowMs: number;
}

export class RateLimiter {
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

  /** Forgets a key (e.g. an account's failures after a successful login). */
  reset(key: string): void {
    this.hits.delete(key);
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
} as const satisfies Record<string, Limit>;

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

type Kind = 'login' | 'pinVerify' | 'pinSend';

const CALL_KIND: Record<string, Kind> = {
  login: 'login',
  loginWithSecurityCode: 'login',
  ssoLogin: 'login',
  verifyPhone: 'pinVerify',
  verifyEmail: 'pinVerify',
  sendVerifyPhone: 'pinSend',
  sendVerifyCode: 'pinSend',
};

/** The account a limited call is about: the e-mail or phone it names. */
function accountOf(payload: Record<string, unknown>): string | undefined {
  const v = payload.username ?? payload.email ?? payload.phone;
  return typeof v === 'string' && v ? v.trim().toLowerCase() : undefined;
}

/**
 * Checks a call against the limits before it goes upstream. Returns the wait in ms when refused,
 * and a function to record the outcome once the upstream has answered.
 */
export function checkLimits(
  limiter: RateLimiter,
  tenantId: string,
  callId: string,
  ip: string | undefined,
  payload: Record<string, unknown>,
): { waitMs: number; record: (ok: boolean) => void } {
  const kind = CALL_KIND[callId];
  if (!kind) return { waitMs: 0, record: () => undefined };
  const account = accountOf(payload);
  const ipKey = `${tenantId}|${kind}|ip|${ip ?? 'unknown'}`;
  const accountKey = account ? `${tenantId}|${kind}|acct|${account}` : undefined;
  const [ipLimit, accountLimit] =
    kind === 'login'
      ? [LIMITS.loginPerIp, LIMITS.loginFailuresPerAccount]
      : kind === 'pinVerify'
        ? [LIMITS.pinVerifyPerIp, LIMITS.pinVerifyPerAccount]
        : [LIMITS.pinSendPerIp, LIMITS.pinSendPerAccount];
  const waitMs = Math.max(
    limiter.retryAfter(ipKey, ipLimit),
    accountKey ? limiter.retryAfter(accountKey, accountLimit) : 0,
  );
  if (waitMs > 0) return { waitMs, record: () => undefined };
  limiter.hit(ipKey, ipLimit);
  return {
    waitMs: 0,
    record: (ok) => {
      if (!accountKey) return;
      // Logins count failures per account (a success clears them); PIN calls count every attempt.
      if (kind === 'login' && ok) limiter.reset(accountKey);
      else limiter.hit(accountKey, accountLimit);
    },
  };
}
