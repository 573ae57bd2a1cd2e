/** Deleting the account from Profile (SPEC §7.2 "Delete customer"). */
import { customerCall } from './customer-call.ts';
import { endDeletedAccount } from './session.ts';
import { ok, type Result } from '../../lib/result.ts';

export const ACCOUNT_DELETED = 'Your account has been deleted';

/**
 * Deletes the signed-in customer's account; on success the session is over (the API ended it),
 * so the local one ends too and the guest goes Home with a message.
 */
export async function deleteAccount(): Promise<Result> {
  const deleted = await customerCall('deleteCustomer', 'generic');
  if (!deleted.ok) return deleted;
  endDeletedAccount(ACCOUNT_DELETED);
  return ok();
}
