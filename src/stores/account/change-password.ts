/** Change password on the Profile screen (SPEC §7.2 "Change password"). */
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES, userMessage } from '../../api/errors.ts';
import {
  isWrongCurrentPassword,
  PASSWORD_CHANGE_MESSAGES,
  type PasswordChangeForm,
} from '../../lib/account/password-change.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $customerId, $loggedIn, expireSession } from './session.ts';

/**
 * Changes the password of a validated form. It calls the API itself rather than through
 * customerCall(), which gives back only words: the form needs the refusal's code to tell a wrong
 * current password from any other failure. A wrong current password comes back as that field's
 * message; a 403 ends the session (SPEC §4.1); anything else is SPEC §8's generic text.
 */
export async function changePassword(form: PasswordChangeForm): Promise<Result> {
  // customerCall()'s session rules, all the same.
  if (!$loggedIn.get()) return fail(MESSAGES.sessionExpired);
  if (!$customerId.get()) {
    expireSession();
    return fail(MESSAGES.sessionExpired);
  }
  try {
    const answer = await callApi('password', {
      payload: { old_password: form.current, new_password: form.next },
    });
    if (!answer.ok) return fail(MESSAGES.somethingWentWrong);
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) {
      expireSession();
      return fail(MESSAGES.sessionExpired);
    }
    if (err instanceof ApiError && isWrongCurrentPassword(err.status, err.code))
      return fail(PASSWORD_CHANGE_MESSAGES.currentWrong, {
        current: PASSWORD_CHANGE_MESSAGES.currentWrong,
      });
    return fail(userMessage('generic', err));
  }
  return ok();
}
