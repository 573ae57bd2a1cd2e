/**
 * The one way account screens call the customer API (docs/product.md §7.2): the stored customerId
 * fills the path, a missing id or a 403 ends the session as docs/product.md §4.1 and §8 say, and
 * any other failure comes back as the guest's words, never thrown.
 */
import * as m from '#messages';
import { callApi, type CallOptions } from '../../api/client.ts';
import type { CallId, CallResponse } from '../../api/contract.ts';
import type { Call } from '../../generated/api-calls.ts';
import { ApiError, userMessage, type Situation } from '../../api/errors.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $customerId, expireSession } from './session.ts';

/**
 * Calls a customer call for the signed-in customer.
 * @example const r = await customerCall(calls.listAddresses, 'generic'); if (r.ok) r.value.addresses;
 */
export async function customerCall<K extends CallId>(
  call: Call<K>,
  situation: Situation,
  options: Omit<CallOptions<K>, 'params'> & {
    params?: Record<string, string | number>;
    /**
     * A refusal the screen words itself (a wrong PIN, a wrong current password): its Result, or
     * undefined to fall back on `situation`'s words. Never asked about a 403.
     */
    refusal?: (err: ApiError) => Result<never> | undefined;
  } = {},
): Promise<Result<CallResponse<K>>> {
  const customerId = $customerId.get();
  if (!customerId) {
    expireSession();
    return fail(m.errors_sessionExpired);
  }
  const { refusal, ...rest } = options;
  try {
    // Most customer calls name the customer in their path; the rest (password) must not be sent it.
    const params = call.includes('{customerId}') ? { customerId, ...rest.params } : rest.params;
    return ok(await callApi(call, params ? { ...rest, params } : rest));
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) {
      expireSession();
      return fail(m.errors_sessionExpired);
    }
    return (err instanceof ApiError && refusal?.(err)) || fail(userMessage(situation, err));
  }
}
