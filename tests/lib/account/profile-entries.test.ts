import { describe, expect, it } from 'vitest';
import { profileMenu, type ProfileMenuInput } from '../../../src/lib/account/profile-entries.ts';

const B = [false, true] as const;
const FLAG = [undefined, true, false] as const;

// Every combination of the inputs the docs/product.md §2.3 table depends on (5,184 rows).
const COMBOS: ProfileMenuInput[] = [];
for (const phoneVerified of B)
  for (const requirePhoneVerification of B)
    for (const emailVerified of B)
      for (const requireEmailVerification of B)
        for (const displayAddressesInProfile of FLAG)
          for (const displayManagePayments of FLAG)
            for (const displayRewardsPage of FLAG)
              for (const giftCardPurchasing of B)
                for (const allowGiftCardPurchase of B)
                  for (const externalLinks of [0, 1, 3]) {
                    const c: ProfileMenuInput = {
                      phoneVerified,
                      requirePhoneVerification,
                      emailVerified,
                      requireEmailVerification,
                      externalLinks,
                      giftCardPurchasing,
                      allowGiftCardPurchase,
                    };
                    // "absent" means the key is missing, not present as undefined
                    if (displayAddressesInProfile !== undefined)
                      c.displayAddressesInProfile = displayAddressesInProfile;
                    if (displayManagePayments !== undefined)
                      c.displayManagePayments = displayManagePayments;
                    if (displayRewardsPage !== undefined) c.displayRewardsPage = displayRewardsPage;
                    COMBOS.push(c);
                  }

// The docs/product.md §2.3 table, row by row, restated from its text.
const phoneOk = (c: ProfileMenuInput) => c.phoneVerified || !c.requirePhoneVerification;
const addressesVisible = (c: ProfileMenuInput) =>
  !('displayAddressesInProfile' in c && c.displayAddressesInProfile === false);
const manageCardsVisible = (c: ProfileMenuInput) =>
  !('displayManagePayments' in c && c.displayManagePayments === false);
const TABLE: [string, string, (c: ProfileMenuInput) => boolean][] = [
  ['Profile', '/account/profile', () => true],
  ['Order History', '/account/order-history', phoneOk],
  [
    'Addresses',
    '/account/addresses',
    (c) =>
      (c.requirePhoneVerification && c.phoneVerified) ||
      (!c.requirePhoneVerification && addressesVisible(c)),
  ],
  ['Rewards', '/account/rewards', (c) => phoneOk(c) && c.displayRewardsPage === true],
  ['Favorite Items', '/account/favorite-items', phoneOk],
  ['Verify Phone', 'verify-phone', (c) => !c.phoneVerified && c.requirePhoneVerification],
  ['Verify Email', 'verify-email', (c) => !c.emailVerified && c.requireEmailVerification],
  [
    'Manage Cards',
    '/account/manage-cards',
    (c) =>
      (c.phoneVerified && c.requirePhoneVerification) ||
      (!c.requirePhoneVerification && manageCardsVisible(c)),
  ],
  [
    'Gift Cards',
    '/account/gift-cards',
    (c) => phoneOk(c) && c.giftCardPurchasing === true && c.allowGiftCardPurchase === true,
  ],
  ['External Links', '/account/external-links', (c) => c.externalLinks > 0],
  ['LOG OUT', 'logout', () => true],
];

describe('profileMenu (docs/product.md §2.3 "Profile dropdown entries")', () => {
  it('covers every combination', () => expect(COMBOS).toHaveLength(2 ** 4 * 3 ** 3 * 2 ** 2 * 3));

  it.each(TABLE)('%s follows its row over all combinations', (label, _target, rule) => {
    const wrong = COMBOS.filter((c) => profileMenu(c).some((e) => e.label === label) !== rule(c));
    expect(wrong).toEqual([]);
  });

  it.each(TABLE)('%s opens %s', (label, target) => {
    for (const c of COMBOS) {
      const entry = profileMenu(c).find((e) => e.label === label);
      if (entry) expect(entry.href ?? entry.action).toBe(target);
    }
  });

  it('lists exactly the shown rows, in table order, for every combination', () => {
    const wrong = COMBOS.filter((c) => {
      const expected = TABLE.filter(([, , rule]) => rule(c)).map(([label]) => label);
      return (
        profileMenu(c)
          .map((e) => e.label)
          .join('|') !== expected.join('|')
      );
    });
    expect(wrong).toEqual([]);
  });

  it('gives every entry a unique key', () => {
    const all = profileMenu({
      phoneVerified: true,
      requirePhoneVerification: false,
      emailVerified: false,
      requireEmailVerification: true,
      displayRewardsPage: true,
      externalLinks: 1,
      giftCardPurchasing: true,
      allowGiftCardPurchase: true,
    });
    expect(all.map((e) => e.key)).toEqual([
      'profile',
      'order-history',
      'addresses',
      'rewards',
      'favorite-items',
      'verify-email',
      'manage-cards',
      'gift-cards',
      'external-links',
      'logout',
    ]);
  });

  // Spot checks that read as sentences.
  it.each<[string, Partial<ProfileMenuInput>, string[]]>([
    [
      'unverified phone, verification required',
      { phoneVerified: false, requirePhoneVerification: true },
      ['Profile', 'Verify Phone', 'LOG OUT'],
    ],
    [
      'verified phone, required, addresses flag false',
      {
        phoneVerified: true,
        requirePhoneVerification: true,
        displayAddressesInProfile: false,
        displayManagePayments: false,
      },
      ['Profile', 'Order History', 'Addresses', 'Favorite Items', 'Manage Cards', 'LOG OUT'],
    ],
    [
      'not required, both flags false',
      {
        phoneVerified: false,
        requirePhoneVerification: false,
        displayAddressesInProfile: false,
        displayManagePayments: false,
      },
      ['Profile', 'Order History', 'Favorite Items', 'LOG OUT'],
    ],
    [
      'not required, flags absent',
      { phoneVerified: false, requirePhoneVerification: false },
      ['Profile', 'Order History', 'Addresses', 'Favorite Items', 'Manage Cards', 'LOG OUT'],
    ],
  ])('%s', (_n, patch, labels) => {
    const base: ProfileMenuInput = {
      phoneVerified: false,
      requirePhoneVerification: false,
      emailVerified: true,
      requireEmailVerification: false,
      externalLinks: 0,
    };
    expect(profileMenu({ ...base, ...patch }).map((e) => e.label)).toEqual(labels);
  });
});
