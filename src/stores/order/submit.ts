/**
 * The order session of docs/product.md §4.5–§4.6 and §7.3: guest login, address save and delivery
 * check, create or update, guest count, discount code, pending discounts and the deep-link item.
 */
import * as m from '#messages';
import { callApi } from '../../api/client.ts';
import { ApiError, userMessage } from '../../api/errors.ts';
import { readyTs } from '../../lib/schedule/format.ts';
import { beforeOrder, guestCountChanged, orderPayload } from '../../lib/order/session.ts';
import { orderCustomerId } from '../../lib/order/customer.ts';
import { fail, ok } from '../../lib/result.ts';
import { $order, $selectedStore, placeOrderAfterUpdate } from './current.ts';
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
import { deliveryAddress } from './delivery-address.ts';
import {
  expired,
  HANDLED,
  timeProblem,
  type OrderDetailsChoice,
  type SubmitResult,
} from './submit-result.ts';
import { $customerId, $guestCustomerId, $loggedIn, expireSession } from '../account/session.ts';
import * as calls from '../../generated/api-calls.ts';

export type { OrderDetailsChoice, SubmitResult, Submitted } from './submit-result.ts';

async function ensureCustomer(): Promise<number | null> {
  const state = {
    loggedIn: $loggedIn.get(),
    customerId: $customerId.get(),
    guestCustomerId: $guestCustomerId.get(),
  };
  const step = beforeOrder(state);
  if (step === 'session-expired') {
    expireSession(m.errors_sessionExpired);
    return null;
  }
  if (step === 'guest-login') {
    const { customer_id } = await callApi(calls.guestLogin);
    $guestCustomerId.set(customer_id);
    return customer_id;
  }
  return orderCustomerId(state);
}

/** After a new order: the deep-link item goes into the cart (docs/product.md §2.2, §4.6). */
async function addDeepLinkItem(orderId: number): Promise<void> {
  const itemId = $deepLinkItemId.get();
  if (!itemId) return;
  $deepLinkItemId.set(null);
  try {
    const { order } = await callApi(calls.saveItem, {
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
 * START MY ORDER / UPDATE (docs/product.md §4.5, §4.6): never throws; the result says what the
 * modal shows.
 */
export async function submitOrderDetails(choice: OrderDetailsChoice): Promise<SubmitResult> {
  let customerId: number | null;
  try {
    customerId = await ensureCustomer();
  } catch (err) {
    return fail(userMessage('saveOrder', err));
  }
  if (customerId === null) return HANDLED;

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
    saved = await callApi(calls.saveOrder, { payload });
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
    return timeProblem(err) ?? fail(userMessage('saveOrder', err));
  }

  const orderId = saved.order.order_id;
  $order.set(saved.order);
  remember(choice, orderId, address);

  if (!existingId) {
    if (discountCode) $discountCode.set(null);
    await addDeepLinkItem(orderId);
    // Loaded here, not up front: Checkout's first load has no room for the reorder's code.
    try {
      const { addReorderLines } = await import('./reorder-fill.ts');
      await addReorderLines(orderId, choice.store.store_id, choice.service.service_type_id);
    } catch (err) {
      console.warn('The reordered items could not be added', err);
    }
  } else if (
    choice.service.requires_guest_count &&
    guestCountChanged(previousGuestCount, choice.guestCount)
  ) {
    try {
      const { order } = await callApi(calls.updateOrder, {
        params: { orderId },
        payload: { order: { guest_count: choice.guestCount! } },
      });
      $order.set(order);
    } catch (err) {
      if (err instanceof ApiError && err.sessionExpired) return expired();
      return fail(userMessage('saveOrder', err));
    }
  }
  if (existingId && choice.placeAfter) await placeOrderAfterUpdate(orderId);
  return ok({
    kind: 'saved',
    orderId,
    pendingDiscounts: existingId ? [] : saved.pending_discounts,
  });
}
