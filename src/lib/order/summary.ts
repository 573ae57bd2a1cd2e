/**
 * The middle summary bar's lines (docs/product.md §2.3): when, how, where. Pure; the island passes
 * what the stores hold.
 */
import * as m from '#messages';
import { dayLabel, promisedTime } from '../schedule/format.ts';

export interface SummaryInput {
  /** The selected day, YYYY-MM-DD, and the store's today. */
  day: string;
  today: string;
  hour: { hour: string; formatted: string };
  /** The order's dp_stamp, for the promised time of an ASAP order. */
  dpStamp?: string | null | undefined;
  service: { display_name: string; requires_address: boolean };
  deliveryAddress?:
    { address1: string; state_code: string; postal_code: string } | null | undefined;
  store: {
    name: string;
    subtitle?: string | null | undefined;
    address1: string;
    state: string;
    postal_code: string;
  };
  hideStoreAddress: boolean;
}

export interface SummaryLines {
  /** "{day formatted} @ {hour formatted}", plus the promised time for ASAP. */
  when: string;
  /** "PICKUP FROM:" / "DELIVERY TO:". */
  service: string;
  /** Whether the guest picks the order up at the store (the service line names where from). */
  pickup: boolean;
  address?: string | undefined;
  /** The store subtitle, else its name. */
  store: string;
}

/**
 * @example summaryLines({ day: '2026-11-22', today: '2026-11-22', hour: { hour: '18:30', formatted: '6:30 PM' }, service: { display_name: 'Pickup', requires_address: false }, store: { name: 'Harbor', subtitle: 'Fulton Street', address1: '120 Fulton St', state: 'NY', postal_code: '10038' }, hideStoreAddress: false })
 * // { when: 'Today (11/22) @ 6:30 PM', service: 'PICKUP FROM:', pickup: true, address: '120 Fulton St, NY 10038', store: 'Fulton Street' }
 */
export function summaryLines(s: SummaryInput): SummaryLines {
  const promised = s.hour.hour === 'ASAP' ? promisedTime(s.dpStamp) : undefined;
  const day = dayLabel(s.day, s.today);
  const time = s.hour.formatted;
  const when = promised
    ? m.order_whenPromised({ day, time, promised })
    : m.order_when({ day, time });
  const name = s.service.display_name.toUpperCase();
  const service = s.service.requires_address
    ? m.order_serviceTo({ service: name })
    : m.order_serviceFrom({ service: name });
  let address: string | undefined;
  if (s.service.requires_address && s.deliveryAddress)
    address =
      `${s.deliveryAddress.address1}, ${s.deliveryAddress.state_code} ${s.deliveryAddress.postal_code}`.trim();
  else if (!s.service.requires_address && !s.hideStoreAddress)
    address = `${s.store.address1}, ${s.store.state} ${s.store.postal_code}`.trim();
  return {
    when,
    service,
    pickup: !s.service.requires_address,
    address,
    store: s.store.subtitle || s.store.name,
  };
}
