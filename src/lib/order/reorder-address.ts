/**
 * The delivery address a reorder starts with (docs/product.md §2.10): the past order's own address,
 * found in the customer's address book by its id, with every field the order details modal fills
 * in. An address since deleted (or an order without one) starts the modal without an address.
 */

import type { Address } from '../../api/schemas/customer.ts';

/** An address as the address book lists it (the API's own shape). */
export type BookAddress = Address;

/** The address as the order keeps it: saved, so it has an id, and whose book it is in. */
export interface ReorderAddress {
  address_id: number;
  customer_id: number;
  street_number: string;
  address1: string;
  address2: string;
  city: string;
  state_code: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}

/**
 * @example reorderAddress(4, [{ address_id: 4, address1: '1 Main St', city: 'Austin', state_code: 'TX', postal_code: '78701', latitude: 30, longitude: -97 }], 9)?.address1 // '1 Main St'
 */
export function reorderAddress(
  addressId: number | null,
  book: readonly BookAddress[],
  customerId: number,
): ReorderAddress | null {
  if (addressId === null) return null;
  const a = book.find((x) => x.address_id === addressId);
  if (!a) return null;
  return {
    address_id: a.address_id,
    customer_id: customerId,
    // An address saved without its number still has it at the start of its line.
    street_number: a.street_number || (a.address1.match(/^\d+[A-Za-z]?/)?.[0] ?? ''),
    address1: a.address1,
    address2: a.address2 ?? '',
    city: a.city,
    state_code: a.state_code,
    postal_code: a.postal_code,
    latitude: a.latitude,
    longitude: a.longitude,
  };
}
