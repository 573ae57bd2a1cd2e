/**
 * The guest's order at sign-in (docs/product.md §4.1, §7.3; the rules are in
 * src/lib/order/handover.ts): handed to the customer with "Update order", or rebuilt for the
 * customer line by line when the API refuses. Loaded only when a guest with an order signs in.
 */
import { callApi } from '../../api/client.ts';
import type { Menu } from '../../api/schemas/menu.ts';
import type { Order } from '../../api/schemas/order.ts';
import {
  REBUILD_FAILED_MESSAGE,
  flatLines,
  handoverPayload,
  rebuildLeftOutMessage,
  rebuildPayload,
  type RebuildLine,
} from '../../lib/order/handover.ts';
import { planReorder } from '../../lib/order/reorder.ts';
import { showToast } from '../app/toasts.ts';
import { $order, $selectedStore } from './current.ts';
import { $dayAndTimeSelected, $orderId, $selectedAddress } from './order.ts';
import { $pendingReorder } from './reorder-pending.ts';
import * as calls from '../../generated/api-calls.ts';

/** The guest's open order as it is before the sign-in call, or null (nothing to hand over). */
export async function guestOrderSnapshot(orderId: number): Promise<Order | null> {
  const loaded = $order.get();
  let order = loaded?.order_id === orderId ? loaded : null;
  if (!order) {
    try {
      ({ order } = await callApi(calls.getOrder, { params: { orderId } }));
    } catch (err) {
      console.warn('The order could not be read before signing in', err);
      return null;
    }
  }
  return order.status === 'open' ? order : null;
}

/** Makes the guest's order the customer's; never throws, never drops a line silently. */
export async function handOverGuestOrder(order: Order, customerId: number): Promise<void> {
  try {
    const saved = await callApi(calls.saveOrder, { payload: handoverPayload(order, customerId) });
    $order.set(saved.order);
    // The address went with the order: it is in the customer's address book now.
    const address = $selectedAddress.get();
    if (address && address.address_id === order.address_id)
      $selectedAddress.set({ ...address, customer_id: customerId });
    return;
  } catch (err) {
    console.warn('The order was not handed over; it is rebuilt for the customer', err);
  }
  await rebuild(order, customerId);
}

/** The lines with their choices nested as the menu has them; as listed when the menu is unreadable. */
async function linesOf(order: Order): Promise<{ lines: RebuildLine[]; leftOut: string[] }> {
  let menus: Menu[];
  try {
    ({ menus } = await callApi(calls.menus, {
      params: { storeId: order.store_id },
      payload: { service_type_id: order.service_type_id },
    }));
  } catch {
    return { lines: flatLines(order), leftOut: [] };
  }
  const plan = planReorder(order.items, menus);
  return { lines: plan.lines, leftOut: plan.unavailable.map((u) => u.name) };
}

async function customerAddressId(order: Order, customerId: number): Promise<number | null> {
  if (order.address_id === null) return null;
  const address = $selectedAddress.get();
  if (!address) throw new Error('The delivery address is not known');
  const { address: saved } = await callApi(calls.saveAddress, {
    params: { customerId },
    payload: {
      street_number: address.street_number,
      address1: address.address1,
      address2: address.address2,
      city: address.city,
      state_code: address.state_code,
      postal_code: address.postal_code,
      latitude: address.latitude,
      longitude: address.longitude,
    },
  });
  $selectedAddress.set({ ...address, address_id: saved.address_id, customer_id: customerId });
  return saved.address_id;
}

async function rebuild(order: Order, customerId: number): Promise<void> {
  const { lines, leftOut } = await linesOf(order);
  let created: Order;
  try {
    const addressId = await customerAddressId(order, customerId);
    ({ order: created } = await callApi(calls.saveOrder, {
      payload: rebuildPayload(order, customerId, addressId),
    }));
  } catch (err) {
    console.warn('The order could not be rebuilt', err);
    // The lines wait for the next START MY ORDER, as a reorder's do.
    $pendingReorder.set({
      storeId: order.store_id,
      serviceTypeId: order.service_type_id,
      storeName: $selectedStore.get()?.name ?? '',
      guestCount: order.guest_count,
      lines,
      leftOut,
    });
    $order.set(null);
    $orderId.set(null);
    $dayAndTimeSelected.set(false);
    showToast(REBUILD_FAILED_MESSAGE, { kind: 'error' });
    return;
  }
  $order.set(created);
  $orderId.set(created.order_id);
  for (const line of lines) {
    try {
      const { order: updated } = await callApi(calls.saveItem, {
        params: { orderId: created.order_id },
        payload: {
          menu_item_id: line.menu_item_id,
          quantity: line.quantity,
          ...(line.options.length ? { options: line.options } : {}),
          ...(line.note ? { note: line.note } : {}),
        },
      });
      $order.set(updated);
    } catch (err) {
      console.warn('A line could not be added again', err);
      leftOut.push(line.name);
    }
  }
  const extras = {
    ...(order.note ? { note: order.note } : {}),
    ...(order.delivery_instructions ? { delivery_instructions: order.delivery_instructions } : {}),
    ...(order.charges.tip_cents > 0 ? { tip_cents: order.charges.tip_cents } : {}),
    ...(order.include_utensils ? {} : { include_utensils: false }),
  };
  if (Object.keys(extras).length) {
    try {
      const { order: updated } = await callApi(calls.updateOrder, {
        params: { orderId: created.order_id },
        payload: { order: extras },
      });
      $order.set(updated);
    } catch (err) {
      console.warn('The order’s note, tip or utensils could not be kept', err);
    }
  }
  if (leftOut.length) showToast(rebuildLeftOutMessage(leftOut), { kind: 'error' });
}
