/**
 * The Profile screen's form (docs/product.md §2.5 fields, §5 rules, §7.2 "Update customer"): what
 * it shows for a customer, what it rejects, and which changed fields it sends.
 */
import type { z } from 'zod';
import type { Customer } from '../../api/schemas/customer.ts';
import type { CONTRACT } from '../../api/contract.ts';
import { birthdayToIso, formatPhone, phoneDigits } from './format.ts';
import { MESSAGES, validateSignUp, type FieldErrors } from './validate.ts';

export type CustomerUpdatePayload = z.input<(typeof CONTRACT)['updateCustomer']['request']>;

/** The form as the screen holds it: phone formatted, birthday MM/DD/YYYY. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday: string;
  emailOptin: boolean;
}

/** The form before the customer is known: the fields stand empty (and disabled) meanwhile. */
export const EMPTY_PROFILE_FORM: Readonly<ProfileForm> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthday: '',
  emailOptin: false,
};

export type ProfileField = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday';

/**
 * A stored YYYY-MM-DD birthdate as MM/DD/YYYY; anything else as empty.
 * @example isoToBirthday('1990-01-15') // '01/15/1990'
 */
export function isoToBirthday(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/**
 * The form filled from the customer.
 * @example profileFormOf(customer).phone // '(212) 555-0199'
 */
export function profileFormOf(c: Customer): ProfileForm {
  return {
    firstName: c.first_name,
    lastName: c.last_name,
    email: c.email,
    phone: formatPhone(c.phone),
    birthday: isoToBirthday(c.birthdate),
    emailOptin: c.email_optin === true,
  };
}

// validateSignUp judges the password too; a value that passes every item keeps that rule silent.
const PASSES_CHECKLIST = 'Aa1!aaaa';

/**
 * docs/product.md §5 "Sign-up" rules for the fields Profile shares with sign-up, first message per
 * field. A birthday on file cannot be removed (the update call has no way to clear it), so emptying
 * it is reported with the format message instead of being silently ignored.
 * @param today the browser's date, YYYY-MM-DD
 * @example validateProfile({ ...form, phone: '(112) 555-0199' }, '2026-11-23', false).phone
 * // "Please enter a valid phone number. Phone number can't start with 0 or 1"
 */
export function validateProfile(
  form: ProfileForm,
  today: string,
  hadBirthday: boolean,
): FieldErrors<ProfileField> {
  const all = validateSignUp({ ...form, password: PASSES_CHECKLIST }, today);
  const errors: FieldErrors<ProfileField> = {};
  for (const key of ['firstName', 'lastName', 'email', 'phone', 'birthday'] as const)
    if (all[key]) errors[key] = all[key];
  if (hadBirthday && form.birthday.trim() === '') errors.birthday = MESSAGES.birthdayFormat;
  return errors;
}

/**
 * The docs/product.md §7.2 update payload holding only what differs from the customer; empty when
 * nothing changed. The opt-in is sent only when the chain shows its box (store config email_optin),
 * so a hidden box never changes anyone's choice. E-mail addresses compare without case, as the API
 * keeps them in lower case.
 * @example profileChanges({ ...profileFormOf(c), firstName: 'Anna ', birthday: '01/15/1990' }, c, false)
 * // { first_name: 'Anna', birthdate: '1990-01-15' } (for a customer Ann without a birthdate)
 */
export function profileChanges(
  form: ProfileForm,
  c: Customer,
  emailOptinShown: boolean,
): CustomerUpdatePayload {
  const out: CustomerUpdatePayload = {};
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  const email = form.email.trim();
  const phone = phoneDigits(form.phone);
  const birthdate = birthdayToIso(form.birthday.trim());
  if (first !== c.first_name) out.first_name = first;
  if (last !== c.last_name) out.last_name = last;
  if (email.toLowerCase() !== c.email.toLowerCase()) out.email = email;
  if (phone !== c.phone) out.phone = phone;
  if (birthdate && birthdate !== c.birthdate) out.birthdate = birthdate;
  if (emailOptinShown && form.emailOptin !== (c.email_optin === true))
    out.email_optin = form.emailOptin;
  return out;
}
