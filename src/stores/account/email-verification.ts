/** Verifying the customer's e-mail address (docs/product.md §2.9, §8). */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { closeModal } from '../app/modal.ts';
import { showToast } from '../app/toasts.ts';
import { $customer, $emailVerified } from './session.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * Sends a PIN by e-mail. `value` tells whether the API accepted it; a failed call gives the
 * server's text (docs/product.md §8 "PIN verification request fails").
 */
export async function sendEmailPin(email: string): Promise<Result<boolean>> {
  try {
    return ok((await callApi(calls.sendVerifyCode, { payload: { email } })).ok);
  } catch (err) {
    return fail(userMessage('pinVerify', err));
  }
}

/** RESEND PIN: a sent PIN is confirmed with a toast. */
export async function resendEmailPin(email: string): Promise<Result<boolean>> {
  const sent = await sendEmailPin(email);
  if (sent.ok && sent.value) showToast(m.errors_pinResent);
  return sent;
}

/** Checks a PIN. Verified: the flags are set, a toast says so, and the modal closes. */
export async function verifyEmailPin(email: string, pin: string): Promise<Result> {
  let accepted: boolean;
  try {
    accepted = (await callApi(calls.verifyEmail, { payload: { email, security_code: pin } })).ok;
  } catch (err) {
    return fail(userMessage('pinVerify', err));
  }
  if (!accepted) return fail(m.errors_verificationFailed);
  $emailVerified.set(true);
  const customer = $customer.get();
  if (customer) $customer.set({ ...customer, is_verified: true });
  showToast(m.errors_emailVerified, { kind: 'success' });
  closeModal();
  return ok();
}
