/**
 * The check-in calls (docs/product.md §7.2, §7.3 "Add check-in info") for whoever holds the order:
 * the signed-in customer, else the guest who placed it (their guest customerId and session).
 * Failures come back in the guest's words; the tenant API's reason for refusing a check-in is shown
 * as is, because it tells the guest when they can check in.
 */
import * as m from '#messages';
import { callApi, type CallOptions } from '../../api/client.ts';
import type { CallId, CallResponse } from '../../api/contract.ts';
import type { Call } from '../../generated/api-calls.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import { orderCustomerId } from '../../lib/order/customer.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $customerId, $guestCustomerId, $loggedIn, expireSession } from '../account/session.ts';

export const NOT_THIS_BROWSER = m.checkin_notThisBrowser;

/**
 * The customer the check-in calls are made for (docs/product.md §4.5): signed in, else the guest.
 */
export const checkinCustomerId = (): number | null =>
  orderCustomerId({
    loggedIn: $loggedIn.get(),
    customerId: $customerId.get(),
    guestCustomerId: $guestCustomerId.get(),
  });

/** A check-in call; never throws. */
export async function checkinCall<K extends CallId>(
  call: Call<K>,
  options: CallOptions<K>,
): Promise<Result<CallResponse<K>>> {
  try {
    return ok(await callApi(call, options));
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) {
      // A signed-in customer's 403 is docs/product.md §4.1's expiry; a guest's session simply isn't
      // this order's.
      if (!$loggedIn.get()) return fail(NOT_THIS_BROWSER);
      expireSession();
      return fail(m.errors_sessionExpired);
    }
    if (err instanceof ApiError && err.code === 'checkin_unavailable' && err.message)
      return fail(err.message);
    return fail(userMessage('generic', err));
  }
}
