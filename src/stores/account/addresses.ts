/**
 * The Addresses screen's actions (docs/product.md §7.2 list, save, update and delete address):
 * every call through customerCall, so a 403 ends the session (docs/product.md §4.1) and failures
 * come back as words.
 */
import type { Address } from '../../api/schemas/customer.ts';
import { addressPayload } from '../../lib/account/addresses.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { validateDetails } from '../../lib/order/validate.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import { customerCall } from './customer-call.ts';
import { itemsOf, savedList } from './saved-list.ts';
import * as calls from '../../generated/api-calls.ts';

const addresses = savedList<Address>(async () => {
  const r = await customerCall(calls.listAddresses, 'generic');
  return r.ok ? ok(r.value.addresses) : r;
});

/** The saved addresses, as loaded for the screen and the order details modal. */
export const $addresses = addresses.$list;
export const loadAddresses = addresses.reload;

/**
 * Saves a new address, or changes the one with `addressId`. The order details modal's address
 * checks apply (docs/product.md §5 "Order details"): one picked from the suggestions, with a street
 * number.
 */
export async function saveAddress(
  draft: { text: string; picked: ParsedAddress | null; apt: string },
  addressId?: number,
): Promise<Result<Address>> {
  const { address } = validateDetails({
    requiresAddress: true,
    addressText: draft.text,
    picked: draft.picked,
    requiresGuestCount: false,
    guestCount: '',
  });
  if (address || !draft.picked) return fail(address ?? '', { address: address ?? '' });
  const parsed = draft.picked;
  const apt = draft.apt;
  const r = await customerCall(calls.saveAddress, 'saveAddress', {
    payload: addressPayload(parsed, apt, addressId),
  });
  if (!r.ok) return r;
  const saved = r.value.address;
  const list = itemsOf($addresses.get());
  $addresses.set({
    status: 'ready',
    items: list.some((a) => a.address_id === saved.address_id)
      ? list.map((a) => (a.address_id === saved.address_id ? saved : a))
      : [...list, saved],
  });
  return ok(saved);
}

/** Deletes one saved address; the list drops it once the API agrees. */
export async function deleteAddress(addressId: number): Promise<Result> {
  const r = await customerCall(calls.deleteAddress, 'saveAddress', {
    payload: { address_id: addressId },
  });
  if (!r.ok) return r;
  $addresses.set({
    status: 'ready',
    items: itemsOf($addresses.get()).filter((a) => a.address_id !== addressId),
  });
  return ok();
}
