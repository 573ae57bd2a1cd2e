/**
 * Change password on the Profile screen (docs/product.md §5 password rules, §7.2 "Change
 * password").
 */
import * as m from '#messages';
import { newPasswordError, type FieldErrors } from './validate.ts';

export interface PasswordChangeForm {
  current: string;
  next: string;
}

/** Texts of this form that docs/product.md does not name, in the words of its sign-up messages. */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: m.password_currentRequired,
  currentWrong: m.password_currentWrong,
  sameAsCurrent: m.password_sameAsCurrent,
  changed: m.password_changed,
} as const;

/**
 * The current password is required; the new one follows docs/product.md §5's sign-up rule (the live
 * checklist, and the 6-character minimum of the other reading) and must differ from the current.
 * @example validatePasswordChange({ current: '', next: 'Burger#2026' }) // { current: 'Please enter your current password' }
 */
export function validatePasswordChange(form: PasswordChangeForm): FieldErrors<'current' | 'next'> {
  const errors: FieldErrors<'current' | 'next'> = {};
  if (form.current === '') errors.current = PASSWORD_CHANGE_MESSAGES.currentRequired;
  const next = newPasswordError(form.next);
  if (next) errors.next = next;
  else if (form.next === form.current) errors.next = PASSWORD_CHANGE_MESSAGES.sameAsCurrent;
  return errors;
}

/**
 * Whether a refused change means the current password was wrong: the API answers 400
 * `wrong_password` (or 401 on backends that treat it as a failed credential check).
 * @example isWrongCurrentPassword(400, 'wrong_password') // true
 */
export function isWrongCurrentPassword(status: number, code: string): boolean {
  return code === 'wrong_password' || (status === 401 && code !== 'login_required');
}
