/** Deleting the account from Profile (docs/product.md §7.2 "Delete customer"). */
import * as m from '#messages';
import { customerCall } from './customer-call.ts';
import { $userEmail, clearLocalSession } from './session.ts';
import { SESSION_EXPIRY_CLEARED_KEYS } from '../../lib/account/startup.ts';
import { ok, type Result } from '../../lib/result.ts';
import { showToast, showToastAfterNavigation } from '../app/toasts.ts';
import { pagePath } from '../../lib/i18n/page-path.ts';
import * as calls from '../../generated/api-calls.ts';

export const ACCOUNT_DELETED = m.profile_deleted;

/**
 * After the account is deleted (the API has already ended its session): everything a session
 * expiry clears, and the deleted account's e-mail too, then Home with the message.
 */
function endDeletedAccount(message: string): void {
  clearLocalSession(SESSION_EXPIRY_CLEARED_KEYS);
  $userEmail.set('');
  if (pagePath(location.pathname) === '/') showToast(message, { kind: 'success' });
  else {
    showToastAfterNavigation(message, 'success');
    location.assign('/');
  }
}

/**
 * Deletes the signed-in customer's account; on success the session is over (the API ended it),
 * so the local one ends too and the guest goes Home with a message.
 */
export async function deleteAccount(): Promise<Result> {
  const deleted = await customerCall(calls.deleteCustomer, 'generic');
  if (!deleted.ok) return deleted;
  endDeletedAccount(ACCOUNT_DELETED);
  return ok();
}
