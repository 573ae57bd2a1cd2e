/**
 * Formatting of account form fields while typing (docs/product.md §5 "Formatting while typing").
 * Every formatter is idempotent and rebuilds its output from the raw characters it keeps, so the
 * separators it inserts never stop a backspace: deleting past a separator drops it on the next pass.
 */
import { formatPhone, phoneDigits } from './contact-format.ts';

export { formatEmail, formatName, formatPhone, phoneDigits } from './contact-format.ts';

/**
 * The phone shown in the verify-phone modal (docs/product.md §2.8): every digit but the last four
 * hidden. Ten digits (raw or formatted) are shown as '(***) ***-XXXX'; anything else keeps its own
 * layout.
 * @example maskPhone('2125550199') // '(***) ***-0199'
 */
export function maskPhone(digits: string): string {
  const d = phoneDigits(digits);
  const shown = d.length === 10 ? formatPhone(d) : digits;
  return shown.replace(/\d(?=(?:\D*\d){4})/g, '*');
}

/**
 * A birthday typed as MM/DD/YYYY: only digits and slashes are kept, a slash is inserted once a
 * third month/day digit arrives (i.e. after the 2nd and 5th characters), and the result is at most
 * 10 characters. A slash the user types ends the month or day early ('1/' stays '1/' and the
 * strict check of docs/product.md §5 reports it), which keeps mid-string edits from shifting later
 * digits. A slash typed into an empty segment is dropped, and backspacing '01/1' → '01/' → '01' is
 * never blocked.
 * @example formatBirthday('011') // '01/1'
 * @example formatBirthday('01151990') // '01/15/1990'
 */
export function formatBirthday(input: string): string {
  const parts: string[] = [''];
  for (const ch of input.replace(/[^\d/]/g, '')) {
    const i = parts.length - 1;
    const cur = parts[i] ?? '';
    if (ch === '/') {
      if (i < 2 && cur !== '') parts.push('');
    } else if (cur.length < (i < 2 ? 2 : 4)) {
      parts[i] = cur + ch;
    } else if (i < 2) {
      parts.push(ch);
    }
  }
  return parts.join('/');
}

/**
 * A strict MM/DD/YYYY birthday that is a real calendar date as YYYY-MM-DD (docs/product.md §3
 * birthdate), or undefined.
 * @example birthdayToIso('02/29/2024') // '2024-02-29'
 * @example birthdayToIso('02/30/2024') // undefined
 */
export function birthdayToIso(birthday: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday);
  if (!m) return undefined;
  const [, mm, dd, yyyy] = m as unknown as [string, string, string, string];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written; a rolled-over day shows as a mismatch.
  date.setUTCFullYear(Number(yyyy), Number(mm) - 1, Number(dd));
  const real =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return real ? `${yyyy}-${mm}-${dd}` : undefined;
}

/**
 * A date as YYYY-MM-DD in the browser's own time zone (today's date for the birthday rules).
 * @example localIsoDate(new Date(2026, 0, 5)) // '2026-01-05'
 */
export function localIsoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
