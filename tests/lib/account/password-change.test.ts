// docs/product.md §5 "Sign-up" password rules and §7.2 "Change password": the Profile's change
// password form.
import { describe, expect, it } from 'vitest';
import {
  isWrongCurrentPassword,
  validatePasswordChange,
} from '../../../src/lib/account/password-change.ts';

describe('validatePasswordChange', () => {
  it.each([
    ['both fine', { current: 'Demo1234!', next: 'Burger#2026' }, {}],
    [
      'nothing typed',
      { current: '', next: '' },
      { current: 'Please enter your current password', next: 'Please enter your password' },
    ],
    [
      'a weak new one (checklist)',
      { current: 'x', next: 'burger2026' },
      { next: 'Please enter a valid password' },
    ],
    [
      'under 8 characters',
      { current: 'x', next: 'Ab1!' },
      { next: 'Please enter a valid password' },
    ],
    [
      'the same as the current',
      { current: 'Burger#2026', next: 'Burger#2026' },
      { next: 'Please choose a password different from your current one' },
    ],
  ])('%s', (_, form, errors) => expect(validatePasswordChange(form)).toEqual(errors));
});

describe('isWrongCurrentPassword', () => {
  it.each([
    [400, 'wrong_password', true],
    [401, 'invalid_credentials', true],
    [401, 'login_required', false],
    [400, 'http_400', false],
    [500, 'http_500', false],
  ])('%i %s → %s', (status, code, wrong) =>
    expect(isWrongCurrentPassword(status, code)).toBe(wrong),
  );
});
