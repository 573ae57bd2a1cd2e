/**
 * Guest info's rules at PLACE ORDER (docs/product.md §3 "Guest info fields", §5): sign-up's rules
 * and messages.
 */
import {
  isValidEmail,
  isValidPhone,
  MESSAGES,
  type FieldErrors,
} from '../account/contact-fields.ts';
import { phoneDigits } from '../account/contact-format.ts';
import type { GuestField, GuestInfo } from './guest.ts';

/**
 * The first failing message of each field (docs/product.md §5 "Sign-up" messages).
 * @example validateGuest({ firstName: 'Ann', lastName: '', email: 'ann@example.com', phone: '(212) 555-0199' }) // { lastName: 'Please enter your last name' }
 */
export function validateGuest(g: GuestInfo): FieldErrors<GuestField> {
  const errors: FieldErrors<GuestField> = {};
  if (g.firstName.trim() === '') errors.firstName = MESSAGES.firstName;
  if (g.lastName.trim() === '') errors.lastName = MESSAGES.lastName;
  if (g.email.trim() === '') errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(g.email.trim())) errors.email = MESSAGES.emailInvalid;
  if (g.phone.trim() === '') errors.phone = MESSAGES.phoneRequired;
  else if (!isValidPhone(g.phone)) errors.phone = MESSAGES.phoneStart;
  else if (phoneDigits(g.phone).length !== 10) errors.phone = MESSAGES.phoneLength;
  return errors;
}
