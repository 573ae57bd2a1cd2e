/** What the guest changes in the order details modal (docs/product.md §2.10, §4.4, §4.8). */
import type { ParsedAddress } from '../../lib/address/types.ts';
import { switchService } from '../../lib/order/service.ts';
import type { OrderType } from '../../lib/schedule/index.ts';
import { $draft, $draftSchedule, $draftStore } from './details-draft.ts';
import { firstWithRoom, loadDraftStore, reconcile } from './details-sync.ts';

export function chooseService(serviceTypeId: number): void {
  const store = $draftStore.get();
  const d = $draft.get();
  const to = store?.services.find((s) => s.service_type_id === serviceTypeId);
  if (!store || !to || d.serviceTypeId === serviceTypeId) return;
  const from = store.services.find((s) => s.service_type_id === d.serviceTypeId);
  const { shown, kept } = switchService(
    from,
    to,
    { address: d.picked ?? undefined, apt: d.apt },
    d.kept,
  );
  const picked = (shown.address as ParsedAddress | undefined) ?? null;
  $draft.set({
    ...d,
    serviceTypeId,
    picked,
    addressText: picked ? picked.formatted || picked.address1 : '',
    apt: shown.apt,
    kept,
    errors: {},
    hourChosen: false,
  });
  // Each service has its own is_open (docs/product.md §7.5, §4.8): the store is fetched again for
  // it.
  void loadDraftStore();
}

export function setAddressText(text: string): void {
  const d = $draft.get();
  const stillPicked = d.picked && text === (d.picked.formatted || d.picked.address1);
  $draft.set({
    ...d,
    addressText: text,
    picked: stillPicked ? d.picked : null,
    errors: { ...d.errors, address: undefined, form: undefined },
  });
}

export function pickAddress(address: ParsedAddress): void {
  const d = $draft.get();
  $draft.set({
    ...d,
    picked: address,
    addressText: address.formatted || address.address1,
    errors: { ...d.errors, address: undefined, form: undefined },
  });
}

export const setApt = (apt: string) => $draft.setKey('apt', apt.slice(0, 100));

export function setGuestCount(text: string): void {
  $draft.set({
    ...$draft.get(),
    guestCount: text,
    errors: { ...$draft.get().errors, guestCount: undefined },
  });
}

export function chooseDay(date: string): void {
  const day = $draftSchedule.get()?.days.find((x) => x.date === date);
  if (!day) return;
  const d = $draft.get();
  const keep = day.hours.some((h) => h.hour === d.hour && h.load !== 'full');
  $draft.set({
    ...d,
    day: date,
    hour: keep ? d.hour : firstWithRoom(day),
    hourChosen: keep && d.hourChosen,
  });
}

export function chooseHour(hour: string): void {
  const d = $draft.get();
  // Without the toggle the type follows the slot; with it, a scheduled slot means Future mode.
  const orderType: OrderType | null =
    hour === 'ASAP' ? 'asap' : d.orderType === 'asap' ? 'future' : d.orderType;
  $draft.set({ ...d, hour, hourChosen: true, orderType });
}

export function chooseOrderType(orderType: OrderType): void {
  $draft.set({ ...$draft.get(), orderType, hourChosen: false, hour: null });
  reconcile();
}
