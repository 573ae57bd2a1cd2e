/**
 * The customer's saved addresses (docs/product.md §3 "Address", §7.2): how they are listed, what
 * picking one means to the order details modal (docs/product.md §2.10), and what is sent to save
 * one.
 */
import type { CallRequest } from '../../api/contract.ts';
import type { Address } from '../../api/schemas/customer.ts';
import type { ParsedAddress } from '../address/types.ts';
import { deliveryAddressLine } from '../order/placed.ts';

/**
 * One line for the list: street, apt/suite, city, state and postal code.
 * @example savedAddressLine({ address1: '75 Wall St', address2: '5B', city: 'New York', state_code: 'NY', postal_code: '10005' }) // '75 Wall St, 5B, New York, NY 10005'
 */
export function savedAddressLine(
  a: Pick<Address, 'address1' | 'address2' | 'city' | 'state_code' | 'postal_code'>,
): string {
  return deliveryAddressLine(a);
}

/**
 * A saved address as if it had just been picked from the address search, so the modal and the
 * address form treat both the same way.
 * @example parsedFromSaved({ address_id: 1, street_number: '75', address1: '75 Wall St', city: 'New York', state_code: 'NY', postal_code: '10005', latitude: 40.7, longitude: -74 }).formatted // '75 Wall St, New York, NY 10005'
 */
export function parsedFromSaved(a: Address): ParsedAddress {
  return {
    street_number: a.street_number ?? '',
    address1: a.address1,
    city: a.city,
    state_code: a.state_code,
    postal_code: a.postal_code,
    latitude: a.latitude,
    longitude: a.longitude,
    formatted: deliveryAddressLine({ ...a, address2: '' }),
  };
}

/**
 * What Save address sends: the picked address and its apt/suite; with an id it updates that one.
 * @example addressPayload(parsed, ' 5B ', 3).address2 // '5B'
 */
export function addressPayload(
  parsed: ParsedAddress,
  apt: string,
  addressId?: number,
): CallRequest<'saveAddress'> {
  const payload: CallRequest<'saveAddress'> = {
    street_number: parsed.street_number,
    address1: parsed.address1,
    address2: apt.trim().slice(0, 100),
    city: parsed.city,
    state_code: parsed.state_code,
    postal_code: parsed.postal_code,
    latitude: parsed.latitude,
    longitude: parsed.longitude,
  };
  return addressId === undefined ? payload : { address_id: addressId, ...payload };
}
