/** Verifying the customer's phone, and changing it (docs/product.md §2.8, §8). */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import { phoneDigits } from '../../lib/account/format.ts';
import { nextVerification } from '../../lib/account/verification.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { closeModal, openModal } from '../app/modal.ts';
import { showToast } from '../app/toasts.ts';
import { $storeConfig } from '../chain/config.ts';
import { $customer, $phoneVerified, expireSession } from './session.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * Sends a PIN by SMS. `value` tells whether the API accepted it; a failed call gives the
 * server's text (docs/product.md §8 "PIN verification request fails").
 */
export async function sendPhonePin(phone: string): Promise<Result<boolean>> {
  try {
    return ok((await callApi(calls.sendVerifyPhone, { payload: { phone } })).ok);
  } catch (err) {
    return fail(userMessage('pinVerify', err));
  }
}

/** RESEND PIN: a sent PIN is confirmed with a toast. */
export async function resendPhonePin(phone: string): Promise<Result<boolean>> {
  const sent = await sendPhonePin(phone);
  if (sent.ok && sent.value) showToast(m.errors_pinResent);
  return sent;
}

/**
 * Checks a PIN. Verified: the flags are set, a toast says so, and the modal closes, giving way to
 * e-mail verification when the chain requires it and the e-mail is not verified yet.
 */
export async function verifyPhonePin(phone: string, pin: string): Promise<Result> {
  let accepted: boolean;
  try {
    accepted = (await callApi(calls.verifyPhone, { payload: { phone, security_code: pin } })).ok;
  } catch (err) {
    return fail(userMessage('pinVerify', err));
  }
  if (!accepted) return fail(m.errors_verificationFailed);
  const customer = $customer.get();
  $phoneVerified.set(true);
  if (customer) $customer.set({ ...customer, is_phone_verified: true });
  showToast(m.errors_phoneVerified, { kind: 'success' });
  closeModal();
  const next = nextVerification({
    requirePhone: false,
    requireEmail: !!$storeConfig.get()?.require_email_verification,
    phoneVerified: true,
    // Without a known customer there is nothing to tell about the e-mail.
    emailVerified: customer?.is_verified ?? true,
  });
  if (next) openModal(next);
  return ok();
}

/**
 * Changes the customer's phone to a validated number and sends it a PIN. `'sent'` is toasted;
 * `'sessionEnded'` (a 403, docs/product.md §8) has already logged out with its own toast, so the
 * form has nothing more to say.
 */
export async function changePhone(formatted: string): Promise<Result<'sent' | 'sessionEnded'>> {
  const customer = $customer.get();
  if (!customer) return fail(m.errors_somethingWentWrong);
  const phone = phoneDigits(formatted);
  try {
    const { customer: updated } = await callApi(calls.updateCustomer, {
      params: { customerId: customer.customer_id },
      payload: { phone },
    });
    $customer.set(updated);
    $phoneVerified.set(updated.is_phone_verified);
    await callApi(calls.sendVerifyPhone, { payload: { phone } });
  } catch (err) {
    if (!(err instanceof ApiError && err.sessionExpired))
      return fail(userMessage('phoneChange', err));
    expireSession(m.errors_sessionExpiredNoStop);
    return ok('sessionEnded');
  }
  showToast(m.errors_phoneChanged);
  return ok('sent');
}
