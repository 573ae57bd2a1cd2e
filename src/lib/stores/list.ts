/**
 * The store locator's list (docs/product.md §2.1 Home): each store reduced to what its card shows,
 * the services it offers, and the order by distance. Browser-safe.
 */
import { defaultService, orderedServices, visibleServices } from '../order/service.ts';
import type { StoreAddressLike } from './format.ts';
import {
  hoursText,
  openState,
  todayWindows,
  type OpenState,
  type StoreHoursLike,
} from './hours.ts';
import { pausedText, type PauseLike } from './paused.ts';

/** What a card needs of a service (docs/product.md §3 Service). */
export interface ServiceOption {
  service_type_id: number;
  display_name: string;
  display_order: number;
  is_visible: boolean;
  requires_address: boolean;
}

/** What the summary reads of a store (docs/product.md §3 Store). */
export interface StoreLike extends StoreHoursLike, StoreAddressLike, PauseLike {
  store_id: number;
  timezone_offset_mins?: number | undefined;
  name: string;
  subtitle: string | null;
  distance_miles?: number | undefined;
  services: readonly ServiceOption[];
}

/**
 * One store as its card shows it. Small on purpose: the server-rendered list travels to the
 * island as props, so the schedule is reduced to today's hours here, once.
 */
export interface StoreCard extends StoreAddressLike {
  storeId: number;
  name: string;
  subtitle: string;
  openState: OpenState;
  /** Today's hours ("11:00 AM – 3:00 PM"), '' when closed all day, null when unknown. */
  hoursToday: string | null;
  /** Visible services by display_order. */
  services: ServiceOption[];
  distanceMiles: number | null;
  /** "Paused — back at 6:30 PM" while the store has paused orders (docs/kitchen.md §2). */
  paused?: string;
}

/** What a card takes from branding display_options (docs/product.md §3). */
export interface CardDisplay {
  /** hide_store_address. */
  hideAddress: boolean;
  /** make_default_service_type_first. */
  defaultFirst: boolean;
}

/**
 * The card options of a branding's display_options.
 * @example cardDisplay({ hide_store_address: true }) // { hideAddress: true, defaultFirst: false }
 */
export function cardDisplay(options: {
  hide_store_address?: boolean | undefined;
  make_default_service_type_first?: boolean | undefined;
}): CardDisplay {
  return {
    hideAddress: options.hide_store_address === true,
    defaultFirst: options.make_default_service_type_first === true,
  };
}

/**
 * The services a store offers: the visible ones by display_order (docs/product.md §2.10), with
 * branding make_default_service_type_first moving the default to the front when asked
 * (docs/product.md §4.3).
 * @example servicesOffered({ services: [delivery, pickup, hiddenCatering] }).map((s) => s.display_name) // ['Pickup', 'Delivery']
 */
export function servicesOffered<S extends ServiceOption>(
  store: { services: readonly S[] },
  makeDefaultFirst = false,
): S[] {
  // Without the option, orderedServices is the visible services by display_order.
  return orderedServices(store.services, makeDefaultFirst);
}

/**
 * A store as its card shows it. The state and hours are those of the default service
 * (docs/product.md §4.3): its hours, and its own is_open when the list was fetched with it
 * (server/home-stores.server.ts), so a store whose catering is open is not "Open now" with
 * catering's hours while pickup is closed.
 * @example storeCard(store).hoursToday // '11:00 AM – 3:00 PM, 6:00 PM – 2:00 AM'
 */
export function storeCard(store: StoreLike): StoreCard {
  const pick = ({
    service_type_id,
    display_name,
    display_order,
    is_visible,
    requires_address,
  }: ServiceOption): ServiceOption => ({
    service_type_id,
    display_name,
    display_order,
    is_visible,
    requires_address,
  });
  const visible = visibleServices(store.services);
  const service = defaultService(visible);
  const windows = todayWindows(store, service?.service_type_id);
  const paused = pausedText(store, store.timezone_offset_mins ?? 0, store.today);
  return {
    ...(paused ? { paused } : {}),
    storeId: store.store_id,
    name: store.name,
    subtitle: store.subtitle ?? '',
    address1: store.address1,
    city: store.city,
    state: store.state,
    postal_code: store.postal_code,
    openState: openState(store),
    hoursToday: hoursText(windows) ?? null,
    services: visible.map(pick),
    distanceMiles:
      typeof store.distance_miles === 'number' && Number.isFinite(store.distance_miles)
        ? store.distance_miles
        : null,
  };
}

/**
 * Nearest first; stores of unknown distance keep their order after the others (a stable sort).
 * @example sortByDistance([{ distanceMiles: 3 }, { distanceMiles: null }, { distanceMiles: 1 }]) // [1, 3, null]
 */
export function sortByDistance<T extends { distanceMiles: number | null }>(
  stores: readonly T[],
): T[] {
  return [...stores].sort((a, b) => {
    if (a.distanceMiles === null || b.distanceMiles === null)
      return Number(a.distanceMiles === null) - Number(b.distanceMiles === null);
    return a.distanceMiles - b.distanceMiles;
  });
}

/**
 * The full list with each store's distance from the guest's rough location (docs/product.md §2.13):
 * nearest first, unless the guest has already started using the page, when every card keeps its
 * place (one must not move from under a pointer, a finger or the focus) and only gains its distance.
 * @example withDistances([{ storeId: 1, distanceMiles: null }, { storeId: 2, distanceMiles: null }], new Map([[1, 5], [2, 1]]), false) // stores 2 (1 mi), 1 (5 mi)
 */
export function withDistances<T extends { storeId: number; distanceMiles: number | null }>(
  stores: readonly T[],
  miles: ReadonlyMap<number, number | undefined>,
  keepOrder: boolean,
): T[] {
  const cards = stores.map((c) => {
    const d = miles.get(c.storeId);
    return typeof d === 'number' && Number.isFinite(d) ? { ...c, distanceMiles: d } : c;
  });
  return keepOrder ? cards : sortByDistance(cards);
}
