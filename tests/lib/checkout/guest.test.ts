// docs/product.md §3 guest info fields; §5 sign-up messages and formatting while typing, reused for
// guests.
import { describe, expect, it } from 'vitest';
import { FORMAT, guestPayload, type GuestInfo } from '../../../src/lib/checkout/guest.ts';
import { validateGuest } from '../../../src/lib/checkout/guest-check.ts';

const ok: GuestInfo = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '(212) 555-0199',
};

describe('validateGuest', () => {
  it.each([
    [{}, {}],
    [{ firstName: ' ' }, { firstName: 'Please enter your first name' }],
    [{ lastName: '' }, { lastName: 'Please enter your last name' }],
    [{ email: '' }, { email: 'Please enter your email address' }],
    [{ email: 'ann@123.com' }, { email: 'Please enter a valid email address' }],
    [{ email: 'ann@example' }, { email: 'Please enter a valid email address' }],
    [{ phone: '' }, { phone: 'Please enter your cell phone number' }],
    [
      { phone: '(112) 555-0199' },
      { phone: "Please enter a valid phone number. Phone number can't start with 0 or 1" },
    ],
    [{ phone: '(212) 555-01' }, { phone: 'Please enter a valid phone number' }],
  ] as const)('%j → %j', (change, expected) => {
    expect(validateGuest({ ...ok, ...change })).toEqual(expected);
  });
});

describe('formatting while typing', () => {
  it.each([
    ['firstName', '  Jo3hn', 'John'],
    ['lastName', 'O’Neil', 'ONeil'],
    ['email', 'ann lee@ex.com', 'annlee@ex.com'],
    ['phone', '2125550199', '(212) 555-0199'],
    ['phone', '212555019999', '(212) 555-0199'],
  ] as const)('%s: "%s" → "%s"', (field, input, expected) =>
    expect(FORMAT[field](input)).toBe(expected),
  );
});

it('sends trimmed names and phone digits', () => {
  expect(guestPayload({ ...ok, firstName: 'Ann ' })).toEqual({
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    phone: '2125550199',
  });
});
