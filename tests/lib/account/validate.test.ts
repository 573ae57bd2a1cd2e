import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  isValidEmail,
  isValidPhone,
  passwordChecklist,
  validateChangePhone,
  validateForgot,
  validateLogin,
  validatePin,
  validateSignUp,
  type SignUpForm,
} from '../../../src/lib/account/validate.ts';

const TODAY = '2026-11-22';
const good: SignUpForm = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(212) 555-0199',
  password: 'Burger#2026',
  company: '',
  birthday: '',
};

describe('isValidEmail (docs/product.md §5 "E-mail validity")', () => {
  it.each([
    ['', true],
    ['ann@example.com', true],
    ['ann.lee+promo@ex-ample.co', true],
    ['ann@mail.example.com', true],
    ['ann@example.co.uk', true],
    ['a@b.co', true],
    [`ann@${'a'.repeat(64)}.com`, true],
    [`ann@${'a'.repeat(65)}.com`, false],
    ['ann@a.b.example.com', false],
    ['ann example@example.com', false],
    ['ann@@example.com', false],
    ['annexample.com', false],
    ['@example.com', false],
    ['ann@.com', false],
    ['ann@example', false],
    ['ann@example.c', false],
    ['ann@example.c0m', false],
    ['ann@example.com.1', false],
    ['ann@example.123', false],
    ['ann@123.com', false],
    ['ann@123abc.com', true],
    ['ann@ex_ample.com', false],
  ])('%j → %s', (value, ok) => expect(isValidEmail(value)).toBe(ok));
});

describe('isValidPhone (docs/product.md §5 "Phone validity")', () => {
  it.each([
    ['', true],
    ['(212) 555-0199', true],
    ['(2', true],
    ['(012) 555-0199', false],
    ['(112) 555-0199', false],
    ['(0', false],
    ['(1', false],
    ['1125550199', false],
  ])('%j → %s', (value, ok) => expect(isValidPhone(value)).toBe(ok));
});

describe('passwordChecklist (docs/product.md §5 "Sign-up")', () => {
  it('lists the four items in order with their labels', () => {
    expect(passwordChecklist('').map((i) => i.label)).toEqual([
      'At least 8 characters',
      'At least one number',
      'Uppercase letters',
      'One special character',
    ]);
  });
  it.each([
    ['', [false, false, false, false]],
    ['abcdefgh', [true, false, false, false]],
    ['abc1', [false, true, false, false]],
    ['abcD', [false, false, true, false]],
    ['abc#', [false, false, false, true]],
    ['abc d', [false, false, false, true]],
    ['éééééééé', [true, false, false, false]],
    ['Burger#2026', [true, true, true, true]],
  ])('%j → %j', (pw, oks) => expect(passwordChecklist(pw).map((i) => i.ok)).toEqual(oks));
  it.each([
    ['Burger#2026', true],
    ['Burger2026', false],
    ['burger#2026', false],
    ['Burger#Bun', false],
    ['Bu#26', false],
  ])('isStrongPassword(%j) → %s', (pw, ok) => expect(isStrongPassword(pw)).toBe(ok));
});

// One row per docs/product.md §5 "Sign-up" message, verbatim.
describe('validateSignUp (docs/product.md §5 "Sign-up")', () => {
  it('accepts a complete form without a birthday', () =>
    expect(validateSignUp(good, TODAY)).toEqual({}));

  it.each<[string, Partial<SignUpForm>, string, string]>([
    ['first name required', { firstName: '  ' }, 'firstName', 'Please enter your first name'],
    ['last name required', { lastName: '' }, 'lastName', 'Please enter your last name'],
    ['email required', { email: ' ' }, 'email', 'Please enter your email address'],
    ['email well-formed', { email: 'ann@example' }, 'email', 'Please enter a valid email address'],
    ['phone required', { phone: '' }, 'phone', 'Please enter your cell phone number'],
    [
      'phone area code 0',
      { phone: '(012) 555-0199' },
      'phone',
      "Please enter a valid phone number. Phone number can't start with 0 or 1",
    ],
    [
      'phone area code 1 beats length',
      { phone: '(1' },
      'phone',
      "Please enter a valid phone number. Phone number can't start with 0 or 1",
    ],
    ['phone too short', { phone: '(212) 555-019' }, 'phone', 'Please enter a valid phone number'],
    [
      'phone too short with birthday',
      { phone: '(212) 555', birthday: '01/15/1990' },
      'phone',
      'Please enter a valid phone number',
    ],
    ['password required', { password: '' }, 'password', 'Please enter your password'],
    ['password under 6', { password: 'B#2a' }, 'password', 'Please enter a valid password'],
    [
      'password fails checklist',
      { password: 'burger2026' },
      'password',
      'Please enter a valid password',
    ],
    ['password 7 chars', { password: 'Burg#26' }, 'password', 'Please enter a valid password'],
    [
      'birthday format',
      { birthday: '1/15/1990' },
      'birthday',
      'Birthday must be in MM/DD/YYYY format',
    ],
    [
      'birthday not a real date',
      { birthday: '02/30/2000' },
      'birthday',
      'Birthday must be in MM/DD/YYYY format',
    ],
    [
      'birthday partial',
      { birthday: '01/15/19' },
      'birthday',
      'Birthday must be in MM/DD/YYYY format',
    ],
    [
      'birthday in the future',
      { birthday: '11/23/2026' },
      'birthday',
      'Please enter a valid birthdate',
    ],
    [
      'birthday far future',
      { birthday: '01/01/2100' },
      'birthday',
      'Please enter a valid birthdate',
    ],
    [
      'under 13',
      { birthday: '11/23/2013' },
      'birthday',
      'You must be at least 13 years old to sign up',
    ],
    [
      'born today',
      { birthday: '11/22/2026' },
      'birthday',
      'You must be at least 13 years old to sign up',
    ],
    [
      'before 1900',
      { birthday: '12/31/1899' },
      'birthday',
      'Please enter a valid date of birth. Birthdays before 1900 are not accepted.',
    ],
  ])('%s', (_n, patch, field, message) => {
    expect(validateSignUp({ ...good, ...patch }, TODAY)).toEqual({ [field]: message });
  });

  it.each([
    ['13th birthday today', '11/22/2013', '2026-11-22'],
    ['first day of 1900', '01/01/1900', '2026-11-22'],
    ['29 Feb birth turns 13 on 1 Mar', '02/29/2012', '2025-03-01'],
    ['blank birthday', '  ', '2026-11-22'],
  ])('accepts %s', (_n, birthday, today) =>
    expect(validateSignUp({ ...good, birthday }, today)).toEqual({}),
  );

  it('29 Feb birth is not 13 on 28 Feb', () => {
    expect(validateSignUp({ ...good, birthday: '02/29/2012' }, '2025-02-28')).toEqual({
      birthday: 'You must be at least 13 years old to sign up',
    });
  });

  it('reports every field at once, first message only', () => {
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      birthday: '99',
    };
    expect(validateSignUp(empty, TODAY)).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter your email address',
      phone: 'Please enter your cell phone number',
      password: 'Please enter your password',
      birthday: 'Birthday must be in MM/DD/YYYY format',
    });
  });
});

describe('validateLogin / validateForgot (docs/product.md §5 "Login", "Forgot password")', () => {
  it.each([
    [{ email: 'ann@example.com', password: 'x' }, {}],
    [{ email: '', password: 'x' }, { email: 'Please enter your email address' }],
    [{ email: 'ann@', password: 'x' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ann@example.com', password: '' }, { password: 'Please enter your password' }],
  ])('login %j → %j', (form, errors) => expect(validateLogin(form)).toEqual(errors));
  it.each([
    [{ email: ' ann@example.com ' }, {}],
    [{ email: '' }, { email: 'Please enter your email address' }],
    [{ email: 'ann@123.com' }, { email: 'Please enter a valid email address' }],
  ])('forgot %j → %j', (form, errors) => expect(validateForgot(form)).toEqual(errors));
});

describe('validatePin (docs/product.md §5 "PIN")', () => {
  it.each([
    ['123456', undefined],
    ['012345', undefined],
    ['12345', 'Invalid pin code'],
    ['1234567', 'Invalid pin code'],
    ['12345a', 'Invalid pin code'],
    [' 123456', 'Invalid pin code'],
    ['', 'Invalid pin code'],
  ])('%j → %j', (pin, message) => expect(validatePin(pin)).toBe(message));
});

describe('validateChangePhone (docs/product.md §5 "Change phone")', () => {
  it.each([
    ['(212) 555-0199', undefined],
    ['', 'Please enter your cell phone number'],
    ['(012) 555-0199', "Please enter a valid phone number. Phone number can't start with 0 or 1"],
    ['(212) 555', 'Please enter a valid phone number'],
  ])('%j → %j', (phone, message) => expect(validateChangePhone(phone)).toBe(message));
});
