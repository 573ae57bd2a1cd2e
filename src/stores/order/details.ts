/**
 * The order details modal's actions (docs/product.md §2.10, §4.5, §4.6): open and close it, START
 * MY ORDER / UPDATE, and where the guest goes after. The draft and the guest's choices live beside
 * it.
 */
import * as m from '#messages';
import { $pendingItem } from '../menu/pending-item.ts';

import type { Store } from '../../api/schemas/store.ts';
import { placesAfterUpdate } from '../../lib/order/session.ts';
import { validateDetails } from '../../lib/order/validate.ts';
import { menuPath, matchRoute } from '../../lib/routes.ts';
import { closeModal, openModal } from '../app/modal.ts';
import { offerPendingDiscounts } from '../discounts/pending.ts';
import { $order } from './current.ts';
import {
  $draft,
  $draftSchedule,
  $draftService,
  $draftStore,
  $now,
  EMPTY_DRAFT,
  type OrderDetailsRequest,
} from './details-draft.ts';
import { loadDraftStore, reconcile, startTicking, stopTicking } from './details-sync.ts';
import {
  $dayAndTimeSelected,
  $orderId,
  $orderType,
  $selectedAddress,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
  $selectedStoreId,
} from './order.ts';
import { announceReorder } from './reorder-notice.ts';
import { submitOrderDetails } from './submit.ts';
import { inPageLanguage, pagePath } from '../../lib/i18n/page-path.ts';

export * from './details-draft.ts';
export * from './details-choices.ts';

/** Opens the order details modal. */
export function openOrderDetails(request: OrderDetailsRequest): void {
  const saved = $selectedAddress.get();
  const sameStore = !request.storeId || request.storeId === $selectedStoreId.get();
  const address = request.address ?? (saved ? { ...saved, formatted: '' } : null);
  $draft.set({
    ...EMPTY_DRAFT,
    origin: request.origin,
    message: request.message ?? '',
    placeAfter: placesAfterUpdate(request.origin),
    storeId: request.storeId ?? $selectedStoreId.get(),
    serviceTypeId: request.serviceTypeId ?? $selectedServiceId.get(),
    picked: address,
    addressText: address ? address.formatted || address.address1 : '',
    apt: !request.address && saved ? saved.address2 : '',
    guestCount: $order.value?.guest_count ? String($order.value.guest_count) : '',
    day: sameStore ? $selectedDay.get() : null,
    hour: sameStore ? ($selectedHour.get()?.hour ?? null) : null,
    hourChosen: sameStore && !!$selectedHour.get() && request.origin === 'default',
    orderType: $orderType.get(),
  });
  $draftStore.set(null);
  startTicking();
  openModal('order-details');
  void loadDraftStore();
}

/** Stops the clock when the modal closes. */
export function closeOrderDetails(): void {
  stopTicking();
  closeModal();
}

/**
 * The guest closed the modal without saving: an item chosen before the order existed is
 * forgotten, so it never opens later out of the blue.
 */
export function dismissOrderDetails(): void {
  $pendingItem.set(null);
  closeOrderDetails();
}

/** SELECT ANOTHER STORE and "Select Another Location": Home, where the stores are. */
export function selectAnotherStore(): void {
  closeOrderDetails();
  if (pagePath(location.pathname) !== '/') location.assign(inPageLanguage('/', location.pathname));
}

/** Where the guest goes after the order is saved: the store's menu, unless already there. */
function afterSave(store: Store): boolean {
  const here = matchRoute(pagePath(location.pathname));
  const stays =
    (here.screen.key === 'menu' || here.screen.key === 'checkout') &&
    here.params.storeId === String(store.store_id);
  closeOrderDetails();
  if (!stays) location.assign(menuPath(store));
  return !stays;
}

/**
 * START MY ORDER / UPDATE (docs/product.md §2.10, §4.5, §4.6, §5): validates, checks the chosen
 * slot again with the current time, then creates or updates the order.
 */
export async function submitDetails(): Promise<void> {
  const store = $draftStore.get();
  const service = $draftService.get();
  const schedule = $draftSchedule.get();
  let d = $draft.get();
  if (d.busy || !store || !service || !schedule) return;
  if (schedule.temporarilyClosed) return selectAnotherStore();
  const errors = validateDetails({
    requiresAddress: service.requires_address,
    addressText: d.addressText,
    picked: d.picked,
    requiresGuestCount: service.requires_guest_count,
    guestCount: d.guestCount,
  });
  if (errors.address || errors.guestCount) {
    $draft.setKey('errors', errors);
    return;
  }
  $now.set(Date.now());
  d = $draft.get();
  const day = $draftSchedule.get()?.days.find((x) => x.date === d.day);
  const slot = day?.hours.find((h) => h.hour === d.hour);
  if (!day || !slot) {
    $draft.set({ ...d, origin: 'order-time-passed', message: '', hour: null, hourChosen: false });
    return;
  }
  $draft.set({ ...d, busy: true, errors: {} });
  // A reorder starts a new order; the current one is let go only now, so closing the modal keeps it.
  if (d.origin === 'reorder') {
    $orderId.set(null);
    $dayAndTimeSelected.set(false);
  }
  const result = await submitOrderDetails({
    store,
    service,
    day,
    slot,
    orderType: slot.hour === 'ASAP' ? 'asap' : (d.orderType ?? schedule.orderType),
    address:
      service.requires_address && d.picked
        ? { parsed: d.picked, address2: d.apt.trim() }
        : undefined,
    guestCount: service.requires_guest_count ? Number(d.guestCount.trim()) : undefined,
    placeAfter: d.placeAfter,
  });
  d = $draft.get();
  if (!result.ok) {
    $draft.set({
      ...d,
      busy: false,
      errors: {
        form: result.message,
        selectAnotherLocation: result.message === m.errors_notInDeliveryArea,
      },
    });
    return;
  }
  const outcome = result.value;
  if (outcome.kind === 'saved') {
    $draft.setKey('busy', false);
    const navigating = afterSave(store);
    announceReorder(navigating);
    offerPendingDiscounts(outcome.pendingDiscounts, navigating);
  } else if (outcome.kind === 'reopen') {
    $draft.set({
      ...d,
      busy: false,
      origin: outcome.origin,
      message: outcome.message,
      // A full slot is kept until the slots come again, which then move it to the next free one.
      hour: outcome.refresh ? d.hour : null,
      hourChosen: false,
    });
    if (outcome.refresh) void loadDraftStore();
    else reconcile();
  } else {
    $draft.setKey('busy', false);
  }
}

/** After a failed store load, tries again. */
export function retryDraftStore(): void {
  void loadDraftStore();
}
