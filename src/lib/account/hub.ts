/**
 * The account hub (docs/product.md §2.1 Account, §2.3 profile menu, §6): what it offers and says.
 */
import * as m from '#messages';
import type { ProfileMenuEntry, ProfileMenuKey } from './profile-entries.ts';

/** One line under each screen's tile. */
export const HUB_DESCRIPTIONS: Readonly<Partial<Record<ProfileMenuKey, string>>> = {
  profile: m.account_hubProfile,
  'order-history': m.account_hubOrderHistory,
  addresses: m.account_hubAddresses,
  rewards: m.account_hubRewards,
  'favorite-items': m.account_hubFavoriteItems,
  'manage-cards': m.account_hubManageCards,
  'gift-cards': m.account_hubGiftCards,
  'external-links': m.account_hubExternalLinks,
};

export interface HubTile {
  key: ProfileMenuKey;
  label: string;
  href: string;
  description: string;
}

/**
 * The hub's tiles: every screen the profile menu allows, in its order. Actions (Verify Phone,
 * Verify Email, LOG OUT) are not screens; the hub offers the verifications beside their status.
 * @example hubTiles([{ key: 'profile', label: 'Profile', href: '/account/profile' }, { key: 'logout', label: 'LOG OUT', action: 'logout' }]).map((t) => t.key)
 * // ['profile']
 */
export function hubTiles(entries: readonly ProfileMenuEntry[]): HubTile[] {
  return entries.flatMap((e) =>
    e.href
      ? [{ key: e.key, label: e.label, href: e.href, description: HUB_DESCRIPTIONS[e.key] ?? '' }]
      : [],
  );
}

export interface VerificationRow {
  kind: 'phone' | 'email';
  label: string;
  verified: boolean;
  /**
   * The menu's Verify entry, present exactly when docs/product.md §2.3's condition for it holds.
   */
  action?: 'verify-phone' | 'verify-email' | undefined;
}

/**
 * Phone and e-mail status; the Verify action comes from the menu, so the hub and the menu never
 * disagree about when verification is offered.
 * @example verificationRows({ phoneVerified: false, emailVerified: true }, [{ key: 'verify-phone', label: 'Verify Phone', action: 'verify-phone' }])
 * // [{ kind: 'phone', label: 'Phone', verified: false, action: 'verify-phone' }, { kind: 'email', label: 'Email', verified: true, action: undefined }]
 */
export function verificationRows(
  status: { phoneVerified: boolean; emailVerified: boolean },
  entries: readonly ProfileMenuEntry[],
): VerificationRow[] {
  const has = (key: ProfileMenuKey) => entries.some((e) => e.key === key);
  return [
    {
      kind: 'phone',
      label: m.account_phone,
      verified: status.phoneVerified,
      action: has('verify-phone') ? 'verify-phone' : undefined,
    },
    {
      kind: 'email',
      label: m.account_email,
      verified: status.emailVerified,
      action: has('verify-email') ? 'verify-email' : undefined,
    },
  ];
}

/**
 * The hub's heading line.
 * @example greeting('  Ann ') // 'Hi, Ann'
 * @example greeting('') // 'Hi there'
 */
export function greeting(firstName: string): string {
  const name = firstName.trim();
  return name ? m.account_greeting({ name }) : m.account_greetingNoName;
}
