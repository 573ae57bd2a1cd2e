/**
 * The one way a failed change to the open order reaches the guest (docs/architecture.md §6): an
 * expired session ends it (docs/product.md §8 403), and the text comes from
 * `userMessage('orderChange')`.
 */
import * as m from '#messages';
import { ApiError, userMessage } from '../../api/errors.ts';
import { fail, type Result } from '../../lib/result.ts';
import { expireSession } from '../account/session.ts';

/** A failed change to the open order, as the guest reads it; a 403 also logs out. */
export function orderChangeFailed(err: unknown): Result<never> {
  if (err instanceof ApiError && err.sessionExpired) expireSession(m.errors_sessionExpired);
  return fail(userMessage('orderChange', err));
}
