// docs/product.md §2.7, §5 ("Forgot password", "PIN", sign-up password), §7.2 reset link: the rules
// of the password reset screen and of sign-in with a code.
import { describe, expect, it } from 'vitest';
import {
  newPasswordError,
  PASSWORD_RESET_MESSAGES,
  readResetLink,
  resetRefusal,
  validatePasswordReset,
  withoutResetCode,
} from '../../../src/lib/account/password-reset.ts';

describe('readResetLink (docs/product.md §7.2 reset link)', () => {
  it.each([
    ['?email=ann%40example.com&code=012345', { email: 'ann@example.com', code: '012345' }],
    ['?code=012345&email=ann%40example.com', { email: 'ann@example.com', code: '012345' }],
    ['?email=%20ann%40example.com%20&code=%20012345', { email: 'ann@example.com', code: '012345' }],
    ['?email=ann%40example.com', { email: 'ann@example.com' }],
    ['?email=ann%40example.com&code=12345', { email: 'ann@example.com' }],
    ['?email=ann%40example.com&code=12345a', { email: 'ann@example.com' }],
    ['?email=ann%40example.com&code=1234567', { email: 'ann@example.com' }],
    ['?code=012345', {}],
    ['?email=not-an-email&code=012345', {}],
    ['?email=ann%40123.com&code=012345', {}],
    [`?email=${'a'.repeat(250)}%40example.com&code=012345`, {}],
    ['', {}],
  ])('%s → %o', (search, expected) => {
    expect(readResetLink(search)).toEqual(expected);
  });
});

describe('withoutResetCode', () => {
  it.each([
    ['?email=ann%40example.com&code=012345', '?email=ann%40example.com'],
    ['?code=012345', ''],
    ['', ''],
  ])('%s → %s', (search, expected) => {
    expect(withoutResetCode(search)).toBe(expected);
  });
});

describe('newPasswordError (docs/product.md §5 password checklist)', () => {
  it.each([
    ['', 'Please enter your password'],
    ['Ab1!', 'Please enter a valid password'],
    ['burger#2026', 'Please enter a valid password'],
    ['Burger#abcd', 'Please enter a valid password'],
    ['Burger2026x', 'Please enter a valid password'],
    ['Bu#2026', 'Please enter a valid password'],
    ['Burger#2026', undefined],
    ['Éclair#2026', 'Please enter a valid password'], // É is not A–Z
  ])('%j → %s', (password, expected) => {
    expect(newPasswordError(password)).toBe(expected);
  });
});

describe('validatePasswordReset', () => {
  const good = { email: 'ann@example.com', code: '012345', password: 'Burger#2026' };
  it.each([
    [good, {}],
    [{ ...good, email: '' }, { email: 'Please enter your email address' }],
    [{ ...good, email: 'ann@' }, { email: 'Please enter a valid email address' }],
    [{ ...good, code: '' }, { code: 'Invalid pin code' }],
    [{ ...good, code: '01234' }, { code: 'Invalid pin code' }],
    [{ ...good, password: '' }, { password: 'Please enter your password' }],
    [
      { email: '', code: '', password: 'weak' },
      {
        email: 'Please enter your email address',
        code: 'Invalid pin code',
        password: 'Please enter a valid password',
      },
    ],
  ])('%o → %o', (form, expected) => {
    expect(validatePasswordReset(form)).toEqual(expected);
  });
});

describe('PASSWORD_RESET_MESSAGES', () => {
  it('names the address the code went to', () => {
    expect(PASSWORD_RESET_MESSAGES.codeSent('ann@example.com')).toBe(
      'We sent a 6-digit code to ann@example.com. It expires in 10 minutes.',
    );
  });
});

describe('resetRefusal: a refused link says it was used or expired', () => {
  it.each([
    [
      'a link whose code the API no longer knows',
      true,
      'Invalid email or security code',
      PASSWORD_RESET_MESSAGES.linkUsed,
    ],
    [
      'a code typed by hand keeps the API’s words',
      false,
      'Invalid email or security code',
      'Invalid email or security code',
    ],
    [
      'an expired link keeps the API’s own words',
      true,
      'This code has expired. Please request a new one.',
      'This code has expired. Please request a new one.',
    ],
    ['anything else from a link is kept', true, 'Something went wrong', 'Something went wrong'],
  ])('%s', (_, fromLink, message, expected) => {
    expect(resetRefusal(fromLink, message)).toBe(expected);
  });
});
