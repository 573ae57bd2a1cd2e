/**
 * Name, e-mail and phone fields, shared by sign-up, profile and checkout's guest info (SPEC §5):
 * formatting while typing, validity and messages. Kept apart from the rest of the account rules so
 * Checkout loads only these.
 */

/** The first failing message of each field; a field without an entry is valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** SPEC §5 messages, verbatim. */
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

/**
 * A first or last name: only A–Z, a–z and spaces, with leading spaces removed.
 * @example formatName('  Jo3hn ') // 'John '
 */
export function formatName(input: string): string {
  return input.replace(/[^A-Za-z ]/g, '').replace(/^ +/, '');
}

/**
 * An e-mail address: only letters, digits and @ . + _ - are kept.
 * @example formatEmail('Ann Lee@ex ample.com') // 'AnnLee@example.com'
 */
export function formatEmail(input: string): string {
  return input.replace(/[^A-Za-z0-9@.+_-]/g, '');
}

/**
 * Digits only.
 * @example phoneDigits('(212) 555-0199') // '2125550199'
 */
export function phoneDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}

/**
 * A phone number formatted step by step as (XXX) XXX-XXXX from its first 10 digits.
 * Partial forms: 1–3 digits '(21' / '(212'; 4–6 digits '(212) 5' / '(212) 555'; 7–10 digits
 * '(212) 555-0' … '(212) 555-0199'. No separator is shown before the digit that follows it, so a
 * backspace always removes a digit's worth of text (e.g. '(212) ' re-formats to '(212').
 * @example formatPhone('2125550') // '(212) 555-0'
 */
export function formatPhone(input: string): string {
  const d = phoneDigits(input).slice(0, 10);
  if (d === '') return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const EMAIL = /^[^\s@]+@[A-Za-z0-9-]{1,64}\.[A-Za-z]{2,}(?:\.[A-Za-z]{2,})?$/;

/**
 * SPEC §5 "E-mail validity". Empty counts as valid; "required" is a separate rule.
 * @example isValidEmail('ann@mail.example.com') // true
 * @example isValidEmail('ann@123.com') // false
 */
export function isValidEmail(value: string): boolean {
  if (value === '') return true;
  if (/\.\d+$/.test(value) || /@\d+\./.test(value)) return false;
  return EMAIL.test(value);
}

/**
 * SPEC §5 "Phone validity": empty, or an area code not starting with 0 or 1 (on the formatted value,
 * not starting with "(0" or "(1"). Raw digits are judged the same way.
 * @example isValidPhone('(212) 555-0199') // true
 * @example isValidPhone('(112) 555-0199') // false
 */
export function isValidPhone(formatted: string): boolean {
  return !/^[01]/.test(phoneDigits(formatted));
}
