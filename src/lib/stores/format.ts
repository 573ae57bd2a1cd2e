/** The texts of a store card: its title, address line and distance. Browser-safe. */
import * as m from '#messages';

/** What the address line needs of a store (docs/product.md §3 Store). */
export interface StoreAddressLike {
  address1: string;
  city: string;
  state: string;
  postal_code: string;
}

/**
 * The store's name with its subtitle, as its heading reads; the subtitle tells a chain's stores
 * apart (docs/product.md §2.3 names a store by it).
 * @example storeTitle({ name: 'Harbor Burger Co. Fulton Street', subtitle: 'Open 24 hours' }) // 'Harbor Burger Co. Fulton Street Open 24 hours'
 */
export function storeTitle(store: { name: string; subtitle?: string | null | undefined }): string {
  return [store.name.trim(), store.subtitle?.trim() ?? ''].filter(Boolean).join(' ');
}

/**
 * "address1, city, state postal_code", or undefined when branding hide_store_address is set
 * (docs/product.md §3 Branding display_options) or the store has no address.
 * @example storeAddressLine({ address1: '120 Fulton St', city: 'New York', state: 'NY', postal_code: '10038' }, false) // '120 Fulton St, New York, NY 10038'
 */
export function storeAddressLine(
  store: StoreAddressLike,
  hideAddress: boolean,
): string | undefined {
  if (hideAddress) return undefined;
  const region = [store.state.trim(), store.postal_code.trim()].filter(Boolean).join(' ');
  const line = [store.address1.trim(), store.city.trim(), region].filter(Boolean).join(', ');
  return line || undefined;
}

// Made when a distance is first written, not when this module loads: a page's first number format
// loads the runtime's number data, a long task on a slow phone (docs/architecture.md §8: TBT), and
// most pages that load this module show no distance.
let distanceFormats: { oneDecimal: Intl.NumberFormat; whole: Intl.NumberFormat } | undefined;
const formats = () =>
  (distanceFormats ??= {
    oneDecimal: new Intl.NumberFormat(m.INTL_LOCALE, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }),
    whole: new Intl.NumberFormat(m.INTL_LOCALE, { maximumFractionDigits: 0 }),
  });

/**
 * A distance in miles: one decimal under 10 miles, whole miles beyond, and "< 0.1 mi" for a store
 * that is practically there; undefined when unknown.
 * @example formatDistance(1.23) // '1.2 mi'
 */
export function formatDistance(miles: number | null | undefined): string | undefined {
  if (miles === null || miles === undefined || !Number.isFinite(miles) || miles < 0)
    return undefined;
  const { oneDecimal, whole } = formats();
  if (miles < 0.05) return m.stores_distanceUnder({ distance: oneDecimal.format(0.1) });
  return m.stores_distance({
    distance: miles < 9.95 ? oneDecimal.format(miles) : whole.format(miles),
  });
}
