/**
 * Stores, their hours and delivery areas, and the chain's configuration and branding
 * (docs/product.md §7.5).
 */
import type { Store as SeedStore } from '../../generated/sandbox-seed';
import type { Store } from '../../api/schemas/store.ts';
import type { CallContext, Handlers } from '../core/context.ts';
import type { SeedIndex } from '../seed/seed.ts';
import { fail } from '../core/http.ts';
import { milesBetween, type Point } from './distance.ts';
import { isOpenAt, scheduleFrom, type Days, type Weekly } from './schedule.ts';
import { offsetMinutes, usDate, zonedTime } from '../../lib/time/zone.ts';
import { tenantBranding } from './branding.ts';
import { presentCapacity } from './capacity.ts';

export interface StoreView {
  schedule?: boolean | undefined;
  serviceTypeId?: number | undefined;
  point?: Point | undefined;
  /** Slot capacity beside the schedule (docs/kitchen.md §1); needs the database. */
  capacity?: ((store: SeedStore, serviceTypeIds: number[]) => Store['slot_capacity']) | undefined;
}

export function findStore(index: SeedIndex, storeId: number | string): SeedStore {
  return (
    index.stores.get(Number(storeId)) ?? fail(404, (t) => t.api_storeNotFound, 'store_not_found')
  );
}

/** The weekly hours of a service at a store, or undefined when the store does not offer it. */
export function weeklyOf(store: SeedStore, serviceTypeId: number): Weekly | undefined {
  return store.schedules.find((s) => s.service_type_id === serviceTypeId)?.weekly;
}

/** Whether the store is open now for a service (any service when none is given). */
export function storeOpen(store: SeedStore, nowMs: number, serviceTypeId?: number): boolean {
  const local = zonedTime(nowMs, store.timezone);
  const schedules =
    serviceTypeId === undefined
      ? store.schedules
      : store.schedules.filter((s) => s.service_type_id === serviceTypeId);
  return schedules.some((s) =>
    isOpenAt(s.weekly, local.date, local.minutes, store.temporarily_closed),
  );
}

/**
 * docs/product.md §3 Store as the contract returns it, computed on the sandbox clock in the store's
 * zone.
 */
export function presentStore(
  index: SeedIndex,
  store: SeedStore,
  nowMs: number,
  view: StoreView = {},
): Store {
  const local = zonedTime(nowMs, store.timezone);
  const services = store.schedules
    .map((s) => index.services.get(s.service_type_id))
    .filter((s) => s !== undefined)
    .sort((a, b) => a.display_order - b.display_order);
  const out: Store = {
    store_id: store.store_id,
    restaurant_id: store.restaurant_id,
    name: store.name,
    subtitle: store.subtitle ?? null,
    address1: store.address1,
    city: store.city,
    state: store.state,
    postal_code: store.postal_code,
    latitude: store.latitude,
    longitude: store.longitude,
    is_open: storeOpen(
      store,
      nowMs,
      view.serviceTypeId !== undefined && weeklyOf(store, view.serviceTypeId)
        ? view.serviceTypeId
        : undefined,
    ),
    timezone_offset_mins: offsetMinutes(nowMs, store.timezone),
    timezone: store.timezone,
    today: usDate(local.date),
    image_url: store.image_url ?? null,
    services,
    fraud_detection_gateways: store.fraud_detection_gateways ?? [],
  };
  if (store.phone) out.phone = store.phone;
  if (view.schedule) {
    const schedule: Record<string, Days> = {};
    for (const s of store.schedules) {
      if (view.serviceTypeId !== undefined && s.service_type_id !== view.serviceTypeId) continue;
      schedule[String(s.service_type_id)] = scheduleFrom(
        s.weekly,
        local.date,
        store.temporarily_closed,
      );
    }
    out.service_schedule = schedule;
    const capacity = view.capacity?.(store, Object.keys(schedule).map(Number));
    if (capacity) out.slot_capacity = capacity;
  }
  if (view.point) {
    const distance = milesBetween(view.point, store);
    out.distance_miles = distance;
    out.delivery_info = store.delivery
      ? {
          fee_cents: store.delivery.fee_cents,
          minimum_cents: store.delivery.minimum_cents,
          radius_miles: store.delivery.radius_miles,
          distance_miles: distance,
          estimated_minutes: store.delivery.estimated_minutes,
        }
      : null;
  }
  return out;
}

/** Whether a store delivers to a point. */
export function delivers(store: SeedStore, point: Point): boolean {
  return store.delivery !== undefined && milesBetween(point, store) <= store.delivery.radius_miles;
}

const pointOf = (q: {
  latitude?: number | undefined;
  longitude?: number | undefined;
}): Point | undefined =>
  q.latitude !== undefined && q.longitude !== undefined
    ? { latitude: q.latitude, longitude: q.longitude }
    : undefined;

const METHOD_NAMES = {
  credit_card: 'Credit card',
  saved_card: 'Saved card',
  gift_card: 'Gift card',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  pay_in_store: 'Pay in store',
} as const;
type MethodType = keyof typeof METHOD_NAMES;
export const DEFAULT_METHODS: readonly MethodType[] = [
  'credit_card',
  'saved_card',
  'gift_card',
  'apple_pay',
  'google_pay',
];

export function storeAccepts(store: SeedStore, type: MethodType): boolean {
  return (store.payment_methods ?? DEFAULT_METHODS).includes(type);
}

/** GET /stores/configuration: the seed's configuration plus services and loyalty programs from the seed. */
export function storeConfiguration(c: CallContext): Record<string, unknown> {
  const { seed, programs } = c.index;
  const config = seed.store_configuration;
  return {
    ...config,
    chain_name: config.chain_name ?? c.state.tenant,
    chain_display_name: config.chain_display_name ?? c.index.brandName,
    services: [...seed.services].sort((a, b) => a.display_order - b.display_order),
    loyalty: {
      ...config.loyalty,
      programs_information: programs.map((p) => ({
        program_id: p.program_id,
        name: p.name,
        description: p.description,
        threshold: p.threshold,
      })),
    },
  };
}

export const storeHandlers: Handlers<
  'stores' | 'store' | 'storeConfiguration' | 'paymentMethods' | 'siteTheme' | 'appTheme'
> = {
  stores(c) {
    const q = c.payload;
    const point = pointOf(q);
    const service =
      q.service_type_id === undefined ? undefined : c.index.services.get(q.service_type_id);
    let list = c.index.seed.stores.filter(
      (s) =>
        (q.store_id === undefined || s.store_id === q.store_id) &&
        (q.service_type_id === undefined || weeklyOf(s, q.service_type_id)),
    );
    if (q.query?.trim()) {
      const needle = q.query.trim().toLowerCase();
      list = list.filter((s) =>
        [s.name, s.subtitle ?? '', s.address1, s.city, s.state, s.postal_code].some((f) =>
          f.toLowerCase().includes(needle),
        ),
      );
    }
    // The store-by-location lookup doubles as the delivery-area check (docs/product.md §7.5).
    if (service?.requires_address && point) list = list.filter((s) => delivers(s, point));
    if (!list.length && (q.store_id !== undefined || (service?.requires_address && point)))
      fail(404, (t) => t.api_noStoresFound, 'no_stores_found');
    const stores = list.map((s) =>
      presentStore(c.index, s, c.now, {
        schedule: q.service_schedule,
        serviceTypeId: q.service_type_id,
        point,
        capacity: (s, ids) => presentCapacity(c, s, ids, c.now),
      }),
    );
    if (point) stores.sort((a, b) => (a.distance_miles ?? 0) - (b.distance_miles ?? 0));
    return { stores: stores.slice(0, q.limit ?? stores.length) };
  },

  store(c) {
    const store = findStore(c.index, c.params.storeId!);
    return {
      store: presentStore(c.index, store, c.now, {
        schedule: c.payload.service_schedule,
        serviceTypeId: c.payload.service_type_id,
        point: pointOf(c.payload),
        capacity: (s, ids) => presentCapacity(c, s, ids, c.now),
      }),
    };
  },

  storeConfiguration(c) {
    return storeConfiguration(c);
  },

  paymentMethods(c) {
    const store = findStore(c.index, c.params.storeId!);
    return {
      payment_methods: (Object.keys(METHOD_NAMES) as MethodType[]).map((type) => ({
        type,
        name: METHOD_NAMES[type],
        enabled: storeAccepts(store, type),
      })),
    };
  },

  siteTheme(c) {
    return { data: tenantBranding(c.state.tenant) ?? c.index.seed.branding ?? {} };
  },

  appTheme(c) {
    // The sandbox serves the site branding to the app as well; a real chain may tune it per app.
    return { data: tenantBranding(c.state.tenant) ?? c.index.seed.branding ?? {} };
  },
};
