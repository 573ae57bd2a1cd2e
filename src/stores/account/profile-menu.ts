/**
 * The profile menu's entries (docs/product.md §2.3, §6), decided once for both the header's
 * dropdown and the account navigation; the same facts decide what an account screen's URL shows.
 */
import { computed } from 'nanostores';
import {
  profileMenu,
  type ProfileMenuEntry,
  type ProfileMenuInput,
} from '../../lib/account/profile-entries.ts';
import { $branding, $storeConfig } from '../chain/config.ts';
import { $customer, $emailVerified, $phoneVerified } from './session.ts';
import { $flags } from '../app/flags.ts';

/** What the profile menu's rules read, from the chain, its branding, the customer and the flags. */
export const $profileMenuInput = computed(
  [$branding, $storeConfig, $customer, $phoneVerified, $emailVerified, $flags],
  (branding, config, customer, phoneVerified, emailVerified, flags): ProfileMenuInput => ({
    phoneVerified,
    emailVerified: customer?.is_verified ?? emailVerified,
    requirePhoneVerification: !!config?.require_phone_verification,
    requireEmailVerification: !!config?.require_email_verification,
    displayRewardsPage: !!branding.display_options.display_rewards_page,
    displayAddressesInProfile: branding.display_options.display_addresses_in_profile,
    displayManagePayments: branding.display_options.display_manage_payments,
    externalLinks: branding.external_links.length,
    // The tenant's flag service can switch the entry off without a configuration change.
    giftCardPurchasing: !!config?.gift_card_purchasing && flags['gift-cards'],
    allowGiftCardPurchase: !!config?.allow_gift_card_purchase,
  }),
);

export const $profileMenu = computed($profileMenuInput, (input): ProfileMenuEntry[] =>
  profileMenu(input),
);
