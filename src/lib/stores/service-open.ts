/**
 * A card's open state is its default service's (docs/product.md §4.3, §7.5): the store-wide is_open
 * is open while any service is, so a store whose catering opens at 8:00 is not "Open now" for
 * pickup. The list is asked again per default service (GET /stores with service_type_id) and merged
 * here. Browser-safe; the server's Home list and the browser's searches share it.
 */
import { defaultService, visibleServices, type ServiceLike } from '../order/service.ts';

interface ServiceStore {
  store_id: number;
  services: readonly ServiceLike[];
}

/**
 * Each store's card service: its default visible service's id.
 * @example cardServiceIds([{ store_id: 1, services: [pickup] }]) // Map { 1 => pickup.service_type_id }
 */
export function cardServiceIds(stores: readonly ServiceStore[]): Map<number, number> {
  const ids = new Map<number, number>();
  for (const s of stores) {
    const id = defaultService(visibleServices(s.services))?.service_type_id;
    if (id !== undefined) ids.set(s.store_id, id);
  }
  return ids;
}

/**
 * The stores with `service_open` from the lists fetched per service id; a store whose service's
 * list is missing (a failed call) keeps the store-wide is_open.
 * @example withServiceOpen([s101], new Map([[101, 1]]), new Map([[1, [{ store_id: 101, is_open: false }]]]))[0].service_open // false
 */
export function withServiceOpen<S extends { store_id: number }>(
  stores: readonly S[],
  serviceOf: ReadonlyMap<number, number>,
  listsByService: ReadonlyMap<number, readonly { store_id: number; is_open: boolean }[]>,
): (S & { service_open?: boolean })[] {
  return stores.map((s) => {
    const id = serviceOf.get(s.store_id);
    const open =
      id === undefined
        ? undefined
        : listsByService.get(id)?.find((o) => o.store_id === s.store_id)?.is_open;
    return open === undefined ? s : { ...s, service_open: open };
  });
}
