/**
 * "Forgot Your Password?" (docs/product.md §2.7, §8) and the reset link it sends: sign in with the
 * link's code, then set the new password (docs/product.md §7.2 "Login with security code", "Change
 * password").
 */
import * as m from '#messages';
import { atom, onMount } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import {
  PASSWORD_RESET_MESSAGES,
  readResetLink,
  resetRefusal,
  withoutResetCode,
  type ResetLink,
} from '../../lib/account/password-reset.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { showToastAfterNavigation } from '../app/toasts.ts';
import { customerCall } from './customer-call.ts';
import { $loggedIn } from './session.ts';
import { logInWithCode } from './sign-in.ts';
import * as calls from '../../generated/api-calls.ts';

/** Asks for a reset link; `value` is the confirmation the guest reads. */
export async function requestPasswordReset(email: string): Promise<Result<string>> {
  try {
    const { ok: sent } = await callApi(calls.password, {
      payload: { email: email.trim(), reset: true },
    });
    return sent ? ok(m.errors_passwordResetSent) : fail(m.errors_emailNotSent);
  } catch (err) {
    return fail(userMessage('passwordReset', err));
  }
}

let link: ResetLink | undefined;

/**
 * The reset link this page was opened with, read once; the code then leaves the address bar, so
 * it stays out of history, bookmarks and anything the page is shared with.
 */
export function takeResetLink(): ResetLink {
  if (link) return link;
  link = readResetLink(location.search);
  if (link.code) {
    const url = `${location.pathname}${withoutResetCode(location.search)}${location.hash}`;
    history.replaceState(history.state, '', url);
  }
  return link;
}

/** The reset link, once the screen is in the browser (null while it is prerendered). */
export const $resetLink = atom<ResetLink | null>(null);
onMount($resetLink, () => {
  $resetLink.set(takeResetLink());
});

/**
 * The e-mail whose code has signed in on this page. A code works once, so after a sign-in whose
 * password step failed, trying again only repeats the password step.
 */
export const $resetSignedInAs = atom<string | null>(null);

/** Where the customer lands, signed in, once the new password is saved. */
export const AFTER_RESET_PATH = '/account';

/**
 * Signs in with the e-mailed code, then saves the new password (form already validated). On
 * success the account hub opens with a confirmation; a refused or expired code is docs/product.md
 * §8's login text, and nothing is changed.
 */
export async function resetPassword(form: {
  email: string;
  code: string;
  password: string;
  /** The code came with the e-mailed link rather than typed by hand. */
  fromLink?: boolean;
}): Promise<Result> {
  const email = form.email.trim().toLowerCase();
  if ($resetSignedInAs.get() !== email || !$loggedIn.get()) {
    const signedIn = await logInWithCode(email, form.code, {
      welcome: false,
      refusal: (err) => resetRefusal(!!form.fromLink, err),
    });
    if (!signedIn.ok) return fail(signedIn.message);
    $resetSignedInAs.set(email);
  }
  const changed = await customerCall(calls.password, 'generic', {
    payload: { new_password: form.password },
    // The sign-in's leave to skip the current password lasts only as long as the code did.
    refusal: (err) =>
      fail(
        err.status === 410 ? userMessage('login', err) : PASSWORD_RESET_MESSAGES.signedInNotChanged,
      ),
  });
  if (!changed.ok) return changed;
  if (!changed.value.ok) return fail(PASSWORD_RESET_MESSAGES.signedInNotChanged);
  $resetSignedInAs.set(null);
  showToastAfterNavigation(PASSWORD_RESET_MESSAGES.changed, 'success');
  location.assign(AFTER_RESET_PATH);
  return ok();
}
