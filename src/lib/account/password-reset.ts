/**
 * Password reset and sign-in with a code (docs/product.md §2.7, §5, §7.2 "Login with security
 * code", "Reset password"): reading the e-mailed link, and the forms' rules.
 */
import * as m from '#messages';
import { EMAIL_MAX } from '../limits.ts';
import {
  isValidEmail,
  newPasswordError,
  validateForgot,
  validatePin,
  type FieldErrors,
} from './validate.ts';

/** What the reset link carries: `/password_reset?email=…&code=…`. */
export interface ResetLink {
  /** The e-mail, when the link holds a well-formed one. */
  email?: string;
  /** The 6-digit code, only alongside a usable e-mail: one without the other signs nobody in. */
  code?: string;
}

/**
 * Reads the reset link's query. A malformed e-mail or code is dropped, so the screen falls back
 * on the Forgot password form instead of sending a request bound to fail.
 * @example readResetLink('?email=ann%40example.com&code=012345') // { email: 'ann@example.com', code: '012345' }
 * @example readResetLink('?email=ann%40example.com&code=12') // { email: 'ann@example.com' }
 */
export function readResetLink(search: string): ResetLink {
  const q = new URLSearchParams(search);
  const email = q.get('email')?.trim() ?? '';
  const code = q.get('code')?.trim() ?? '';
  if (email === '' || email.length > EMAIL_MAX || !isValidEmail(email)) return {};
  return validatePin(code) === undefined ? { email, code } : { email };
}

/**
 * The query without the code: it signs in, so it must not linger in history or a shared address.
 * @example withoutResetCode('?email=a%40b.co&code=123456') // '?email=a%40b.co'
 */
export function withoutResetCode(search: string): string {
  const q = new URLSearchParams(search);
  q.delete('code');
  const rest = q.toString();
  return rest ? `?${rest}` : '';
}

export { newPasswordError };

export type ResetField = 'email' | 'code' | 'password';

/**
 * The reset form: the e-mail as docs/product.md §5 "Forgot password", the code as "PIN", the new
 * password as the sign-up rule.
 * @example validatePasswordReset({ email: 'ann@example.com', code: '1', password: 'Burger#2026' }) // { code: 'Invalid pin code' }
 */
export function validatePasswordReset(form: {
  email: string;
  code: string;
  password: string;
}): FieldErrors<ResetField> {
  const errors: FieldErrors<ResetField> = validateForgot(form);
  const code = validatePin(form.code);
  if (code) errors.code = code;
  const password = newPasswordError(form.password);
  if (password) errors.password = password;
  return errors;
}

/** Texts of these screens that docs/product.md does not name, in the words of its own messages. */
export const PASSWORD_RESET_MESSAGES = {
  changed: m.password_changed,
  /** The code was used up by the sign-in, so only the password step can be tried again. */
  signedInNotChanged: m.password_signedInNotChanged,
  codeSent: (email: string) => m.login_codeSent({ email }),
  /** A link's code is right when it is sent: refused later, it was used or replaced by a newer one. */
  linkUsed: m.password_linkUsed,
} as const;

/**
 * What a refused reset says, when it is not the API's own words (undefined). The code of an
 * e-mailed link was right when it was sent, so a code the API no longer knows (`invalid_code`, or
 * its English words from an API that sends no code) means the link was used or a newer link
 * replaced it, not a typing mistake: that is said, with the way on. A code typed by hand, and any
 * other refusal, keeps the API's words, in the page's language.
 * @example resetRefusal(true, { code: 'invalid_code', message: 'courriel ou code de sécurité invalide' }) // PASSWORD_RESET_MESSAGES.linkUsed
 * @example resetRefusal(false, { code: 'invalid_code', message: 'invalid email or security code' }) // undefined
 */
export function resetRefusal(
  fromLink: boolean,
  refusal: { code: string; message: string },
): string | undefined {
  const unknownCode =
    refusal.code === 'invalid_code' || /invalid email or security code/i.test(refusal.message);
  return fromLink && unknownCode ? PASSWORD_RESET_MESSAGES.linkUsed : undefined;
}
