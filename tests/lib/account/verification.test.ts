// docs/product.md §2.5, §2.8, §2.9: phone verification comes before e-mail verification, each only
// when the chain requires it and it is not done yet.
import { describe, expect, it } from 'vitest';
import { nextVerification } from '../../../src/lib/account/verification.ts';

describe('nextVerification', () => {
  it.each([
    // requirePhone, requireEmail, phoneVerified, emailVerified, next
    [false, false, false, false, null],
    [true, false, false, false, 'verify-phone'],
    [false, true, false, false, 'verify-email'],
    [true, true, false, false, 'verify-phone'],
    [true, true, true, false, 'verify-email'],
    [true, true, true, true, null],
    [true, false, true, false, null],
    [false, true, false, true, null],
  ] as const)(
    'phone required %s, e-mail required %s, phone verified %s, e-mail verified %s → %s',
    (requirePhone, requireEmail, phoneVerified, emailVerified, next) =>
      expect(nextVerification({ requirePhone, requireEmail, phoneVerified, emailVerified })).toBe(
        next,
      ),
  );
});
