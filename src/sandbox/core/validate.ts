/** Field rules the sandbox enforces beyond the contract's shapes (docs/product.md §5). */
import { fail } from './http.ts';

const EMAIL = /^[^\s@]+@[A-Za-z0-9-]{1,64}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}$/;

/**
 * @example normalEmail(' Dana@Example.COM ') // 'dana@example.com'
 */
export function normalEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email)) fail(400, 'email: Please enter a valid email address', 'invalid_email');
  return email;
}

/** docs/product.md §5: the area code cannot begin with 0 or 1. */
export function checkPhone(phone: string): string {
  if (/^[01]/.test(phone))
    fail(
      400,
      "phone: Please enter a valid phone number. Phone number can't start with 0 or 1",
      'invalid_phone',
    );
  return phone;
}

/**
 * docs/product.md §5 birthday rules on a YYYY-MM-DD date, judged on the sandbox clock's date.
 * @example birthdateProblem('2020-01-01', '2025-06-01') // 'You must be at least 13 years old to sign up'
 */
export function birthdateProblem(birthdate: string, today: string): string | undefined {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'Please enter a valid birthdate';
  if (y < 1900)
    return 'Please enter a valid date of birth. Birthdays before 1900 are not accepted.';
  if (birthdate > today) return 'Please enter a valid birthdate';
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age < 13 ? 'You must be at least 13 years old to sign up' : undefined;
}

export function checkBirthdate(birthdate: string | undefined, nowMs: number): void {
  if (birthdate === undefined) return;
  const problem = birthdateProblem(birthdate, new Date(nowMs).toISOString().slice(0, 10));
  if (problem) fail(400, `birthdate: ${problem}`, 'invalid_birthdate');
}
