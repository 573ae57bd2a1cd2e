/**
 * docs/product.md §4.5 step 3 for an address-requiring service: the address is saved when it is
 * new, then the delivery area is checked with a store lookup by its coordinates.
 */
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { fail } from '../../lib/result.ts';
import { showToast } from '../app/toasts.ts';
import { $addresses } from '../account/addresses.ts';
import { itemsOf } from '../account/saved-list.ts';
import { $deliveryInfo, $selectedAddress, type SavedAddress } from './order.ts';
import { expired, HANDLED, type OrderDetailsChoice, type SubmitResult } from './submit-result.ts';
import * as calls from '../../generated/api-calls.ts';

type Located = Pick<SavedAddress, 'address1' | 'postal_code' | 'latitude' | 'longitude'> & {
  address2?: string | undefined;
};

const sameFields = (a: Located, parsed: ParsedAddress, address2: string) =>
  a.address1 === parsed.address1 &&
  a.postal_code === parsed.postal_code &&
  a.latitude === parsed.latitude &&
  a.longitude === parsed.longitude &&
  (a.address2 ?? '') === address2;

/**
 * The address already saved for this customer, if any: the one the last order used, or one of
 * the address book's (picked from "Your saved addresses"), so it is not saved a second time.
 */
function alreadySaved(
  customerId: number,
  parsed: ParsedAddress,
  address2: string,
): SavedAddress | undefined {
  const last = $selectedAddress.get();
  if (last && last.customer_id === customerId && sameFields(last, parsed, address2)) return last;
  const known = itemsOf($addresses.get()).find((a) => sameFields(a, parsed, address2));
  return known && savedFrom(known.address_id, customerId, parsed, address2);
}

const savedFrom = (
  addressId: number,
  customerId: number,
  parsed: ParsedAddress,
  address2: string,
): SavedAddress => ({
  address_id: addressId,
  customer_id: customerId,
  street_number: parsed.street_number,
  address1: parsed.address1,
  address2,
  city: parsed.city,
  state_code: parsed.state_code,
  postal_code: parsed.postal_code,
  latitude: parsed.latitude,
  longitude: parsed.longitude,
});

/**
 * docs/product.md §4.5 step 3: saves a new address, then checks the delivery area with a store
 * lookup.
 */
export async function deliveryAddress(
  customerId: number,
  choice: OrderDetailsChoice,
): Promise<SavedAddress | SubmitResult> {
  const { parsed, address2 } = choice.address!;
  let saved = alreadySaved(customerId, parsed, address2);
  if (!saved) {
    try {
      const { address } = await callApi(calls.saveAddress, {
        params: { customerId },
        payload: {
          street_number: parsed.street_number,
          address1: parsed.address1,
          address2,
          city: parsed.city,
          state_code: parsed.state_code,
          postal_code: parsed.postal_code,
          latitude: parsed.latitude,
          longitude: parsed.longitude,
        },
      });
      saved = savedFrom(address.address_id, customerId, parsed, address2);
    } catch (err) {
      if (err instanceof ApiError && err.sessionExpired) return expired();
      showToast(userMessage('saveAddress', err), { kind: 'error' });
      return HANDLED;
    }
  }
  try {
    const { stores } = await callApi(calls.stores, {
      payload: {
        service_schedule: true,
        service_type_id: choice.service.service_type_id,
        latitude: saved.latitude,
        longitude: saved.longitude,
        store_id: choice.store.store_id,
      },
    });
    $deliveryInfo.set(stores[0]?.delivery_info ?? null);
  } catch (err) {
    const message = userMessage('deliveryCheck', err);
    return fail(message, { address: message });
  }
  return saved;
}
