/**
 * The order session of SPEC §4.5–§4.6 and §7.3: guest login, address save and delivery check,
 * create or update, guest count, discount code, pending discounts and the deep-link item.
 */
import { callApi } from '../../api/client.ts';
import { ApiError, MESSAGES, userMessage } from '../../api/errors.ts';
import type { Discount } from '../../api/schemas/order.ts';
import type { Service, Store } from '../../api/schemas/store.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import type { DayOption, HourSlot, OrderType } from '../../lib/schedule/types.ts';
import { readyTs } from '../../lib/schedule/format.ts';
import {
  beforeOrder,
  guestCountChanged,
  orderCustomerId,
  orderPayload,
} from '../../lib/order/session.ts';
import { $order, $selectedStore } from './current.ts';
import {
  $dayAndTimeSelected,
  $deepLinkItemId,
  $deliveryInfo,
  $discountCode,
  $orderId,
  $orderType,
  $selectedAddress,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
  $selectedStoreId,
  $timezoneOffset,
  type SavedAddress,
} from './order.ts';
import { $customerId, $guestCustomerId, $loggedIn, expireSession } from '../account/session.ts';
import { showToast } from '../app/toasts.ts';

/** What the order details modal submits. */
export interface OrderDetailsChoice {
  store: Store;
  service: Service;
  day: DayOption;
  slot: HourSlot;
  orderType: OrderType;
  /** For an address-requiring service: the picked address and the Apt/Suite text. */
  address?: { parsed: ParsedAddress; address2: string } | undefined;
  guestCount?: number | undefined;
  /** Opened as "Order time passed" / "We need more time" from a placement: place after the update. */
  placeAfter: boolean;
}

export type SubmitResult =
  /** pendingDiscounts: automatic discounts offered for a new order (SPEC §4.6). */
  | { ok: true; orderId: number; pendingDiscounts: Discount[] }
  /** A message for the form; `selectAnotherLocation` adds SPEC §8's link to Home. */
  | {
      ok: false;
      message: string;
      field?: 'address' | undefined;
      selectAnotherLocation?: boolean | undefined;
    }
  /** The chosen time no longer works: the modal shows this title instead (SPEC §2.10). */
  | { ok: false; reopen: 'order-time-passed' | 'need-more-time'; message: string }
  /** Nothing to show here: a toast was shown (and maybe the session ended). */
  | { ok: false; handled: true };

/**
 * Places the current order right after an update from the "Order time passed" / "We need more
 * time" origins (SPEC §4.6). Checkout installs the real one; elsewhere the guest is taken there.
 */
let placeOrder: (orderId: number) => Promise<void> | void = () => {
  const store = $selectedStore.get();
  if (store) location.assign(`/${store.store_id}/checkout`);
};
export function setPlaceOrderHandler(handler: (orderId: number) => Promise<void> | void): void {
  placeOrder = handler;
}

async function ensureCustomer(): Promise<number | null> {
  const state = {
    loggedIn: $loggedIn.get(),
    customerId: $customerId.get(),
    guestCustomerId: $guestCustomerId.get(),
  };
  const step = beforeOrder(state);
  if (step === 'session-expired') {
    expireSession(MESSAGES.sessionExpired);
    return null;
  }
  if (step === 'guest-login') {
    const { customer_id } = await callApi('guestLogin');
    $guestCustomerId.set(customer_id);
    return customer_id;
  }
  return orderCustomerId(state);
}

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
async function deliveryAddress(
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
      return { ok: false, handled: true };
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
    return {
      ok: false,
      message,
      field: 'address',
      selectAnotherLocation: message === MESSAGES.notInDeliveryArea,
    };
  }
  return saved!;
}

function expired(): SubmitResult {
  expireSession(MESSAGES.orderSessionExpired);
  return { ok: false, handled: true };
}

/** The chosen time failed on the server: SPEC §2.10's titles instead of an error. */
function timeProblem(err: unknown): SubmitResult | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.code === 'ready_ts_passed')
    return { ok: false, reopen: 'order-time-passed', message: '' };
  if (err.code === 'lead_time')
    return { ok: false, reopen: 'need-more-time', message: err.message };
  return undefined;
}

/** After a new order: the deep-link item goes into the cart (SPEC §2.2, §4.6). */
async function addDeepLinkItem(orderId: number): Promise<void> {
  const itemId = $deepLinkItemId.get();
  if (!itemId) return;
  $deepLinkItemId.set(null);
  try {
    const { order } = await callApi('saveItem', {
      params: { orderId },
      payload: { menu_item_id: itemId, quantity: 1 },
    });
    $order.set(order);
  } catch (err) {
    console.warn('The linked item could not be added', err);
  }
}

function remember(choice: OrderDetailsChoice, orderId: number, address: SavedAddress | null): void {
  $orderId.set(orderId);
  $dayAndTimeSelected.set(true);
  $selectedStoreId.set(choice.store.store_id);
  $selectedServiceId.set(choice.service.service_type_id);
  $selectedDay.set(choice.day.date);
  $selectedHour.set(choice.slot);
  $orderType.set(choice.orderType);
  $timezoneOffset.set(choice.store.timezone_offset_mins);
  if (address) $selectedAddress.set(address);
  else $deliveryInfo.set(null);
  $selectedStore.set(choice.store);
}

/**
 * START MY ORDER / UPDATE (SPEC §4.5, §4.6): never throws; the result says what the modal shows.
 */
export async function submitOrderDetails(choice: OrderDetailsChoice): Promise<SubmitResult> {
  let customerId: number | null;
  try {
    customerId = await ensureCustomer();
  } catch (err) {
    return { ok: false, message: userMessage('saveOrder', err) };
  }
  if (customerId === null) return { ok: false, handled: true };

  let address: SavedAddress | null = null;
  if (choice.service.requires_address && choice.address) {
    const result = await deliveryAddress(customerId, choice);
    if ('ok' in result) return result;
    address = result;
  }

  const existingId = $orderId.get();
  const previousGuestCount =
    $order.value?.order_id === existingId ? $order.value?.guest_count : undefined;
  const discountCode = existingId ? null : $discountCode.get();
  const payload = orderPayload(
    customerId,
    {
      storeId: choice.store.store_id,
      serviceTypeId: choice.service.service_type_id,
      isAsap: choice.slot.hour === 'ASAP',
      readyTs: readyTs(choice.day, choice.slot),
      guestCount: choice.service.requires_guest_count ? choice.guestCount : undefined,
      addressId: address?.address_id,
    },
    { orderId: existingId, discountCode },
  );

  let saved;
  try {
    saved = await callApi('saveOrder', { payload });
  } catch (err) {
    if (err instanceof ApiError && err.sessionExpired) return expired();
    // An order that is gone or already placed cannot be updated: start a new one instead.
    if (
      existingId &&
      err instanceof ApiError &&
      (err.status === 404 || err.code === 'order_placed')
    ) {
      $orderId.set(null);
      $dayAndTimeSelected.set(false);
      return submitOrderDetails(choice);
    }
    return timeProblem(err) ?? { ok: false, message: userMessage('saveOrder', err) };
  }

  const orderId = saved.order.order_id;
  $order.set(saved.order);
  remember(choice, orderId, address);

  if (!existingId) {
    if (discountCode) $discountCode.set(null);
    await addDeepLinkItem(orderId);
  } else if (
    choice.service.requires_guest_count &&
    guestCountChanged(previousGuestCount, choice.guestCount)
  ) {
    try {
      const { order } = await callApi('updateOrder', {
        params: { orderId },
        payload: { order: { guest_count: choice.guestCount! } },
      });
      $order.set(order);
    } catch (err) {
      if (err instanceof ApiError && err.sessionExpired) return expired();
      return { ok: false, message: userMessage('saveOrder', err) };
    }
  }
  if (existingId && choice.placeAfter) await placeOrder(orderId);
  return { ok: true, orderId, pendingDiscounts: existingId ? [] : saved.pending_discounts };
}
