/** Field rules the sandbox enforces beyond the contract's shapes (docs/product.md §5). */
import { fail } from './http.ts';
import { messagesOf, type Messages } from './guest-language.ts';

const EMAIL = /^[^\s@]+@[A-Za-z0-9-]{1,64}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,}$/;

/**
 * @example normalEmail(' Dana@Example.COM ') // 'dana@example.com'
 */
export function normalEmail(value: string): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email)) fail(400, (t) => `email: ${t.api_invalidEmail}`, 'invalid_email');
  return email;
}

/** docs/product.md §5: the area code cannot begin with 0 or 1. */
export function checkPhone(phone: string): string {
  if (/^[01]/.test(phone)) fail(400, (t) => `phone: ${t.api_invalidPhone}`, 'invalid_phone');
  return phone;
}

/**
 * docs/product.md §5 birthday rules on a YYYY-MM-DD date, judged on the sandbox clock's date; the
 * problem in `t`'s language.
 * @example birthdateProblem('2020-01-01', '2025-06-01') // 'You must be at least 13 years old to sign up'
 */
export function birthdateProblem(
  birthdate: string,
  today: string,
  t: Messages = messagesOf('en'),
): string | undefined {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return t.api_invalidBirthdate;
  if (y < 1900) return t.api_birthdateBefore1900;
  if (birthdate > today) return t.api_invalidBirthdate;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const age = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
  return age < 13 ? t.api_tooYoung : undefined;
}

export function checkBirthdate(birthdate: string | undefined, nowMs: number): void {
  if (birthdate === undefined) return;
  const today = new Date(nowMs).toISOString().slice(0, 10);
  if (birthdateProblem(birthdate, today))
    fail(400, (t) => `birthdate: ${birthdateProblem(birthdate, today, t)}`, 'invalid_birthdate');
}
