/**
 * Signing in (docs/product.md §4.1): with e-mail and password, an e-mailed code, or an identity
 * provider's token. Each action answers with a Result whose message is docs/product.md §8's text.
 */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import type { CallRequest } from '../../api/contract.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { Customer } from '../../api/schemas/customer.ts';
import { track } from '../../integrations/index.ts';
import { PASSWORD_RESET_MESSAGES } from '../../lib/account/password-reset.ts';
import type { Order } from '../../api/schemas/order.ts';
import { signInOrderStep } from '../../lib/order/handover.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $orderId } from '../order/order.ts';
import { showToast } from '../app/toasts.ts';
import { $customerId, $guestCustomerId, $loggedIn, loadCustomer } from './session.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * A guest's open order, read before the sign-in call: once the session is the customer's, the
 * guest's order can no longer be read, yet it must become the customer's (src/lib/order/handover.ts).
 */
export async function guestOrderBeforeSignIn(): Promise<Order | null> {
  const orderId = $orderId.get();
  if (signInOrderStep({ wasLoggedIn: $loggedIn.get(), orderId }) === 'keep') return null;
  const { guestOrderSnapshot } = await import('../order/handover.ts');
  return guestOrderSnapshot(orderId!);
}

/**
 * docs/product.md §4.1: store the id, fetch the customer info, and only then count as logged in; a
 * guest's order becomes the customer's first, so the next screen finds it theirs.
 */
async function finishSignIn(
  customerId: number,
  situation: 'login' | 'sso',
  guestOrder: Order | null,
): Promise<Result<Customer>> {
  $customerId.set(customerId);
  let customer: Customer;
  try {
    customer = await loadCustomer();
  } catch (err) {
    return fail(userMessage(situation === 'sso' ? 'sso' : 'customerInfo', err));
  }
  if (guestOrder) {
    const { handOverGuestOrder } = await import('../order/handover.ts');
    await handOverGuestOrder(guestOrder, customerId);
  }
  $guestCustomerId.set(null);
  $loggedIn.set(true);
  track({ type: 'fraud.login', customerId });
  return ok(customer);
}

/** Logs in with e-mail and password; a success is welcomed with a toast. */
export async function logIn(
  email: string,
  password: string,
  guestOrder?: Order | null,
): Promise<Result<Customer>> {
  let id: number;
  const order = guestOrder === undefined ? await guestOrderBeforeSignIn() : guestOrder;
  try {
    ({ customer_id: id } = await callApi(calls.login, { payload: { username: email, password } }));
  } catch (err) {
    return fail(userMessage('login', err));
  }
  const signedIn = await finishSignIn(id, 'login', order);
  if (signedIn.ok) showToast(m.errors_welcomeBack, { kind: 'success' });
  return signedIn;
}

/** Exchanges an identity provider's token for a session (docs/product.md §4.1 SSO success). */
export async function logInWithSso(payload: CallRequest<'ssoLogin'>): Promise<Result<Customer>> {
  let id: number;
  const order = await guestOrderBeforeSignIn();
  try {
    ({ customer_id: id } = await callApi(calls.ssoLogin, { payload }));
  } catch (err) {
    return fail(userMessage('sso', err));
  }
  return finishSignIn(id, 'sso', order);
}

/**
 * docs/product.md §4.1 sign-up success with a customer_id: the new customer is logged in.
 * `guestOrder` is what guestOrderBeforeSignIn read before the registration call.
 */
export function completeSignUp(
  customerId: number,
  guestOrder: Order | null = null,
): Promise<Result<Customer>> {
  return finishSignIn(customerId, 'login', guestOrder);
}

/**
 * Sends a sign-in code by e-mail (docs/product.md §7.2 "Send e-mail code", without a session).
 * `value` is the text telling where it went; an address without an account is "Email could not be
 * sent", as a reset is (docs/product.md §8).
 */
export async function sendSignInCode(email: string): Promise<Result<string>> {
  const address = email.trim();
  try {
    const { ok: sent } = await callApi(calls.sendVerifyCode, { payload: { email: address } });
    return sent ? ok(PASSWORD_RESET_MESSAGES.codeSent(address)) : fail(m.errors_emailNotSent);
  } catch (err) {
    return fail(userMessage('passwordReset', err));
  }
}

/** SEND A NEW CODE: a sent code is confirmed as a resent PIN is (docs/product.md §8). */
export async function resendSignInCode(email: string): Promise<Result<string>> {
  const sent = await sendSignInCode(email);
  if (sent.ok) showToast(m.errors_pinResent);
  return sent;
}

/**
 * Signs in with an e-mailed code (docs/product.md §7.2 "Login with security code"), as a login: its
 * failures are docs/product.md §8's login texts (an expired or wrong code in the server's words).
 * `welcome` greets the customer as a password login does; the reset journey says its own word
 * instead, and `refusal` words a refusal itself (undefined: the login's text).
 */
export async function logInWithCode(
  email: string,
  code: string,
  { welcome, refusal }: { welcome: boolean; refusal?: (err: ApiError) => string | undefined },
): Promise<Result<Customer>> {
  let id: number;
  const order = await guestOrderBeforeSignIn();
  try {
    ({ customer_id: id } = await callApi(calls.loginWithSecurityCode, {
      payload: { email: email.trim(), security_code: code },
    }));
  } catch (err) {
    return fail((err instanceof ApiError && refusal?.(err)) || userMessage('login', err));
  }
  const signedIn = await finishSignIn(id, 'login', order);
  if (signedIn.ok && welcome) showToast(m.errors_welcomeBack, { kind: 'success' });
  return signedIn;
}
