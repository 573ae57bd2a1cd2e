/** Saving the Profile screen (docs/product.md §7.2 "Update customer", §4.2 phone change). */
import * as m from '#messages';

import type { Customer } from '../../api/schemas/customer.ts';
import { profileChanges, type ProfileForm } from '../../lib/account/profile.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { openModal } from '../app/modal.ts';
import { showToast } from '../app/toasts.ts';
import { $storeConfig } from '../chain/config.ts';
import { customerCall } from './customer-call.ts';
import { $customer, $emailVerified, $phoneVerified, $userEmail } from './session.ts';
import * as calls from '../../generated/api-calls.ts';

export const PROFILE_MESSAGES = {
  saved: m.profile_saved,
  unchanged: m.profile_unchanged,
} as const;

export type ProfileSaved = 'saved' | 'unchanged' | 'verify-phone';

/**
 * Sends what changed in a validated form. A new phone number is unverified: per docs/product.md
 * §4.2 the code then goes to it, which the Verify Phone modal does as it opens (docs/product.md
 * §2.8), so the customer gets one SMS, not two; docs/product.md §8's "Phone changed" toast says
 * where it went.
 */
export async function saveProfile(form: ProfileForm): Promise<Result<ProfileSaved>> {
  const before = $customer.get();
  if (!before) return fail(m.errors_somethingWentWrong);
  const payload = profileChanges(form, before, !!$storeConfig.get()?.email_optin);
  if (Object.keys(payload).length === 0) return ok('unchanged');
  // The fields are sign-up's, and so are the server's refusals (e-mail taken): docs/product.md §8
  // shows sign-up's server text, else its generic one.
  const saved = await customerCall(calls.updateCustomer, 'signup', { payload });
  if (!saved.ok) return saved;
  const customer: Customer = saved.value.customer;
  $customer.set(customer);
  $userEmail.set(customer.email);
  $phoneVerified.set(customer.is_phone_verified);
  $emailVerified.set(customer.is_verified);
  // A chain that does not verify phones (docs/product.md §2.3) has nothing to send a code for.
  const verifies = !!$storeConfig.get()?.require_phone_verification;
  if (payload.phone === undefined || customer.is_phone_verified || !verifies) return ok('saved');
  showToast(m.errors_phoneChanged);
  openModal('verify-phone');
  return ok('verify-phone');
}
