/**
 * The customer's saved addresses offered in the order details modal (an address saved in
 * the account is offered at the next delivery order). Picking one fills the address and Apt/Suite
 * exactly as picking a suggestion does; a failure to list them only leaves the search.
 */
import { computed } from 'nanostores';
import type { Address } from '../../api/schemas/customer.ts';
import { parsedFromSaved } from '../../lib/account/addresses.ts';
import { $addresses, loadAddresses } from '../account/addresses.ts';
import { itemsOf } from '../account/saved-list.ts';
import { $customerId, $loggedIn } from '../account/session.ts';
import { pickAddress, setApt } from './details-choices.ts';

/** A guest has no address book; a signed-in customer's loaded addresses. */
export const $savedAddresses = computed([$loggedIn, $addresses], (loggedIn, list) =>
  loggedIn ? itemsOf(list) : [],
);

/** Loads them for a signed-in customer (each time the modal asks, so new ones appear). */
export function loadSavedAddresses(): void {
  if ($loggedIn.get() && $customerId.get()) void loadAddresses();
}

/** The modal's address becomes this saved one, with its Apt/Suite. */
export function chooseSavedAddress(address: Address): void {
  pickAddress(parsedFromSaved(address));
  setApt(address.address2 ?? '');
}
