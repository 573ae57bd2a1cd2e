/**
 * Name, e-mail and phone as they are typed (docs/product.md §5 "Formatting while typing"), shared
 * by sign-up, profile and checkout's guest info. Their validity and messages are
 * ./contact-fields.ts.
 */

/**
 * A first or last name: only A–Z, a–z and spaces, with leading spaces removed.
 * @example formatName('  Jo3hn ') // 'John '
 */
export function formatName(input: string): string {
  return input.replace(/[^A-Za-z ]/g, '').replace(/^ +/, '');
}

/**
 * An e-mail address: only letters, digits and @ . + _ - are kept.
 * @example formatEmail('Ann Lee@ex ample.com') // 'AnnLee@example.com'
 */
export function formatEmail(input: string): string {
  return input.replace(/[^A-Za-z0-9@.+_-]/g, '');
}

/**
 * Digits only.
 * @example phoneDigits('(212) 555-0199') // '2125550199'
 */
export function phoneDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}

/**
 * A phone number formatted step by step as (XXX) XXX-XXXX from its first 10 digits. A leading "+1"
 * (the country code a browser's autofill writes for a full "tel") is dropped first.
 * Partial forms: 1–3 digits '(21' / '(212'; 4–6 digits '(212) 5' / '(212) 555'; 7–10 digits
 * '(212) 555-0' … '(212) 555-0199'. No separator is shown before the digit that follows it, so a
 * backspace always removes a digit's worth of text (e.g. '(212) ' re-formats to '(212').
 * @example formatPhone('2125550') // '(212) 555-0'
 */
export function formatPhone(input: string): string {
  const d = phoneDigits(input.replace(/^\s*\+\s*1/, '')).slice(0, 10);
  if (d === '') return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
