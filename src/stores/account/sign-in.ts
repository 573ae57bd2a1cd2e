/**
 * Signing in (SPEC §4.1): with e-mail and password, or with an identity provider's token. Each
 * action answers with a Result whose message is SPEC §8's text.
 */
import { callApi } from '../../api/client.ts';
import type { CallRequest } from '../../api/contract.ts';
import { MESSAGES, userMessage } from '../../api/errors.ts';
import type { Customer } from '../../api/schemas/customer.ts';
import { track } from '../../integrations/index.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { showToast } from '../app/toasts.ts';
import { $customerId, $guestCustomerId, $loggedIn, loadCustomer } from './session.ts';

/** SPEC §4.1: store the id, fetch the customer info, and only then count as logged in. */
async function finishSignIn(
  customerId: number,
  situation: 'login' | 'sso',
): Promise<Result<Customer>> {
  $customerId.set(customerId);
  let customer: Customer;
  try {
    customer = await loadCustomer();
  } catch (err) {
    return fail(userMessage(situation === 'sso' ? 'sso' : 'customerInfo', err));
  }
  $guestCustomerId.set(null);
  $loggedIn.set(true);
  track({ type: 'fraud.login', customerId });
  return ok(customer);
}

/** Logs in with e-mail and password; a success is welcomed with a toast. */
export async function logIn(email: string, password: string): Promise<Result<Customer>> {
  let id: number;
  try {
    ({ customer_id: id } = await callApi('login', { payload: { username: email, password } }));
  } catch (err) {
    return fail(userMessage('login', err));
  }
  const signedIn = await finishSignIn(id, 'login');
  if (signedIn.ok) showToast(MESSAGES.welcomeBack, { kind: 'success' });
  return signedIn;
}

/** Exchanges an identity provider's token for a session (SPEC §4.1 SSO success). */
export async function logInWithSso(payload: CallRequest<'ssoLogin'>): Promise<Result<Customer>> {
  let id: number;
  try {
    ({ customer_id: id } = await callApi('ssoLogin', { payload }));
  } catch (err) {
    return fail(userMessage('sso', err));
  }
  return finishSignIn(id, 'sso');
}

/** SPEC §4.1 sign-up success with a customer_id: the new customer is logged in. */
export function completeSignUp(customerId: number): Promise<Result<Customer>> {
  return finishSignIn(customerId, 'login');
}
