/**
 * What each account screen is for, in a sentence or two under its heading (docs/product.md §2.1,
 * §7.2). The server renders it with the screen's frame, so the screen says what it is while the
 * customer's data is on its way, and its largest text is painted at first paint.
 */
import type { ScreenKey } from '../routes.ts';

export const ACCOUNT_INTROS: Readonly<Partial<Record<ScreenKey, string>>> = {
  account: 'Your details, your past orders and what you save for next time, all in one place.',
  'account-profile':
    'Keep your name, contact details and birthday up to date, change your password, or delete your account.',
  'account-addresses':
    'The addresses you save are offered when you order delivery. Add one here, or enter one when you order; either way it is offered the next time you order.',
  'account-order-history':
    'Your past orders, newest first. Reorder one to have the same items again, or follow one that is on its way.',
  'account-manage-cards':
    'Cards saved here are offered when you pay at checkout. You enter a new card on our payment provider’s secure page; we keep only its brand, last four digits and expiry.',
  'account-gift-cards':
    'Your gift cards and their balances. Add one with its number and PIN, then pay with it at checkout.',
  'account-rewards':
    'The points you have and the rewards they unlock. Redeem a reward once you have the points for it; every point earned and spent is listed below.',
  'account-favorite-items':
    'The menu items you marked with ♡ Favorite. Add one to your order from here, or remove it from your favorites.',
  'account-external-links': 'More from us elsewhere on the web. Each link opens in a new tab.',
};
