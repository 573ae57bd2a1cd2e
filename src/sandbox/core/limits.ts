/**
 * The abuse limits of the tenant API, kept by the sandbox itself: login, PIN and promo-code
 * attempts per client address and per account, with the very limits the backend proxy applies
 * (src/api/rate-limit.ts). The proxy counts before it calls; the sandbox counts again on its side,
 * as a chain's own backend would, so a client that calls it directly (/__sandbox/api, or the
 * standalone server) meets the same limits. Attempts are kept in the tenant's database on the
 * sandbox clock, like the PIN attempts are, so every process sharing the database counts the same
 * attempts and a fixture reset forgets them.
 */
import type { CallId } from '../../api/contract.ts';
import { checkLimits, type Limit, type LimitStore } from '../../api/rate-limit.ts';
import { clientIp } from '../../lib/http/client-ip.ts';
import type { SandboxDb } from './db.ts';

interface AttemptsDoc {
  /** When each attempt in the current window was made (sandbox clock, ms). */
  hits: number[];
}

/**
 * The wait before one more attempt may be made, given the attempts made so far; 0 when it may.
 * @example waitBefore([1000, 2000], { max: 2, windowMs: 60_000 }, 3000) // 58_000
 */
export function waitBefore(hits: readonly number[], limit: Limit, now: number): number {
  const recent = hits.filter((t) => t > now - limit.windowMs);
  return recent.length < limit.max ? 0 : recent[recent.length - limit.max]! + limit.windowMs - now;
}

/** Attempt counters in a tenant's database; every count is one write transaction. */
export function databaseLimits(db: SandboxDb, now: () => number): LimitStore {
  const table = db.table<AttemptsDoc>('attempts');
  return {
    consume(key, limit) {
      const wait = db.tx(() => {
        const at = now();
        const row = table.byKey(key);
        const hits = (row?.data.hits ?? []).filter((t) => t > at - limit.windowMs);
        const w = waitBefore(hits, limit, at);
        if (w === 0) hits.push(at);
        if (row) table.update(row.id, { hits });
        else table.insert({ hits }, { key });
        return w;
      });
      return Promise.resolve(wait);
    },
    release(key) {
      const row = table.byKey(key);
      if (row) table.delete(row.id);
      return Promise.resolve();
    },
  };
}

/**
 * Counts one call against the limits; resolves with the wait in ms when it is over them (0 when
 * it may go on) and a function that records the outcome (a successful login clears its account).
 */
export async function countAttempt(
  store: LimitStore,
  tenant: string,
  callId: CallId,
  request: Pick<Request, 'headers'>,
  payload: unknown,
  customerId: number | undefined,
): Promise<{ waitMs: number; record: (ok: boolean) => Promise<void> }> {
  const body =
    payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : {};
  const limit = await checkLimits(
    store,
    tenant,
    callId,
    // Resolved by the production server on a direct /__sandbox/api call, else forwarded.
    clientIp(request.headers, 'x-forwarded-for'),
    body,
    customerId === undefined ? undefined : String(customerId),
  );
  return { waitMs: limit.waitMs, record: limit.record };
}
