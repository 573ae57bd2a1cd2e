/**
 * Guest info at checkout (docs/product.md §3 "Guest info fields", §5): first name, last name,
 * e-mail and phone, formatted while typing as at sign-up, and sent as the API wants them. Their
 * sign-up rules and messages are ./guest-check.ts, loaded with the payment.
 */
import { formatEmail, formatName, formatPhone, phoneDigits } from '../account/contact-format.ts';

export interface GuestInfo {
  firstName: string;
  lastName: string;
  email: string;
  /** As typed: "(XXX) XXX-XXXX". */
  phone: string;
}
export type GuestField = keyof GuestInfo;

export const EMPTY_GUEST: GuestInfo = { firstName: '', lastName: '', email: '', phone: '' };

/** The formatter of each field (docs/product.md §5 "Formatting while typing"). */
export const FORMAT: Record<GuestField, (v: string) => string> = {
  firstName: formatName,
  lastName: formatName,
  email: formatEmail,
  phone: formatPhone,
};

/**
 * The update-guest-info payload (docs/product.md §7.2) and the pay call's guest block.
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
