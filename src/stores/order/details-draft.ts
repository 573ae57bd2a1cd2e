/**
 * The order details modal's draft (docs/product.md §2.10): which store, service, address, guest
 * count, day and time the guest is choosing, and what follows from them. Nothing is stored until
 * the order is created or updated.
 */
import { atom, computed, map } from 'nanostores';
import type { Store } from '../../api/schemas/store.ts';
import type { ParsedAddress } from '../../lib/address/types.ts';
import { detailsTitle, type DetailsOrigin } from '../../lib/order/session.ts';
import { orderedServices, type AddressDraft } from '../../lib/order/service.ts';
import type { DetailsErrors } from '../../lib/order/validate.ts';
import { buildSchedule, storeNow, type OrderType } from '../../lib/schedule/index.ts';
import { scheduleWithCapacity, type CapacitySchedule } from '../../lib/schedule/capacity.ts';
import { $branding, $storeConfig } from '../chain/config.ts';

/** How the order details modal (docs/product.md §2.10) was asked to open. */
export interface OrderDetailsRequest {
  origin: DetailsOrigin;
  /** For 'need-more-time': the server's message that goes before docs/product.md's sentence. */
  message?: string | undefined;
  /** The store chosen on Home; otherwise the selected store. */
  storeId?: number | undefined;
  /**
   * The service chosen on Home; otherwise the selected service or the default (docs/product.md
   * §4.3).
   */
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
  /**
   * The address of an address-requiring service, kept while another service is shown
   * (docs/product.md §4.4).
   */
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

export const EMPTY_DRAFT: DetailsDraft = {
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

export const $draft = map<DetailsDraft>({ ...EMPTY_DRAFT });
/** The store being looked at in the modal, with its schedule. */
export const $draftStore = atom<Store | null>(null);
/**
 * The service $draftStore was fetched for: its is_open is that service's alone (docs/product.md
 * §7.5).
 */
export const $draftStoreService = atom<number | null>(null);
/** The time the slots are computed for; ticks while the modal is open, so passed slots go. */
export const $now = atom<number>(Date.now());

/** The services the segmented control offers (docs/product.md §2.10, §4.3). */
export const $draftServices = computed([$draftStore, $branding], (store, branding) =>
  store
    ? orderedServices(store.services, !!branding.display_options.make_default_service_type_first)
    : [],
);

export const $draftService = computed(
  [$draftStore, $draft],
  (store, d) => store?.services.find((s) => s.service_type_id === d.serviceTypeId) ?? null,
);

/** The day options and slots the rules allow now (docs/product.md §4.7, §4.8, §9). */
export const $draftSchedule = computed(
  [$draftStore, $draftService, $draftStoreService, $now, $branding, $storeConfig, $draft],
  (store, service, fetchedFor, now, branding, config, d): CapacitySchedule | null => {
    // Until the store arrives for this service, its is_open (and so ASAP) is not known.
    if (!store || !service || fetchedFor !== service.service_type_id) return null;
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
): CapacitySchedule {
  const service = store.services.find((s) => s.service_type_id === serviceTypeId)!;
  const clock = storeNow(now, store);
  const schedule = buildSchedule({
    schedule: store.service_schedule?.[String(serviceTypeId)],
    now: clock,
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
  // Full slots stay listed but cannot be chosen; ASAP moves past them (docs/kitchen.md §1).
  return scheduleWithCapacity(schedule, store.slot_capacity?.[String(serviceTypeId)], {
    date: clock.date,
    minutes: clock.minutes + service.base_prep_time,
  });
}

/** The modal's title and text (docs/product.md §2.10). */
export const $draftTitle = computed($draft, (d) => detailsTitle(d.origin, d.message));
