/**
 * What an account screen's URL shows (docs/product.md §2.3 profile dropdown, §6 roles): the same
 * rules as the profile menu, so a screen the menu hides cannot be opened by typing its address.
 */
import * as m from '#messages';
import { profileMenu, type ProfileMenuInput, type ProfileMenuKey } from './profile-entries.ts';

/** The account screens the profile menu links to. */
export type AccountScreenKey = Exclude<ProfileMenuKey, 'verify-phone' | 'verify-email' | 'logout'>;

export type AccountScreenAccess =
  /** The menu offers it: the screen itself. */
  | { kind: 'open' }
  /** Offered once the phone is verified (the chain requires it): say so, with VERIFY PHONE. */
  | { kind: 'verify-phone'; text: string }
  /** Not offered to this customer at all (a branding or chain setting, a flag): the account hub. */
  | { kind: 'hub' };

/** What each screen says instead while the phone is not verified: "Verify your phone to see …". */
const VERIFY_TO_SEE: Readonly<Record<AccountScreenKey, string>> = {
  profile: m.account_verifyToSeeProfile,
  'order-history': m.account_verifyToSeeOrders,
  addresses: m.account_verifyToSeeAddresses,
  rewards: m.account_verifyToSeeRewards,
  'favorite-items': m.account_verifyToSeeFavorites,
  'manage-cards': m.account_verifyToSeeCards,
  'gift-cards': m.account_verifyToSeeGiftCards,
  'external-links': m.account_verifyToSeeLinks,
};

/**
 * @example accountScreenAccess('order-history', { phoneVerified: false, requirePhoneVerification: true, emailVerified: true, requireEmailVerification: false, externalLinks: 0 })
 * // { kind: 'verify-phone', text: 'Verify your phone to see your orders' }
 */
export function accountScreenAccess(
  screen: AccountScreenKey,
  input: ProfileMenuInput,
): AccountScreenAccess {
  const offers = (entries: ReturnType<typeof profileMenu>) =>
    entries.some((e) => e.key === screen && e.href !== undefined);
  if (offers(profileMenu(input))) return { kind: 'open' };
  if (
    input.requirePhoneVerification &&
    !input.phoneVerified &&
    offers(profileMenu({ ...input, phoneVerified: true }))
  )
    return { kind: 'verify-phone', text: VERIFY_TO_SEE[screen] };
  return { kind: 'hub' };
}

/**
 * The account screen a route key names, or null for the hub and other screens.
 * @example accountScreenOf('account-rewards') // 'rewards'
 */
export function accountScreenOf(routeKey: string): AccountScreenKey | null {
  const key = /^account-(.+)$/.exec(routeKey)?.[1];
  return key !== undefined && key in VERIFY_TO_SEE ? (key as AccountScreenKey) : null;
}
