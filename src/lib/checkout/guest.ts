/**
 * Guest info at checkout (SPEC §3 "Guest info fields", §5): the sign-up rules and messages for
 * first name, last name, e-mail and phone, formatted while typing the same way.
 */
import {
  formatEmail,
  formatName,
  formatPhone,
  isValidEmail,
  isValidPhone,
  MESSAGES,
  phoneDigits,
  type FieldErrors,
} from '../account/contact-fields.ts';

export interface GuestInfo {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: "(XXX) XXX-XXXX". */
  phone: string;
}
export type GuestField = keyof GuestInfo;

export const EMPTY_GUEST: GuestInfo = { firstName: '', lastName: '', email: '', phone: '' };

/** The formatter of each field (SPEC §5 "Formatting while typing"). */
export const FORMAT: Record<GuestField, (v: string) => string> = {
  firstName: formatName,
  lastName: formatName,
  email: formatEmail,
  phone: formatPhone,
};

/**
 * The first failing message of each field (SPEC §5 "Sign-up" messages).
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

/**
 * The update-guest-info payload (SPEC §7.2) and the pay call's guest block.
 * @example guestPayload({ firstName: 'Ann ', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0199' }).phone // '2125550199'
 */
export function guestPayload(g: GuestInfo): {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
} {
  return {
    first_name: g.firstName.trim(),
    last_name: g.lastName.trim(),
    email: g.email.trim(),
    phone: phoneDigits(g.phone),
  };
}
