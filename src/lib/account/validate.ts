import * as m from '#messages';
import { birthdayToIso } from './format.ts';
import { isValidEmail, isValidPhone, MESSAGES, type FieldErrors } from './contact-fields.ts';
import { formatPhone } from './contact-format.ts';
import {
  PASSWORD_CHECKLIST_MIN,
  PASSWORD_MIN,
  PHONE_FORMATTED_LENGTH,
  PIN_LENGTH,
} from '../limits.ts';

export { isValidEmail, isValidPhone, MESSAGES, type FieldErrors } from './contact-fields.ts';

/** The sign-up form as the modal holds it (docs/product.md §3 "Sign-up payload"). */
export interface SignUpForm {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed, i.e. formatted "(XXX) XXX-XXXX". */
  phone: string;
  password: string;
  company?: string | undefined;
  /** MM/DD/YYYY, optional. */
  birthday?: string | undefined;
  emailOptin?: boolean | undefined;
  smsOptin?: boolean | undefined;
}

export type SignUpField =
  'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'birthday' | 'company';
/** docs/product.md §9 "Accounts". */
export const MIN_AGE = 13;
export const MIN_BIRTH_YEAR = 1900;

export interface ChecklistItem {
  label: string;
  ok: boolean;
}

/**
 * The live password-strength checklist (docs/product.md §5). "Special" is anything that is neither
 * a letter nor a digit in any script, so 'é' counts as a letter and a space as special.
 * @example passwordChecklist('abc').map((i) => i.ok) // [false, false, false, false]
 */
export function passwordChecklist(pw: string): ChecklistItem[] {
  return [
    { label: m.password_checkLength, ok: [...pw].length >= PASSWORD_CHECKLIST_MIN },
    { label: m.password_checkNumber, ok: /\d/.test(pw) },
    { label: m.password_checkUppercase, ok: /[A-Z]/.test(pw) },
    { label: m.password_checkSpecial, ok: /[^\p{L}\p{N}]/u.test(pw) },
  ];
}

/**
 * All four checklist items hold.
 * @example isStrongPassword('Burger#2026') // true
 */
export function isStrongPassword(pw: string): boolean {
  return passwordChecklist(pw).every((i) => i.ok);
}

function emailError(email: string): string | undefined {
  const v = email.trim();
  if (v === '') return MESSAGES.emailRequired;
  return isValidEmail(v) ? undefined : MESSAGES.emailInvalid;
}

/**
 * Phone messages in the order required → area code → length. The start-with-0/1 message wins over
 * the length message because it tells the user what to change; the length check compares the
 * formatted value with its full 14 characters, i.e. 10 digits.
 */
function phoneError(phone: string): string | undefined {
  const formatted = formatPhone(phone);
  if (formatted === '') return MESSAGES.phoneRequired;
  if (!isValidPhone(formatted)) return MESSAGES.phoneStart;
  return formatted.length < PHONE_FORMATTED_LENGTH ? MESSAGES.phoneLength : undefined;
}

function birthdayError(birthday: string, today: string): string | undefined {
  const iso = birthdayToIso(birthday);
  if (!iso) return MESSAGES.birthdayFormat;
  if (iso > today) return MESSAGES.birthdayFuture;
  // The 13th birthday is the same month/day 13 years on; 29 February births turn 13 on 1 March.
  const thirteenth = `${String(Number(iso.slice(0, 4)) + MIN_AGE).padStart(4, '0')}${iso.slice(4)}`;
  if (thirteenth > today) return MESSAGES.birthdayAge;
  return Number(iso.slice(0, 4)) < MIN_BIRTH_YEAR ? MESSAGES.birthday1900 : undefined;
}

/**
 * docs/product.md §5 "Sign-up", first failing message per field. The password follows the checklist
 * reading (all four items) and also the 6-character minimum of the other reading. docs/product.md
 * asks for a full phone only when a birthday is given; it is asked for always, since the payload
 * needs 10 digits.
 * @param today the store's date, YYYY-MM-DD
 * @example validateSignUp({ firstName: '', lastName: 'Lee', email: 'a@b.co', phone: '(212) 555-0199', password: 'Burger#2026' }, '2026-11-22')
 * // { firstName: 'Please enter your first name' }
 */
export function validateSignUp(form: SignUpForm, today: string): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (form.firstName.trim() === '') errors.firstName = MESSAGES.firstName;
  if (form.lastName.trim() === '') errors.lastName = MESSAGES.lastName;
  const email = emailError(form.email);
  if (email) errors.email = email;
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  if (form.password === '') errors.password = MESSAGES.passwordRequired;
  else if ([...form.password].length < PASSWORD_MIN || !isStrongPassword(form.password))
    errors.password = MESSAGES.passwordInvalid;
  const birthday = form.birthday?.trim() ?? '';
  const bday = birthday === '' ? undefined : birthdayError(birthday, today);
  if (bday) errors.birthday = bday;
  return errors;
}

/**
 * docs/product.md §5 "Login".
 * @example validateLogin({ email: 'ann@example.com', password: '' }) // { password: 'Please enter your password' }
 */
export function validateLogin(form: {
  email: string;
  password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (form.password === '') errors.password = MESSAGES.passwordRequired;
  return errors;
}

/**
 * docs/product.md §5 "Forgot password".
 * @example validateForgot({ email: '' }) // { email: 'Please enter your email address' }
 */
export function validateForgot(form: { email: string }): FieldErrors<'email'> {
  const email = emailError(form.email);
  return email ? { email } : {};
}

/**
 * docs/product.md §5 "PIN": the message, or undefined for exactly 6 digits.
 * @example validatePin('12345') // 'Invalid pin code'
 */
export function validatePin(pin: string): string | undefined {
  return pin.length === PIN_LENGTH && /^\d+$/.test(pin) ? undefined : MESSAGES.pin;
}

/**
 * docs/product.md §5 "Change phone": the sign-up phone messages, or undefined.
 * @example validateChangePhone('(012) 555-0199') // "Please enter a valid phone number. Phone number can't start with 0 or 1"
 */
export function validateChangePhone(phone: string): string | undefined {
  return phoneError(phone);
}

/**
 * docs/product.md §5's sign-up password rule for a new password: required, then the live checklist
 * and the 6-character minimum of the other reading.
 * @example newPasswordError('') // 'Please enter your password'
 * @example newPasswordError('Burger#2026') // undefined
 */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return MESSAGES.passwordRequired;
  if ([...password].length < PASSWORD_MIN || !isStrongPassword(password))
    return MESSAGES.passwordInvalid;
  return undefined;
}
