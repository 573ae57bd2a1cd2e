/**
 * Keeps the order details draft in step with time and with its store (docs/product.md §2.10, §4.7,
 * §4.8): loads the store's schedule, ticks the clock while the modal is open, and keeps the day and
 * hour among the slots the rules allow.
 */
import { userMessage } from '../../api/errors.ts';
import { defaultService, orderedServices } from '../../lib/order/service.ts';
import { $branding, $storeConfig } from '../chain/config.ts';
import { showToast } from '../app/toasts.ts';
import { fetchStore } from './current.ts';
import { $draft, $draftSchedule, $draftStore, $draftStoreService, $now } from './details-draft.ts';
import type { CapacityDay } from '../../lib/schedule/capacity.ts';

/** The first hour of a day that can be chosen (a full slot cannot, docs/kitchen.md §1). */
export const firstWithRoom = (day: CapacityDay): string | null =>
  day.hours.find((h) => h.load !== 'full')?.hour ?? null;

const TICK_MS = 15_000;
let ticker: ReturnType<typeof setInterval> | undefined;

/** Starts the clock that makes passed slots go while the modal is open. */
export function startTicking(): void {
  $now.set(Date.now());
  clearInterval(ticker);
  ticker = setInterval(() => $now.set(Date.now()), TICK_MS);
}

export function stopTicking(): void {
  clearInterval(ticker);
  ticker = undefined;
}

/**
 * Loads the draft's store with the schedule of the service shown (docs/product.md §8 toast on
 * failure).
 */
export async function loadDraftStore(): Promise<void> {
  const { storeId, serviceTypeId } = $draft.get();
  if (!storeId) {
    $draft.setKey('storeState', 'error');
    return;
  }
  $draft.setKey('storeState', 'loading');
  try {
    // Fetched for the service shown (docs/product.md §7.5): is_open is then that service's, not the
    // store's (open while any service is), which docs/product.md §4.8's ASAP rule needs.
    let store = await fetchStore(storeId, serviceTypeId ?? undefined);
    const offered = orderedServices(
      store.services,
      !!$branding.get().display_options.make_default_service_type_first,
    );
    const service =
      offered.find((s) => s.service_type_id === serviceTypeId) ??
      defaultService(offered) ??
      store.services[0];
    if (service && service.service_type_id !== serviceTypeId)
      store = await fetchStore(storeId, service.service_type_id);
    if ($draft.get().storeId !== storeId) return;
    $draftStore.set(store);
    $draftStoreService.set(service?.service_type_id ?? null);
    $draft.set({
      ...$draft.get(),
      serviceTypeId: service?.service_type_id ?? null,
      storeState: 'ready',
    });
    reconcile();
  } catch (err) {
    $draft.setKey('storeState', 'error');
    showToast(userMessage('storeDays', err), { kind: 'error' });
  }
}

/**
 * Keeps the day and hour valid for the current slots: a missing day falls back to the first; a
 * default hour to the first slot of the day; an hour the guest chose that has passed makes the
 * modal "Order time passed" (docs/product.md §2.10) rather than silently changing it.
 */
export function reconcile(): void {
  const schedule = $draftSchedule.get();
  if (!schedule) return;
  const d = $draft.get();
  const day = schedule.days.find((x) => x.date === d.day) ?? schedule.days[0];
  if (!day) {
    if (d.day || d.hour) $draft.set({ ...d, day: null, hour: null });
    return;
  }
  const slot = day.date === d.day ? day.hours.find((h) => h.hour === d.hour) : undefined;
  // A slot that filled up is left for the next one with room, which the guest is told about
  // (docs/kitchen.md §1): the one "We need more time" names.
  if (slot?.load === 'full') {
    const next = slot.nextFree;
    $draft.set({ ...d, day: next?.date ?? d.day, hour: next?.hour ?? null, hourChosen: false });
    return;
  }
  const hourOk = day.hours.some((h) => h.hour === d.hour);
  if (day.date === d.day && hourOk) return;
  if (d.hourChosen && d.hour && !hourOk) {
    $draft.set({
      ...d,
      origin: 'order-time-passed',
      message: '',
      day: day.date,
      hour: null,
      hourChosen: false,
    });
    return;
  }
  // After "Order time passed" the guest picks the new time; nothing is chosen for them.
  const hour = d.origin === 'order-time-passed' ? null : firstWithRoom(day);
  if (day.date === d.day && d.hour === hour) return;
  $draft.set({ ...d, day: day.date, hour, hourChosen: false });
}

$now.listen(() => reconcile());
$storeConfig.listen(() => reconcile());
