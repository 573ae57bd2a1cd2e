import * as m from '#messages';
import { atom } from 'nanostores';
import { boolean, int, nullable, string } from '../persist/decode.ts';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import type { Customer } from '../../api/schemas/customer.ts';
import {
  LOGOUT_CLEARED_KEYS,
  SESSION_EXPIRY_CLEARED_KEYS,
  logoutConfirmed,
} from '../../lib/account/startup.ts';
import { clearStorage, persistent } from '../persist/local.ts';
import { showToast, showToastAfterNavigation } from '../app/toasts.ts';
import { EXPIRED_HOME } from '../../lib/toast.ts';
import { EMAIL_MAX } from '../../lib/limits.ts';
import { inPageLanguage, pagePath } from '../../lib/i18n/page-path.ts';
import * as calls from '../../generated/api-calls.ts';

// docs/product.md §3 "Session values kept on the client" — never the auth value or cookies
// (docs/architecture.md §6).
export const $customerId = persistent('customerId', nullable(int({ positive: true })), null);
export const $guestCustomerId = persistent(
  'guestCustomerId',
  nullable(int({ positive: true })),
  null,
);
export const $loggedIn = persistent('loggedIn', boolean(), false);
export const $phoneVerified = persistent('phoneVerified', boolean(), false);
export const $emailVerified = persistent('emailVerified', boolean(), false);
export const $userEmail = persistent('userEmail', string({ max: EMAIL_MAX }), '');

/** The logged-in customer (docs/product.md §7.2 customer info), once fetched. */
export const $customer = atom<Customer | null>(null);

function setCustomer(c: Customer): void {
  $customer.set(c);
  $customerId.set(c.customer_id);
  $userEmail.set(c.email);
  $phoneVerified.set(c.is_phone_verified);
  $emailVerified.set(c.is_verified);
}

let loading: Promise<Customer> | null = null;

/**
 * Fetches the customer; returns it, or throws ApiError. Sign-in is in ./sign-in.ts. Callers at
 * the same moment (start-up, an account screen) share one request, so one 403 ends the session once.
 */
export function loadCustomer(): Promise<Customer> {
  loading ??= callApi(calls.me)
    .then(({ customer }) => {
      setCustomer(customer);
      return customer;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** Clears what docs/product.md §4.1 lists and resets the in-memory session. */
export function clearLocalSession(keys: readonly string[]): void {
  clearStorage(keys);
  $loggedIn.set(false);
  $customerId.set(null);
  $phoneVerified.set(false);
  if (keys.includes('emailVerified')) $emailVerified.set(false);
  $customer.set(null);
}

/**
 * Logs out (docs/product.md §4.1): only when the API answers "Logged out" is anything cleared; then
 * Home. Returns whether the customer was logged out.
 */
export async function logOut(): Promise<boolean> {
  let data: { ok: string };
  try {
    data = await callApi(calls.logout);
  } catch {
    return false;
  }
  if (!logoutConfirmed(data)) return false;
  clearLocalSession(LOGOUT_CLEARED_KEYS);
  // Home (docs/product.md §4.1); already there, the islands update in place and nothing typed is
  // lost.
  if (pagePath(location.pathname) !== '/') location.assign(inPageLanguage('/', location.pathname));
  return true;
}

/** docs/product.md §4.1 session expiry: toast, local logout (e-mail flag too), Home. */
export function expireSession(message: string = m.errors_sessionExpired): void {
  clearLocalSession(SESSION_EXPIRY_CLEARED_KEYS);
  if (pagePath(location.pathname) === '/') showToast(message, { kind: 'error' });
  // The navigation carries this toast itself: a queue written just before a full page load was
  // sometimes not seen by the next page.
  else if (message === m.errors_sessionExpired) location.assign(EXPIRED_HOME);
  else {
    showToastAfterNavigation(message, 'error');
    location.assign('/');
  }
}

/**
 * Refreshes a stored login's customer at start-up (for is_mgmt and the verification flags). A 403
 * is docs/product.md's "session expired" and ends the session; anything else leaves the stored
 * state alone — docs/product.md §4.1 counts a stored customer as logged in, and expiry is otherwise
 * found when the order loads (docs/product.md §8).
 */
export async function resumeSession(): Promise<void> {
  if (!$loggedIn.get() || !$customerId.get()) return;
  try {
    await loadCustomer();
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) expireSession();
  }
}
