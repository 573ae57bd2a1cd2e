/**
 * SPEC §4.5 step 3 for an address-requiring service: the address is saved when it is new, then the
 * delivery area is checked with a store lookup by its coordinates.
 */
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { fail } from '../../lib/result.ts';
import { showToast } from '../app/toasts.ts';
import { $deliveryInfo, $selectedAddress, type SavedAddress } from './order.ts';
import { expired, HANDLED, type OrderDetailsChoice, type SubmitResult } from './submit-result.ts';

// A saved address is reused only for the customer who saved it and only while nothing changed.
const sameAddress = (
  saved: SavedAddress | null,
  customerId: number,
  parsed: ParsedAddress,
  address2: string,
) =>
  !!saved &&
  saved.customer_id === customerId &&
  saved.address1 === parsed.address1 &&
  saved.postal_code === parsed.postal_code &&
  saved.latitude === parsed.latitude &&
  saved.longitude === parsed.longitude &&
  saved.address2 === address2;

/** SPEC §4.5 step 3: saves a new address, then checks the delivery area with a store lookup. */
export async function deliveryAddress(
  customerId: number,
  choice: OrderDetailsChoice,
): Promise<SavedAddress | SubmitResult> {
  const { parsed, address2 } = choice.address!;
  let saved = $selectedAddress.get();
  if (!sameAddress(saved, customerId, parsed, address2)) {
    try {
      const { address } = await callApi('saveAddress', {
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
      saved = {
        address_id: address.address_id,
        customer_id: customerId,
        street_number: parsed.street_number,
        address1: parsed.address1,
        address2,
        city: parsed.city,
        state_code: parsed.state_code,
        postal_code: parsed.postal_code,
        latitude: parsed.latitude,
        longitude: parsed.longitude,
      };
    } catch (err) {
      if (err instanceof ApiError && err.sessionExpired) return expired();
      showToast(userMessage('saveAddress', err), { kind: 'error' });
      return HANDLED;
    }
  }
  try {
    const { stores } = await callApi('stores', {
      payload: {
        service_schedule: true,
        service_type_id: choice.service.service_type_id,
        latitude: saved!.latitude,
        longitude: saved!.longitude,
        store_id: choice.store.store_id,
      },
    });
    $deliveryInfo.set(stores[0]?.delivery_info ?? null);
  } catch (err) {
    const message = userMessage('deliveryCheck', err);
    return fail(message, { address: message });
  }
  return saved!;
}
