import type { z } from 'zod';
import type { registration } from '../../api/schemas/customer.ts';
import { birthdayToIso, phoneDigits } from './format.ts';
import type { SignUpForm } from './validate.ts';

export type RegistrationPayload = z.input<typeof registration>;

/**
 * The chain's configuration flags (docs/product.md §3 "store configuration") that allow the sign-up
 * opt-ins (docs/product.md §2.5).
 */
export interface OptinConfig {
  email_optin?: boolean | undefined;
  sms_optin?: boolean | undefined;
}

/**
 * The docs/product.md §3 sign-up payload from a validated form. Text fields are trimmed; the
 * password is sent exactly as typed, because login sends it untouched and the two must match. An
 * opt-in is true only when the store shows its box and the box is checked, so a hidden box can
 * never opt anyone in. A birthday that is not a real MM/DD/YYYY date is left out rather than sent
 * malformed.
 * @example signUpPayload({ firstName: ' Ann ', lastName: 'Lee', email: 'ann@example.com', phone: '(212) 555-0199', password: 'Burger#2026', emailOptin: true }, { email_optin: true })
 * // { email: 'ann@example.com', password: 'Burger#2026', first_name: 'Ann', last_name: 'Lee', phone: '2125550199', auto_login: true, email_optin: true, sms_optin: false }
 */
export function signUpPayload(form: SignUpForm, chainConfig: OptinConfig): RegistrationPayload {
  const payload: RegistrationPayload = {
    email: form.email.trim(),
    password: form.password,
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    phone: phoneDigits(form.phone),
    auto_login: true,
    email_optin: chainConfig.email_optin === true && form.emailOptin === true,
    sms_optin: chainConfig.sms_optin === true && form.smsOptin === true,
  };
  const birthdate = birthdayToIso(form.birthday?.trim() ?? '');
  if (birthdate) payload.birthdate = birthdate;
  const company = form.company?.trim() ?? '';
  if (company !== '') payload.company_name = company;
  return payload;
}
