/**
 * The order details modal's draft (SPEC §2.10): which store, service, address, guest count, day and
 * time the guest is choosing, and the actions the modal calls. Nothing is stored until the order
 * is created or updated.
 */
import { atom, computed, map } from 'nanostores';
import type { Store } from '../../api/schemas/store.ts';
import { userMessage } from '../../api/errors.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { detailsTitle, type DetailsOrigin } from '../../lib/order/session.ts';
import {
  orderedServices,
  defaultService,
  switchService,
  type AddressDraft,
} from '../../lib/order/service.ts';
import { validateDetails, type DetailsErrors } from '../../lib/order/validate.ts';
import {
  buildSchedule,
  storeNow,
  type OrderType,
  type Schedule,
} from '../../lib/schedule/index.ts';
import { menuPath, matchRoute } from '../../lib/routes.ts';
import { $branding, $storeConfig } from '../chain/config.ts';
import { $order, fetchStore } from './current.ts';
import {
  $orderType,
  $selectedAddress,
  $selectedDay,
  $selectedHour,
  $selectedServiceId,
  $selectedStoreId,
} from './order.ts';
import { submitOrderDetails } from './submit.ts';
import { showToast } from '../app/toasts.ts';
import { closeModal, openModal } from '../app/modal.ts';
import { offerPendingDiscounts } from '../discounts/pending.ts';

/** How the order details modal (SPEC §2.10) was asked to open. */
export interface OrderDetailsRequest {
  origin: DetailsOrigin;
  /** For 'need-more-time': the server's message that goes before SPEC's sentence. */
  message?: string | undefined;
  /** The store chosen on Home; otherwise the selected store. */
  storeId?: number | undefined;
  /** The service chosen on Home; otherwise the selected service or the default (SPEC §4.3). */
  serviceTypeId?: number | undefined;
  /** An address the guest already searched for on Home, offered as the delivery address. */
  address?: ParsedAddress | undefined;
}

export interface DetailsDraft {
  origin: DetailsOrigin;
  message: string;
  /** Whether the order is placed after the update (the modal was opened from a failed placement). */
  placeAfter: boolean;
  storeId: number | null;
  storeState: 'loading' | 'ready' | 'error';
  serviceTypeId: number | null;
  addressText: string;
  picked: ParsedAddress | null;
  apt: string;
  /** The address of an address-requiring service, kept while another service is shown (SPEC §4.4). */
  kept: AddressDraft | undefined;
  guestCount: string;
  day: string | null;
  hour: string | null;
  /** The guest chose the hour (a default is replaced silently; a chosen one that passed is not). */
  hourChosen: boolean;
  orderType: OrderType | null;
  errors: DetailsErrors & {
    form?: string | undefined;
    selectAnotherLocation?: boolean | undefined;
  };
  busy: boolean;
}

const EMPTY: DetailsDraft = {
  origin: 'default',
  message: '',
  placeAfter: false,
  storeId: null,
  storeState: 'loading',
  serviceTypeId: null,
  addressText: '',
  picked: null,
  apt: '',
  kept: undefined,
  guestCount: '',
  day: null,
  hour: null,
  hourChosen: false,
  orderType: null,
  errors: {},
  busy: false,
};

export const $draft = map<DetailsDraft>({ ...EMPTY });
/** The store being looked at in the modal, with its schedule. */
export const $draftStore = atom<Store | null>(null);
/** The time the slots are computed for; ticks while the modal is open, so passed slots go. */
export const $now = atom<number>(Date.now());

const TICK_MS = 15_000;
let ticker: ReturnType<typeof setInterval> | undefined;

/** The services the segmented control offers (SPEC §2.10, §4.3). */
export const $draftServices = computed([$draftStore, $branding], (store, branding) =>
  store
    ? orderedServices(store.services, !!branding.display_options.make_default_service_type_first)
    : [],
);

export const $draftService = computed(
  [$draftStore, $draft],
  (store, d) => store?.services.find((s) => s.service_type_id === d.serviceTypeId) ?? null,
);

/** The day options and slots the rules allow now (SPEC §4.7, §4.8, §9). */
export const $draftSchedule = computed(
  [$draftStore, $draftService, $now, $branding, $storeConfig, $draft],
  (store, service, now, branding, config, d): Schedule | null => {
    if (!store || !service) return null;
    return scheduleAt(
      store,
      service.service_type_id,
      now,
      branding.display_options.asap_schedule_toggle_enabled ?? false,
      config,
      d.orderType,
    );
  },
);

function scheduleAt(
  store: Store,
  serviceTypeId: number,
  now: number,
  asapToggle: boolean,
  config: typeof $storeConfig.value,
  orderType: OrderType | null,
): Schedule {
  const service = store.services.find((s) => s.service_type_id === serviceTypeId)!;
  return buildSchedule({
    schedule: store.service_schedule?.[String(serviceTypeId)],
    now: storeNow(now, store),
    service,
    isOpen: store.is_open,
    zone: store.timezone,
    rules: {
      asapToggle,
      disableFutureOrders: !!config?.disable_future_orders,
      deliveryGracePeriod: config?.delivery_provider_grace_period ?? 0,
      savedOrderType: orderType ?? undefined,
    },
  });
}

/** The modal's title and text (SPEC §2.10). */
export const $draftTitle = computed($draft, (d) => detailsTitle(d.origin, d.message));

/** Opens the order details modal. */
export function openOrderDetails(request: OrderDetailsRequest): void {
  const saved = $selectedAddress.get();
  const sameStore = !request.storeId || request.storeId === $selectedStoreId.get();
  const address = request.address ?? (saved ? { ...saved, formatted: '' } : null);
  $draft.set({
    ...EMPTY,
    origin: request.origin,
    message: request.message ?? '',
    placeAfter: request.origin === 'order-time-passed' || request.origin === 'need-more-time',
    storeId: request.storeId ?? $selectedStoreId.get(),
    serviceTypeId: request.serviceTypeId ?? $selectedServiceId.get(),
    picked: address,
    addressText: address ? address.formatted || address.address1 : '',
    apt: !request.address && saved ? saved.address2 : '',
    guestCount: $order.value?.guest_count ? String($order.value!.guest_count) : '',
    day: sameStore ? $selectedDay.get() : null,
    hour: sameStore ? ($selectedHour.get()?.hour ?? null) : null,
    hourChosen: sameStore && !!$selectedHour.get() && request.origin === 'default',
    orderType: $orderType.get(),
  });
  $draftStore.set(null);
  $now.set(Date.now());
  clearInterval(ticker);
  ticker = setInterval(() => $now.set(Date.now()), TICK_MS);
  openModal('order-details');
  void loadDraftStore();
}

/** Stops the clock when the modal closes. */
export function closeOrderDetails(): void {
  clearInterval(ticker);
  ticker = undefined;
  closeModal();
}

async function loadDraftStore(): Promise<void> {
  const { storeId, serviceTypeId } = $draft.get();
  if (!storeId) {
    $draft.setKey('storeState', 'error');
    return;
  }
  $draft.setKey('storeState', 'loading');
  try {
    let store = await fetchStore(storeId);
    const offered = orderedServices(
      store.services,
      !!$branding.get().display_options.make_default_service_type_first,
    );
    const service =
      offered.find((s) => s.service_type_id === serviceTypeId) ??
      defaultService(offered) ??
      store.services[0];
    if (service && !store.service_schedule?.[String(service.service_type_id)])
      store = await fetchStore(storeId, service.service_type_id);
    if ($draft.get().storeId !== storeId) return;
    $draftStore.set(store);
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
 * modal "Order time passed" (SPEC §2.10) rather than silently changing it.
 */
function reconcile(): void {
  const schedule = $draftSchedule.get();
  if (!schedule) return;
  const d = $draft.get();
  const day = schedule.days.find((x) => x.date === d.day) ?? schedule.days[0];
  if (!day) {
    if (d.day || d.hour) $draft.set({ ...d, day: null, hour: null });
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
  const hour = d.origin === 'order-time-passed' ? null : (day.hours[0]?.hour ?? null);
  if (day.date === d.day && d.hour === hour) return;
  $draft.set({ ...d, day: day.date, hour, hourChosen: false });
}

$now.listen(() => reconcile());
$storeConfig.listen(() => reconcile());

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
  if (!store.service_schedule?.[String(serviceTypeId)]) void loadDraftStore();
  else reconcile();
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
  const keep = day.hours.some((h) => h.hour === d.hour);
  $draft.set({
    ...d,
    day: date,
    hour: keep ? d.hour : (day.hours[0]?.hour ?? null),
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

/** SELECT ANOTHER STORE and "Select Another Location": Home, where the stores are. */
export function selectAnotherStore(): void {
  closeOrderDetails();
  if (location.pathname !== '/') location.assign('/');
}

/** Where the guest goes after the order is saved: the store's menu, unless already there. */
function afterSave(store: Store): boolean {
  const here = matchRoute(location.pathname);
  const stays =
    (here.screen.key === 'menu' || here.screen.key === 'checkout') &&
    here.params.storeId === String(store.store_id);
  closeOrderDetails();
  if (!stays) location.assign(menuPath(store));
  return !stays;
}

/**
 * START MY ORDER / UPDATE (SPEC §2.10, §4.5, §4.6, §5): validates, checks the chosen slot again with
 * the current time, then creates or updates the order.
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
  if (result.ok) {
    $draft.setKey('busy', false);
    const navigating = afterSave(store);
    offerPendingDiscounts(result.pendingDiscounts, navigating);
  } else if ('reopen' in result) {
    $draft.set({
      ...d,
      busy: false,
      origin: result.reopen,
      message: result.message,
      hour: null,
      hourChosen: false,
    });
    reconcile();
  } else if ('message' in result) {
    $draft.set({
      ...d,
      busy: false,
      errors: { form: result.message, selectAnotherLocation: result.selectAnotherLocation },
    });
  } else {
    $draft.setKey('busy', false);
  }
}

/** After a failed store load, tries again. */
export function retryDraftStore(): void {
  void loadDraftStore();
}
