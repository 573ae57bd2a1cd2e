/**
 * The customer an account screen needs (docs/product.md §7.2 customer info). The page may paint
 * before the start-up refresh (resumeSession) has it, so a screen asks for it here: a 403 ends the
 * session (docs/product.md §4.1, §8), any other failure comes back as docs/product.md's words for a
 * failed customer fetch.
 */
import * as m from '#messages';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { Customer } from '../../api/schemas/customer.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $customer, $customerId, $loggedIn, expireSession, loadCustomer } from './session.ts';

/** The customer, fetched when not yet known. */
export async function ensureCustomer(): Promise<Result<Customer>> {
  const known = $customer.get();
  if (known) return ok(known);
  if (!$loggedIn.get()) return fail(m.errors_sessionExpired);
  if (!$customerId.get()) {
    // docs/product.md §8 "Logged in without a stored customerId".
    expireSession();
    return fail(m.errors_sessionExpired);
  }
  try {
    return ok(await loadCustomer());
  } catch (err) {
    if (!(err instanceof ApiError && err.sessionExpired))
      return fail(userMessage('customerInfo', err));
    // The start-up refresh shares this request and ends the session on the same 403; wait for
    // its turn so the guest gets one toast, not two.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if ($loggedIn.get()) expireSession();
    return fail(m.errors_sessionExpired);
  }
}
