/**
 * Saved payment cards, on the Manage cards screen and in Checkout's payment section
 * (docs/product.md §3 "Card billing data", §7.2 saved cards): how a card is named and when it has
 * expired. Only what a processor returns is known here: brand, last four digits and expiry; never a
 * card number (docs/architecture.md §6).
 */
import * as m from '#messages';

export interface CardSummary {
  brand: string;
  last4: string;
  exp_month?: number | undefined;
  exp_year?: number | undefined;
}

/** What Checkout and Manage cards say when the hosted page reports a decline without a reason. */
export const CARD_DECLINED = m.cards_declined;

/**
 * Checkout leaves expired cards out, and Manage cards marks them, by this one rule.
 * A card is good through the last day of its expiry month, in the customer's own time; a card
 * without an expiry never expires.
 * @example cardExpired({ brand: 'Visa', last4: '4242', exp_month: 1, exp_year: 2026 }, new Date(2026, 1, 1)) // true
 */
export function cardExpired(
  card: { exp_month?: number | undefined; exp_year?: number | undefined },
  now: Date,
): boolean {
  if (card.exp_month === undefined || card.exp_year === undefined) return false;
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  return year * 12 + card.exp_month < now.getFullYear() * 12 + now.getMonth() + 1;
}

/**
 * The card as the customer knows it, as Checkout names saved cards.
 * @example cardLabel({ brand: 'Visa', last4: '4242' }) // 'Visa ending in 4242'
 */
export function cardLabel(card: CardSummary): string {
  return m.cards_label({ brand: card.brand.trim() || m.cards_card, last4: card.last4 });
}

/**
 * The expiry as printed on the card, MM/YY; '' when the card has none.
 * @example cardExpiry({ brand: 'Visa', last4: '4242', exp_month: 4, exp_year: 2029 }) // '04/29'
 */
export function cardExpiry(card: CardSummary): string {
  if (card.exp_month === undefined || card.exp_year === undefined) return '';
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
