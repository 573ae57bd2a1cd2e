/** Change password on the Profile screen (docs/product.md §7.2 "Change password"). */

import * as m from '#messages';
import {
  isWrongCurrentPassword,
  PASSWORD_CHANGE_MESSAGES,
  type PasswordChangeForm,
} from '../../lib/account/password-change.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { customerCall } from './customer-call.ts';
import { $loggedIn } from './session.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * Changes the password of a validated form. A wrong current password comes back as that field's
 * message; a 403 ends the session (docs/product.md §4.1, through customerCall); anything else is
 * docs/product.md §8's generic text.
 */
export async function changePassword(form: PasswordChangeForm): Promise<Result> {
  if (!$loggedIn.get()) return fail(m.errors_sessionExpired);
  const changed = await customerCall(calls.password, 'generic', {
    payload: { old_password: form.current, new_password: form.next },
    refusal: (err) =>
      isWrongCurrentPassword(err.status, err.code)
        ? fail(PASSWORD_CHANGE_MESSAGES.currentWrong, {
            current: PASSWORD_CHANGE_MESSAGES.currentWrong,
          })
        : undefined,
  });
  if (!changed.ok) return changed;
  return changed.value.ok ? ok() : fail(m.errors_somethingWentWrong);
}
