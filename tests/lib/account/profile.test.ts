// docs/product.md §5 "Sign-up" and "Formatting while typing", §3 birthdate, §7.2 "Update customer":
// the Profile form's rules.
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../../src/api/schemas/customer.ts';
import {
  isoToBirthday,
  profileChanges,
  profileFormOf,
  validateProfile,
  type ProfileForm,
} from '../../../src/lib/account/profile.ts';

const TODAY = '2026-11-23';
const customer: Customer = {
  customer_id: 42,
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  phone: '2125550199',
  birthdate: '1990-01-15',
  is_phone_verified: true,
  is_verified: true,
  is_mgmt: false,
  email_optin: false,
};
const form = profileFormOf(customer);

describe('profileFormOf / isoToBirthday (birthday shown as MM/DD/YYYY, docs/product.md §2.5)', () => {
  it('fills the form from the customer, phone formatted', () => {
    expect(form).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(212) 555-0199',
      birthday: '01/15/1990',
      emailOptin: false,
    });
  });
  it.each([
    ['1990-01-15', '01/15/1990'],
    [null, ''],
    [undefined, ''],
    ['15/01/1990', ''],
  ])('%s → %j', (iso, shown) => expect(isoToBirthday(iso)).toBe(shown));
});

describe('validateProfile (docs/product.md §5 "Sign-up" messages, verbatim)', () => {
  it.each<[string, Partial<ProfileForm>, Record<string, string>]>([
    ['the customer as is', {}, {}],
    ['no first name', { firstName: ' ' }, { firstName: 'Please enter your first name' }],
    ['no last name', { lastName: '' }, { lastName: 'Please enter your last name' }],
    ['no e-mail', { email: '' }, { email: 'Please enter your email address' }],
    ['a bad e-mail', { email: 'ann@example' }, { email: 'Please enter a valid email address' }],
    ['no phone', { phone: '' }, { phone: 'Please enter your cell phone number' }],
    [
      'a phone starting with 1',
      { phone: '(112) 555-0199' },
      { phone: "Please enter a valid phone number. Phone number can't start with 0 or 1" },
    ],
    ['a short phone', { phone: '(212) 555' }, { phone: 'Please enter a valid phone number' }],
    [
      'a loose birthday',
      { birthday: '1/5/1990' },
      { birthday: 'Birthday must be in MM/DD/YYYY format' },
    ],
    [
      'a future birthday',
      { birthday: '01/01/2027' },
      { birthday: 'Please enter a valid birthdate' },
    ],
    [
      'under 13',
      { birthday: '11/24/2013' },
      { birthday: 'You must be at least 13 years old to sign up' },
    ],
    ['13 today', { birthday: '11/23/2013' }, {}],
    [
      'before 1900',
      { birthday: '12/31/1899' },
      { birthday: 'Please enter a valid date of birth. Birthdays before 1900 are not accepted.' },
    ],
    [
      'a birthday on file emptied (the update cannot clear it)',
      { birthday: '' },
      { birthday: 'Birthday must be in MM/DD/YYYY format' },
    ],
  ])('%s', (_, change, errors) => {
    expect(validateProfile({ ...form, ...change }, TODAY, true)).toEqual(errors);
  });

  it('an empty birthday is fine when none is on file', () => {
    expect(validateProfile({ ...form, birthday: '' }, TODAY, false)).toEqual({});
  });
});

describe('profileChanges (docs/product.md §7.2 update payload: only what changed)', () => {
  it.each<[string, Partial<ProfileForm>, boolean, Record<string, unknown>]>([
    ['nothing', {}, true, {}],
    ['names, trimmed', { firstName: 'Anna ', lastName: 'Lee' }, false, { first_name: 'Anna' }],
    ['e-mail case only', { email: 'ANN@example.com' }, false, {}],
    ['a new e-mail', { email: ' ann@new.example.com ' }, false, { email: 'ann@new.example.com' }],
    ['a new phone, digits only', { phone: '(646) 555-0100' }, false, { phone: '6465550100' }],
    [
      'a birthday, sent as YYYY-MM-DD',
      { birthday: '02/29/2000' },
      false,
      { birthdate: '2000-02-29' },
    ],
    ['the opt-in, box shown', { emailOptin: true }, true, { email_optin: true }],
    ['the opt-in, box hidden', { emailOptin: true }, false, {}],
  ])('%s', (_, change, optinShown, payload) => {
    expect(profileChanges({ ...form, ...change }, customer, optinShown)).toEqual(payload);
  });

  it('a first birthday is sent; an emptied field is not', () => {
    const none = { ...customer, birthdate: null };
    expect(profileChanges({ ...form, birthday: '03/04/1985' }, none, false)).toEqual({
      birthdate: '1985-03-04',
    });
    expect(profileChanges({ ...form, birthday: '' }, none, false)).toEqual({});
  });
});
