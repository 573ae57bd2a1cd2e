import { describe, expect, it } from 'vitest';
import { registration } from '../../../src/api/schemas/customer.ts';
import { signUpPayload } from '../../../src/lib/account/payload.ts';
import type { SignUpForm } from '../../../src/lib/account/validate.ts';

const form: SignUpForm = {
  firstName: ' Ann ',
  lastName: 'Lee ',
  email: ' ann@example.com',
  phone: '(212) 555-0199',
  password: ' Burger#2026 ',
  company: '',
  birthday: '',
  emailOptin: true,
  smsOptin: true,
};

describe('signUpPayload (docs/product.md §3 "Sign-up payload")', () => {
  it('trims text, sends phone digits and always auto_login', () => {
    expect(signUpPayload(form, { email_optin: true, sms_optin: true })).toEqual({
      email: 'ann@example.com',
      password: ' Burger#2026 ',
      first_name: 'Ann',
      last_name: 'Lee',
      phone: '2125550199',
      auto_login: true,
      email_optin: true,
      sms_optin: true,
    });
  });

  // email_optin / sms_optin: true only when the store allows it and the box is checked.
  it.each([
    [true, true, true],
    [true, false, false],
    [true, undefined, false],
    [false, true, false],
    [undefined, true, false],
    [false, false, false],
  ])('store allows %s, box checked %s → %s', (allowed, checked, sent) => {
    const p = signUpPayload(
      { ...form, emailOptin: checked, smsOptin: checked },
      { email_optin: allowed, sms_optin: allowed },
    );
    expect(p.email_optin).toBe(sent);
    expect(p.sms_optin).toBe(sent);
  });

  it('judges the two opt-ins separately', () => {
    const p = signUpPayload(
      { ...form, emailOptin: true, smsOptin: false },
      { email_optin: true, sms_optin: true },
    );
    expect([p.email_optin, p.sms_optin]).toEqual([true, false]);
  });

  it.each([
    ['01/15/1990', '1990-01-15'],
    ['', undefined],
    ['  ', undefined],
    [undefined, undefined],
    ['02/30/1990', undefined],
  ])('birthday %j → birthdate %j (left out when empty)', (birthday, birthdate) => {
    const p = signUpPayload({ ...form, birthday }, {});
    expect(p.birthdate).toBe(birthdate);
    expect('birthdate' in p).toBe(birthdate !== undefined);
  });

  it.each([
    [' Acme Foods ', 'Acme Foods'],
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
  ])('company %j → company_name %j (left out when empty)', (company, name) => {
    const p = signUpPayload({ ...form, company }, {});
    expect(p.company_name).toBe(name);
    expect('company_name' in p).toBe(name !== undefined);
  });

  it('passes the registration schema', () => {
    const p = signUpPayload(
      { ...form, birthday: '01/15/1990', company: 'Acme' },
      { email_optin: true },
    );
    expect(registration.safeParse(p).success).toBe(true);
    expect(registration.safeParse(signUpPayload(form, {})).success).toBe(true);
  });
});
