/**
 * The one way account screens call the customer API (SPEC §7.2): the stored customerId fills the
 * path, a missing id or a 403 ends the session as SPEC §4.1 and §8 say, and any other failure comes
 * back as the guest's words, never thrown.
 */
import { callApi, type CallOptions } from '../../api/client.ts';
import type { CallId, CallResponse } from '../../api/contract.ts';
import { ApiError, MESSAGES, userMessage, type Situation } from '../../api/errors.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $customerId, expireSession } from './session.ts';

/**
 * Calls a customer call for the signed-in customer.
 * @example const r = await customerCall('listAddresses', 'generic'); if (r.ok) r.value.addresses;
 */
export async function customerCall<K extends CallId>(
  id: K,
  situation: Situation,
  options: Omit<CallOptions<K>, 'params'> & { params?: Record<string, string | number> } = {},
): Promise<Result<CallResponse<K>>> {
  const customerId = $customerId.get();
  if (!customerId) {
    expireSession();
    return fail(MESSAGES.sessionExpired);
  }
  try {
    return ok(await callApi(id, { ...options, params: { customerId, ...options.params } }));
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) {
      expireSession();
      return fail(MESSAGES.sessionExpired);
    }
    return fail(userMessage(situation, err));
  }
}
