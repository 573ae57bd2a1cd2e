/** Creating an account (docs/product.md §2.5, §4.1), then the verification the chain requires. */
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import { signUpPayload } from '../../lib/account/payload.ts';
import type { SignUpForm } from '../../lib/account/validate.ts';
import { nextVerification } from '../../lib/account/verification.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { closeModal, openModal } from '../app/modal.ts';
import { $storeConfig } from '../chain/config.ts';
import { completeSignUp, guestOrderBeforeSignIn, logIn } from './sign-in.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * Registers a validated form and signs the new customer in; on success the sign-up modal gives
 * way to phone or e-mail verification when the chain requires it.
 */
export async function signUp(form: SignUpForm): Promise<Result> {
  const chainConfig = $storeConfig.get();
  const payload = signUpPayload(form, chainConfig ?? {});
  let created: { customer_id?: number };
  const guestOrder = await guestOrderBeforeSignIn();
  try {
    created = await callApi(calls.register, { payload });
  } catch (err) {
    return fail(userMessage('signup', err));
  }
  // docs/product.md §4.1: without a customer_id, fall back to a login with the same credentials.
  const signedIn = created.customer_id
    ? await completeSignUp(created.customer_id, guestOrder)
    : await logIn(payload.email, payload.password, guestOrder);
  if (!signedIn.ok) return signedIn;
  closeModal();
  // A new account has verified nothing yet.
  const next = nextVerification({
    requirePhone: !!chainConfig?.require_phone_verification,
    requireEmail: !!chainConfig?.require_email_verification,
    phoneVerified: false,
    emailVerified: false,
  });
  if (next) openModal(next);
  return ok();
}
