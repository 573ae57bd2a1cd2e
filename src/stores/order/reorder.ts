/**
 * Reorder from Order history: check the old order against the store's current
 * menu for the same service, tell the guest what is no longer available before anything is
 * created, then open the order details modal as a reorder (docs/product.md §2.10: no service
 * control) with the lines waiting in $pendingReorder for START MY ORDER.
 */
import * as m from '#messages';
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import { userMessage } from '../../api/errors.ts';
import type { Order } from '../../api/schemas/order.ts';
import { planReorder, type ReorderPlan } from '../../lib/order/reorder.ts';
import { reorderAddress, type ReorderAddress } from '../../lib/order/reorder-address.ts';
import { $customerId } from '../account/session.ts';
import { fetchStore } from './current.ts';
import { $draft, openOrderDetails } from './details.ts';
import { $selectedAddress, $selectedServiceId, $selectedStoreId } from './order.ts';
import { $pendingReorder, type PendingReorder } from './reorder-pending.ts';
import * as calls from '../../generated/api-calls.ts';

export { $pendingReorder } from './reorder-pending.ts';

/** Where the check of one past order stands, for the history screen. */
export type ReorderCheck =
  | { state: 'idle' }
  | { state: 'checking'; orderId: number }
  /** Some of it is no longer available: the guest decides whether to go on without it. */
  | {
      state: 'review';
      orderId: number;
      plan: ReorderPlan;
      pending: PendingReorder;
      address: ReorderAddress | null;
    }
  /** Nothing of it can be ordered again (or the store no longer offers the service). */
  | { state: 'nothing'; orderId: number; plan: ReorderPlan; reason: string }
  | { state: 'error'; orderId: number; message: string };

export const $reorderCheck = atom<ReorderCheck>({ state: 'idle' });

function begin(pending: PendingReorder, address: ReorderAddress | null): void {
  // A delivery order goes to the same address again: the modal starts with it.
  if (address) $selectedAddress.set(address);
  $pendingReorder.set(pending);
  $reorderCheck.set({ state: 'idle' });
  continueReorder();
}

/** Opens the modal for the pending reorder (also after a reload lost the modal). */
export function continueReorder(): void {
  const pending = $pendingReorder.get();
  if (!pending) return;
  $selectedStoreId.set(pending.storeId);
  $selectedServiceId.set(pending.serviceTypeId);
  openOrderDetails({
    origin: 'reorder',
    storeId: pending.storeId,
    serviceTypeId: pending.serviceTypeId,
  });
  if (pending.guestCount) $draft.setKey('guestCount', String(pending.guestCount));
}

/** Forgets a pending reorder the guest no longer wants. */
export function discardReorder(): void {
  $pendingReorder.set(null);
}

/**
 * Reorder: loads the store and its menu for the old service and plans the lines. All available:
 * the modal opens at once; some left out: the guest reviews the list first; none: said, and no
 * order is created.
 */
export async function checkReorder(order: Order, storeName: string): Promise<void> {
  const orderId = order.order_id;
  $reorderCheck.set({ state: 'checking', orderId });
  try {
    const [store, { menus }, address] = await Promise.all([
      fetchStore(order.store_id),
      callApi(calls.menus, {
        params: { storeId: order.store_id },
        payload: { service_type_id: order.service_type_id },
      }),
      pastAddress(order),
    ]);
    const plan = planReorder(order.items, menus);
    const service = store.services.find(
      (s) => s.service_type_id === order.service_type_id && s.is_visible,
    );
    if (!service || !plan.lines.length) {
      const reason = service
        ? m.order_reorderNothing
        : m.order_reorderServiceGone({ store: store.name });
      $reorderCheck.set({ state: 'nothing', orderId, plan, reason });
      return;
    }
    const pending: PendingReorder = {
      storeId: order.store_id,
      serviceTypeId: order.service_type_id,
      storeName: store.name || storeName,
      guestCount: service.requires_guest_count ? order.guest_count : null,
      lines: plan.lines,
      leftOut: plan.unavailable.map((u) => u.name),
    };
    if (plan.unavailable.length || plan.changed.length)
      $reorderCheck.set({ state: 'review', orderId, plan, pending, address });
    else begin(pending, address);
  } catch (err) {
    console.warn('Checking a reorder failed', err);
    $reorderCheck.set({ state: 'error', orderId, message: userMessage('generic', err) });
  }
}

/** The past order's delivery address from the customer's address book, or null. */
async function pastAddress(order: Order) {
  const customerId = $customerId.get();
  if (order.address_id === null || !customerId) return null;
  try {
    const { addresses } = await callApi(calls.listAddresses, { params: { customerId } });
    return reorderAddress(order.address_id, addresses, customerId);
  } catch (err) {
    // The reorder still works; the guest picks the address in the modal.
    console.warn('Loading the reorder’s address failed', err);
    return null;
  }
}

/**
 * "Continue without them" after the review: the lines wait for the new order; the island opens the
 * modal with continueReorder once the review has closed, so focus returns to Reorder afterwards.
 */
export function confirmReorder(): void {
  const check = $reorderCheck.get();
  if (check.state !== 'review') return;
  if (check.address) $selectedAddress.set(check.address);
  $pendingReorder.set(check.pending);
  $reorderCheck.set({ state: 'idle' });
}

/** Closes the review or the "nothing available" message. */
export function dismissReorderCheck(): void {
  $reorderCheck.set({ state: 'idle' });
}
