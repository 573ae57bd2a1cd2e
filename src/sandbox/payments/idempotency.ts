/**
 * Idempotent payment (docs/product.md §7.3): a retry with the same key returns the first result
 * instead of charging again.
 */
import type { CallContext } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { IdempotencyDoc, OrderDoc } from '../core/records.ts';
import { fail, Reply, SandboxError } from '../core/http.ts';
import { guestLocale } from '../core/guest-language.ts';
import type { ActiveSession } from '../customers/session.ts';
import { orderOf } from '../orders/access.ts';

/**
 * Runs a payment once per idempotency key: a repeat returns the recorded result (approval or
 * decline) without charging; a new key on a paid order is refused.
 */
export function once(
  c: CallContext,
  key: string,
  run: (session: ActiveSession, row: Row<OrderDoc>) => unknown,
): unknown {
  return c.db.tx(() => {
    const { session, row } = orderOf(c);
    const records = c.db.table<IdempotencyDoc>('idempotency');
    const previous = records.byKey(key);
    if (previous) {
      if (previous.data.order_id !== row.id)
        fail(
          422,
          'This idempotency key was already used for another order',
          'idempotency_conflict',
        );
      return new Reply(previous.data.status, previous.data.body);
    }
    if (row.data.status !== 'open') fail(409, (t) => t.api_alreadyPaid, 'already_paid');
    try {
      const body = run(session, row);
      records.insert({ order_id: row.id, status: 200, body }, { key });
      return body;
    } catch (err) {
      // A decline is a result worth replaying; other refusals leave the key free for a corrected retry.
      if (!(err instanceof SandboxError) || err.status !== 402) throw err;
      const body = {
        error: err.textIn(guestLocale(c.request.headers.get('accept-language'))),
        code: err.code,
      };
      records.insert({ order_id: row.id, status: 402, body }, { key });
      return new Reply(402, body);
    }
  });
}
