// docs/product.md §2.3 (profile entries) with the tenant's feature flags (docs/product.md §1): the
// flag service can switch the Gift Cards entry off; the store configuration still decides whether
// it may show.
import { describe, expect, it } from 'vitest';
import { $profileMenu } from '../../../src/stores/account/profile-menu.ts';
import { $storeConfig } from '../../../src/stores/chain/config.ts';
import { $flags } from '../../../src/stores/app/flags.ts';

const keys = () => $profileMenu.get().map((e) => e.key);

describe('$profileMenu and the gift-cards flag', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('configured %s, flag %s → Gift Cards shown %s', (configured, flag, shown) => {
    $storeConfig.set({
      gift_card_purchasing: configured,
      allow_gift_card_purchase: configured,
      require_phone_verification: false,
    });
    $flags.set({ 'gift-cards': flag });
    expect(keys().includes('gift-cards')).toBe(shown);
  });
});
