/** Change password on the Profile screen (SPEC §7.2 "Change password"). */
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES, userMessage } from '../../api/errors.ts';
import {
  isWrongCurrentPassword,
  PASSWORD_CHANGE_MESSAGES,
  type PasswordChangeForm,
} from '../../lib/account/password-change.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { $loggedIn, expireSession } from './session.ts';

/**
 * Changes the password of a validated form. A wrong current password comes back as that field's
 * message; a 403 ends the session (SPEC §4.1); anything else is SPEC §8's generic text.
 */
export async function changePassword(form: PasswordChangeForm): Promise<Result> {
  if (!$loggedIn.get()) return fail(MESSAGES.sessionExpired);
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
