/**
 * The account hub (docs/product.md §2.1 Account, §2.3 profile menu, §6): what it offers and says.
 */
import type { ProfileMenuEntry, ProfileMenuKey } from './profile-entries.ts';

/** One line under each screen's tile. */
export const HUB_DESCRIPTIONS: Readonly<Partial<Record<ProfileMenuKey, string>>> = {
  profile: 'Your name, contact details, birthday and password.',
  'order-history': 'Your past orders and their details.',
  addresses: 'The delivery addresses you have saved.',
  rewards: 'Your points and the rewards they unlock.',
  'favorite-items': 'The menu items you have marked as favorites.',
  'manage-cards': 'The payment cards saved to your account.',
  'gift-cards': 'Your gift cards and their balances; add one by its number and PIN.',
  'external-links': 'More from us elsewhere on the web.',
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
  label: 'Phone' | 'Email';
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
      label: 'Phone',
      verified: status.phoneVerified,
      action: has('verify-phone') ? 'verify-phone' : undefined,
    },
    {
      kind: 'email',
      label: 'Email',
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
  return name ? `Hi, ${name}` : 'Hi there';
}
