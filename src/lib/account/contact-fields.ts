/**
 * Name, e-mail and phone fields, shared by sign-up, profile and checkout's guest info
 * (docs/product.md §5): validity and messages. Formatting while typing is ./contact-format.ts:
 * Checkout's form needs only that until PLACE ORDER, when these rules load with the payment.
 */
import { phoneDigits } from './contact-format.ts';

/** The first failing message of each field; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** docs/product.md §5 messages, verbatim. */
export const MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your cell phone number',
  phoneStart: "Please enter a valid phone number. Phone number can't start with 0 or 1",
  phoneLength: 'Please enter a valid phone number',
  passwordRequired: 'Please enter your password',
  passwordInvalid: 'Please enter a valid password',
  birthdayFormat: 'Birthday must be in MM/DD/YYYY format',
  birthdayFuture: 'Please enter a valid birthdate',
  birthdayAge: 'You must be at least 13 years old to sign up',
  birthday1900: 'Please enter a valid date of birth. Birthdays before 1900 are not accepted.',
  pin: 'Invalid pin code',
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
