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
  const unknown = { code: 'invalid_code', message: 'invalid email or security code' };
  it.each<[string, boolean, { code: string; message: string }, string | undefined]>([
    ['a link whose code the API no longer knows', true, unknown, PASSWORD_RESET_MESSAGES.linkUsed],
    [
      'the same in the page’s language (the code says it)',
      true,
      { code: 'invalid_code', message: 'courriel ou code de sécurité invalide' },
      PASSWORD_RESET_MESSAGES.linkUsed,
    ],
    [
      'an API that sends no code of its own (its English words say it)',
      true,
      { code: 'http_401', message: 'Invalid email or security code' },
      PASSWORD_RESET_MESSAGES.linkUsed,
    ],
    ['a code typed by hand keeps the API’s words', false, unknown, undefined],
    [
      'an expired link keeps the API’s own words',
      true,
      { code: 'pin_expired', message: 'This code has expired. Please request a new one.' },
      undefined,
    ],
    [
      'anything else from a link is kept',
      true,
      { code: 'http_500', message: 'Something went wrong' },
      undefined,
    ],
  ])('%s', (_, fromLink, refusal, expected) => {
    expect(resetRefusal(fromLink, refusal)).toBe(expected);
  });
});
