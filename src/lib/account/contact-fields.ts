/**
 * Name, e-mail and phone fields, shared by sign-up, profile and checkout's guest info
 * (docs/product.md §5): validity and messages. Formatting while typing is ./contact-format.ts:
 * Checkout's form needs only that until PLACE ORDER, when these rules load with the payment.
 */
import * as m from '#messages';
import { phoneDigits } from './contact-format.ts';

/** The first failing message of each field; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** docs/product.md §5 messages, verbatim. */
export const MESSAGES = {
  firstName: m.signUp_firstName,
  lastName: m.signUp_lastName,
  emailRequired: m.signUp_emailRequired,
  emailInvalid: m.signUp_emailInvalid,
  phoneRequired: m.signUp_phoneRequired,
  phoneStart: m.signUp_phoneStart,
  phoneLength: m.signUp_phoneLength,
  passwordRequired: m.password_required,
  passwordInvalid: m.password_invalid,
  birthdayFormat: m.signUp_birthdayFormat,
  birthdayFuture: m.signUp_birthdayFuture,
  birthdayAge: m.signUp_birthdayAge,
  birthday1900: m.signUp_birthday1900,
  pin: m.verify_invalidPin,
} as const;

const EMAIL = /^[^\s@]+@[A-Za-z0-9-]{1,64}\.[A-Za-z]{2,}(?:\.[A-Za-z]{2,})?$/;

/**
 * docs/product.md §5 "E-mail validity". Empty counts as valid; "required" is a separate rule.
 * @example isValidEmail('ann@mail.example.com') // true
 * @example isValidEmail('ann@123.com') // false
 */
export function isValidEmail(value: string): boolean {
  if (value === '') return true;
  if (/\.\d+$/.test(value) || /@\d+\./.test(value)) return false;
  return EMAIL.test(value);
}

/**
 * docs/product.md §5 "Phone validity": empty, or an area code not starting with 0 or 1 (on the
 * formatted value, not starting with "(0" or "(1"). Raw digits are judged the same way.
 * @example isValidPhone('(212) 555-0199') // true
 * @example isValidPhone('(112) 555-0199') // false
 */
export function isValidPhone(formatted: string): boolean {
  return !/^[01]/.test(phoneDigits(formatted));
}
