import { describe, expect, it } from 'vitest';
import {
  birthdayToIso,
  formatBirthday,
  localIsoDate,
  formatEmail,
  formatName,
  formatPhone,
  maskPhone,
  phoneDigits,
} from '../../../src/lib/account/format.ts';
import { displayPhone } from '../../../src/lib/format/phone.ts';

describe('formatName (docs/product.md §5 "Formatting while typing")', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['  Ann', 'Ann'],
    ['Mary Jane ', 'Mary Jane '],
    ["O'Brien-Smith", 'OBrienSmith'],
    ['J0hn3', 'Jhn'],
    ['1 Ann', 'Ann'],
    ['José', 'Jos'],
  ])('%j → %j', (input, out) => expect(formatName(input)).toBe(out));
});

describe('formatEmail (docs/product.md §5 "Formatting while typing")', () => {
  it.each([
    ['', ''],
    ['ann.lee+promo_1-x@ex-ample.com', 'ann.lee+promo_1-x@ex-ample.com'],
    [' ann @ example.com ', 'ann@example.com'],
    ['ann!#$%&*()@exa,mple.com', 'ann@example.com'],
    ['zoë@example.com', 'zo@example.com'],
  ])('%j → %j', (input, out) => expect(formatEmail(input)).toBe(out));
});

describe('formatPhone (docs/product.md §5 "Formatting while typing")', () => {
  it.each([
    ['', ''],
    ['2', '(2'],
    ['21', '(21'],
    ['212', '(212'],
    ['2125', '(212) 5'],
    ['21255', '(212) 55'],
    ['212555', '(212) 555'],
    ['2125550', '(212) 555-0'],
    ['212555019', '(212) 555-019'],
    ['2125550199', '(212) 555-0199'],
    ['21255501999', '(212) 555-0199'],
    ['212.555.0199', '(212) 555-0199'],
    ['abc', ''],
    // Autofill of autocomplete="tel" writes the number with its country code.
    ['+1 212-555-0199', '(212) 555-0199'],
    ['+12125550199', '(212) 555-0199'],
  ])('%j → %j', (input, out) => expect(formatPhone(input)).toBe(out));

  // Backspace removes the last character; the next pass must never put it back.
  it.each([
    ['(212) 5', '(212) ', '(212'],
    ['(212', '(21', '(21'],
    ['(212) 555-0', '(212) 555-', '(212) 555'],
    ['(212) 555', '(212) 55', '(212) 55'],
    ['(2', '(', ''],
  ])('backspace on %j leaves %j → %j', (_before, afterBackspace, out) =>
    expect(formatPhone(afterBackspace)).toBe(out),
  );

  it('is idempotent', () => {
    for (const d of ['2', '2125', '2125550', '2125550199'])
      expect(formatPhone(formatPhone(d))).toBe(formatPhone(d));
  });
});

describe('phoneDigits / displayPhone / maskPhone (docs/product.md §5, §2.8)', () => {
  it.each([
    ['(212) 555-0199', '2125550199'],
    ['(212', '212'],
    ['', ''],
  ])('phoneDigits(%j) → %j', (input, out) => expect(phoneDigits(input)).toBe(out));

  it.each([
    ['2125550199', '(212) 555-0199'],
    ['212555019', '212555019'],
    ['21255501990', '21255501990'],
    ['(212) 555-0199', '(212) 555-0199'],
    ['', ''],
  ])('displayPhone(%j) → %j (exactly 10 digits only)', (input, out) =>
    expect(displayPhone(input)).toBe(out),
  );

  it.each([
    ['2125550199', '(***) ***-0199'],
    ['(212) 555-0199', '(***) ***-0199'],
    ['5550199', '***0199'],
    ['0199', '0199'],
    ['', ''],
  ])('maskPhone(%j) → %j', (input, out) => expect(maskPhone(input)).toBe(out));
});

describe('formatBirthday (docs/product.md §5 "Sign-up")', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['011', '01/1'],
    ['0115', '01/15'],
    ['01151', '01/15/1'],
    ['01151990', '01/15/1990'],
    ['011519901', '01/15/1990'],
    ['01/15/1990', '01/15/1990'],
    ['01/15/19901', '01/15/1990'],
    ['01-15-1990', '01/15/1990'],
    ['ab01cd', '01'],
    ['01/', '01/'],
    ['/01', '01'],
    ['01//15', '01/15'],
    ['1/5/1990', '1/5/1990'],
  ])('%j → %j', (input, out) => expect(formatBirthday(input)).toBe(out));

  it.each([
    ['01/1', '01/', '01/'],
    ['01/', '01', '01'],
    ['01/15/1', '01/15/', '01/15/'],
    ['01/15/', '01/15', '01/15'],
    ['0', '', ''],
  ])('backspace on %j leaves %j → %j', (_before, afterBackspace, out) =>
    expect(formatBirthday(afterBackspace)).toBe(out),
  );

  it('editing the day mid-string does not shift the year', () => {
    expect(formatBirthday('01/1/1990')).toBe('01/1/1990');
    expect(formatBirthday('01/16/1990')).toBe('01/16/1990');
  });

  it('never exceeds 10 characters', () => {
    for (const s of ['0115199012345', '99/99/99999', '12/31/20000000'])
      expect(formatBirthday(s).length).toBeLessThanOrEqual(10);
  });
});

describe('birthdayToIso (docs/product.md §3 birthdate)', () => {
  it.each([
    ['01/15/1990', '1990-01-15'],
    ['02/29/2024', '2024-02-29'],
    ['12/31/1899', '1899-12-31'],
    ['01/01/0099', '0099-01-01'],
    ['02/29/2023', undefined],
    ['02/30/2024', undefined],
    ['13/01/1990', undefined],
    ['00/10/1990', undefined],
    ['01/00/1990', undefined],
    ['1/15/1990', undefined],
    ['01/15/90', undefined],
    ['1990-01-15', undefined],
    ['', undefined],
  ])('%j → %j', (input, out) => expect(birthdayToIso(input)).toBe(out));
});

describe('localIsoDate (docs/product.md §5 "Sign-up": the birthday is checked against today)', () => {
  it.each([
    [new Date(2026, 0, 5), '2026-01-05'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    [new Date(1999, 1, 28, 0, 0), '1999-02-28'],
  ])('%s → %s', (date, out) => expect(localIsoDate(date)).toBe(out));
});
