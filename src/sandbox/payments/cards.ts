/** Card rules of the hosted test payment page. Only brand, last four digits and expiry are kept. */
import { messagesOf, type Messages } from '../core/guest-language.ts';

/**
 * Test cards (docs/architecture.md §7): one approves, one declines; any other valid number is
 * declined too.
 */
export const APPROVED_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

/**
 * Luhn checksum of a card number (digits only).
 * @example luhnValid('4242424242424242') // true
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * Card brand from the number's prefix.
 * @example cardBrand('5555555555554444') // 'Mastercard'
 */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^6(011|5)/.test(digits)) return 'Discover';
  return 'Card';
}

/**
 * 'MM/YY' (spaces allowed, or MM/YYYY) to month and four-digit year.
 * @example parseExpiry('04 / 29') // { month: 4, year: 2029 }
 */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is good through the last day of its expiry month. */
export function expiryPassed(exp: { month: number; year: number }, nowMs: number): boolean {
  const now = new Date(nowMs);
  return exp.year * 12 + exp.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Why the sandbox processor declines a card: its decline card, or not a test card at all. */
export type Decline = 'card_declined' | 'test_card_only';

/** The processor's message for a decline, in `t`'s language (the guest's, when it is shown). */
export function declineMessage(decline: Decline, t: Messages = messagesOf('en')): string {
  return decline === 'card_declined' ? t.api_cardDeclined : t.api_testCardOnly;
}

/** The outcome the sandbox processor gives a valid card number; its message in English. */
export function testCardOutcome(digits: string): {
  status: 'approved' | 'declined';
  message: string | null;
  decline?: Decline;
} {
  if (digits === APPROVED_CARD) return { status: 'approved', message: null };
  const decline = digits === DECLINED_CARD ? 'card_declined' : 'test_card_only';
  return { status: 'declined', message: declineMessage(decline), decline };
}
