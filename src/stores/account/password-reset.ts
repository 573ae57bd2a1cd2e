/** "Forgot Your Password?" (SPEC §2.7, §8). */
import { callApi } from '../../api/client.ts';
import { MESSAGES, userMessage } from '../../api/errors.ts';
import { fail, ok, type Result } from '../../lib/result.ts';

/** Asks for a reset link; `value` is the confirmation the guest reads. */
export async function requestPasswordReset(email: string): Promise<Result<string>> {
  try {
    const { ok: sent } = await callApi('password', {
      payload: { email: email.trim(), reset: true },
    });
    return sent ? ok(MESSAGES.passwordResetSent) : fail(MESSAGES.emailNotSent);
  } catch (err) {
    return fail(userMessage('passwordReset', err));
  }
}
