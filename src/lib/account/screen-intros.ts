/**
 * What each account screen is for, in a sentence or two under its heading (docs/product.md §2.1,
 * §7.2). The server renders it with the screen's frame, so the screen says what it is while the
 * customer's data is on its way, and its largest text is painted at first paint.
 */
import * as m from '#messages';
import type { ScreenKey } from '../routes.ts';

export const ACCOUNT_INTROS: Readonly<Partial<Record<ScreenKey, string>>> = {
  account: m.account_introAccount,
  'account-profile': m.account_introProfile,
  'account-addresses': m.account_introAddresses,
  'account-order-history': m.account_introOrderHistory,
  'account-manage-cards': m.account_introManageCards,
  'account-gift-cards': m.account_introGiftCards,
  'account-rewards': m.account_introRewards,
  'account-favorite-items': m.account_introFavoriteItems,
  'account-external-links': m.account_introExternalLinks,
};
