// What an account screen's URL shows (docs/product.md §2.3 profile dropdown table, §6 roles): the
// profile menu's own rules, so no screen the menu hides opens by typing its address.
import { describe, expect, it } from 'vitest';
import type { ProfileMenuInput } from '../../../src/lib/account/profile-entries.ts';
import {
  accountScreenAccess,
  accountScreenOf,
  type AccountScreenKey,
} from '../../../src/lib/account/screen-access.ts';

const base: ProfileMenuInput = {
  phoneVerified: true,
  emailVerified: true,
  requirePhoneVerification: true,
  requireEmailVerification: false,
  displayRewardsPage: true,
  externalLinks: 2,
  giftCardPurchasing: true,
  allowGiftCardPurchase: true,
};
const unverified = { ...base, phoneVerified: false };
const verify = (what: string) => ({
  kind: 'verify-phone',
  text: `Verify your phone to see ${what}`,
});
const OPEN = { kind: 'open' };
const HUB = { kind: 'hub' };

describe('accountScreenAccess', () => {
  it.each<[string, AccountScreenKey, ProfileMenuInput, object]>([
    // A verified customer opens every screen the chain offers.
    ['verified: order history', 'order-history', base, OPEN],
    ['verified: addresses', 'addresses', base, OPEN],
    ['verified: rewards', 'rewards', base, OPEN],
    ['verified: favourites', 'favorite-items', base, OPEN],
    ['verified: cards', 'manage-cards', base, OPEN],
    ['verified: gift cards', 'gift-cards', base, OPEN],
    ['verified: external links', 'external-links', base, OPEN],
    // Phone verification required, phone not verified: only Profile and External Links open.
    ['unverified: order history', 'order-history', unverified, verify('your orders')],
    ['unverified: addresses', 'addresses', unverified, verify('your addresses')],
    ['unverified: rewards', 'rewards', unverified, verify('your rewards')],
    ['unverified: favourites', 'favorite-items', unverified, verify('your favorite items')],
    ['unverified: cards', 'manage-cards', unverified, verify('your saved cards')],
    ['unverified: gift cards', 'gift-cards', unverified, verify('your gift cards')],
    ['unverified: profile', 'profile', unverified, OPEN],
    ['unverified: external links', 'external-links', unverified, OPEN],
    // A screen switched off stays off, verified or not: the hub, never a Verify prompt.
    ['rewards page off', 'rewards', { ...base, displayRewardsPage: false }, HUB],
    ['rewards off, unverified', 'rewards', { ...unverified, displayRewardsPage: false }, HUB],
    ['gift-card flag off', 'gift-cards', { ...base, giftCardPurchasing: false }, HUB],
    ['gift cards not allowed', 'gift-cards', { ...base, allowGiftCardPurchase: false }, HUB],
    ['no external links', 'external-links', { ...base, externalLinks: 0 }, HUB],
    // Verification not required: branding decides addresses and cards.
    [
      'not required, addresses hidden',
      'addresses',
      { ...base, requirePhoneVerification: false, displayAddressesInProfile: false },
      HUB,
    ],
    [
      'not required, unverified: order history',
      'order-history',
      { ...unverified, requirePhoneVerification: false },
      OPEN,
    ],
    [
      'not required, cards hidden',
      'manage-cards',
      { ...base, requirePhoneVerification: false, displayManagePayments: false },
      HUB,
    ],
  ])('%s', (_name, screen, input, access) => {
    expect(accountScreenAccess(screen, input)).toEqual(access);
  });
});

describe('accountScreenOf', () => {
  it.each([
    ['account-rewards', 'rewards'],
    ['account-order-history', 'order-history'],
    ['account-profile', 'profile'],
    ['account', null],
    ['menu', null],
    ['account-unknown', null],
  ])('%s → %s', (key, screen) => {
    expect(accountScreenOf(key)).toBe(screen);
  });
});
