// docs/product.md §2.3 profile menu, §6 roles: what the account hub offers.
import { describe, expect, it } from 'vitest';
import { greeting, hubTiles, verificationRows } from '../../../src/lib/account/hub.ts';
import { profileMenu, type ProfileMenuInput } from '../../../src/lib/account/profile-entries.ts';

const base: ProfileMenuInput = {
  phoneVerified: true,
  emailVerified: true,
  requirePhoneVerification: true,
  requireEmailVerification: false,
  externalLinks: 0,
};

describe('hubTiles: one per screen the menu allows, never an action', () => {
  it.each<[string, Partial<ProfileMenuInput>, string[]]>([
    ['verified', {}, ['Profile', 'Order History', 'Addresses', 'Favorite Items', 'Manage Cards']],
    ['phone not verified, required (docs/product.md §6)', { phoneVerified: false }, ['Profile']],
    [
      'phone and e-mail unverified, both required',
      {
        phoneVerified: false,
        emailVerified: false,
        requireEmailVerification: true,
        externalLinks: 1,
      },
      ['Profile', 'External Links'],
    ],
  ])('%s', (_, over, labels) => {
    const tiles = hubTiles(profileMenu({ ...base, ...over }));
    expect(tiles.map((t) => t.label)).toEqual(labels);
    expect(tiles.every((t) => t.description.length > 0 && t.href.startsWith('/account/'))).toBe(
      true,
    );
  });
});

describe('verificationRows: Verify actions exactly where docs/product.md §2.3 offers them', () => {
  it.each<[string, Partial<ProfileMenuInput>, [boolean, boolean], (string | undefined)[]]>([
    ['all verified', {}, [true, true], [undefined, undefined]],
    [
      'phone unverified, required',
      { phoneVerified: false },
      [false, true],
      ['verify-phone', undefined],
    ],
    [
      'phone unverified, not required',
      { phoneVerified: false, requirePhoneVerification: false },
      [false, true],
      [undefined, undefined],
    ],
    [
      'e-mail unverified, required',
      { emailVerified: false, requireEmailVerification: true },
      [true, false],
      [undefined, 'verify-email'],
    ],
    [
      'e-mail unverified, not required',
      { emailVerified: false },
      [true, false],
      [undefined, undefined],
    ],
  ])('%s', (_, over, [phoneVerified, emailVerified], actions) => {
    const input = { ...base, ...over };
    const rows = verificationRows({ phoneVerified, emailVerified }, profileMenu(input));
    expect(rows.map((r) => r.action)).toEqual(actions);
    expect(rows.map((r) => r.verified)).toEqual([phoneVerified, emailVerified]);
  });
});

describe('greeting', () => {
  it.each([
    ['Ann', 'Hi, Ann'],
    ['  Ann ', 'Hi, Ann'],
    ['', 'Hi there'],
  ])('%j → %s', (name, text) => expect(greeting(name)).toBe(text));
});
