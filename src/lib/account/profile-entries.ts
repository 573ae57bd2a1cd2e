/** The profile dropdown's entries (docs/product.md §2.3), also the account navigation's. */
import * as m from '#messages';

/** What the profile dropdown depends on (docs/product.md §2.3). */
export interface ProfileMenuInput {
  /** Stored phoneVerified. */
  phoneVerified: boolean;
  /** Customer is_verified. */
  emailVerified: boolean;
  /** Store config require_phone_verification. */
  requirePhoneVerification: boolean;
  /** Store config require_email_verification. */
  requireEmailVerification: boolean;
  /** Branding display_options.display_rewards_page. */
  displayRewardsPage?: boolean | undefined;
  /** Branding display_options.display_addresses_in_profile; hides Addresses only when false. */
  displayAddressesInProfile?: boolean | undefined;
  /** Branding display_options.display_manage_payments; hides Manage Cards only when false. */
  displayManagePayments?: boolean | undefined;
  /** Length of branding external_links. */
  externalLinks: number;
  /** Store config gift_card_purchasing. */
  giftCardPurchasing?: boolean | undefined;
  /** Store config allow_gift_card_purchase. */
  allowGiftCardPurchase?: boolean | undefined;
}

export type ProfileMenuKey =
  | 'profile'
  | 'order-history'
  | 'addresses'
  | 'rewards'
  | 'favorite-items'
  | 'verify-phone'
  | 'verify-email'
  | 'manage-cards'
  | 'gift-cards'
  | 'external-links'
  | 'logout';
export type ProfileMenuAction = 'verify-phone' | 'verify-email' | 'logout';

/** A dropdown entry: it either opens a route or triggers an action. */
export type ProfileMenuEntry =
  | { key: ProfileMenuKey; label: string; href: string; action?: never }
  | { key: ProfileMenuKey; label: string; action: ProfileMenuAction; href?: never };

/**
 * The visible profile-dropdown entries in docs/product.md §2.3 table order. "Phone OK" means the
 * phone is verified or verification is not required.
 * @example profileMenu({ phoneVerified: false, emailVerified: true, requirePhoneVerification: true, requireEmailVerification: false, externalLinks: 0 }).map((e) => e.label)
 * // ['Profile', 'Verify Phone', 'LOG OUT']
 */
export function profileMenu(input: ProfileMenuInput): ProfileMenuEntry[] {
  const required = input.requirePhoneVerification;
  const phoneOk = input.phoneVerified || !required;
  const verifiedOrVisible = (flag: boolean | undefined) =>
    (required && input.phoneVerified) || (!required && flag !== false);
  const rows: [boolean, ProfileMenuEntry][] = [
    [true, { key: 'profile', label: m.account_menuProfile, href: '/account/profile' }],
    [
      phoneOk,
      { key: 'order-history', label: m.account_menuOrderHistory, href: '/account/order-history' },
    ],
    [
      verifiedOrVisible(input.displayAddressesInProfile),
      { key: 'addresses', label: m.account_menuAddresses, href: '/account/addresses' },
    ],
    [
      phoneOk && input.displayRewardsPage === true,
      { key: 'rewards', label: m.account_menuRewards, href: '/account/rewards' },
    ],
    [
      phoneOk,
      {
        key: 'favorite-items',
        label: m.account_menuFavoriteItems,
        href: '/account/favorite-items',
      },
    ],
    [
      !input.phoneVerified && required,
      { key: 'verify-phone', label: m.account_menuVerifyPhone, action: 'verify-phone' },
    ],
    [
      !input.emailVerified && input.requireEmailVerification,
      { key: 'verify-email', label: m.account_menuVerifyEmail, action: 'verify-email' },
    ],
    [
      verifiedOrVisible(input.displayManagePayments),
      { key: 'manage-cards', label: m.account_menuManageCards, href: '/account/manage-cards' },
    ],
    [
      phoneOk && input.giftCardPurchasing === true && input.allowGiftCardPurchase === true,
      { key: 'gift-cards', label: m.account_menuGiftCards, href: '/account/gift-cards' },
    ],
    [
      input.externalLinks > 0,
      {
        key: 'external-links',
        label: m.account_menuExternalLinks,
        href: '/account/external-links',
      },
    ],
    [true, { key: 'logout', label: m.account_menuLogOut, action: 'logout' }],
  ];
  return rows.filter(([shown]) => shown).map(([, entry]) => entry);
}
