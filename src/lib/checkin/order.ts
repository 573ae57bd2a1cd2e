/**
 * The check-in rule of ./window.ts applied to an order as the API sends it (docs/product.md §3
 * Order) and the store it was placed at (docs/product.md §3 Store, Service), which carries the
 * clock and the service.
 */
import { needsArrivalDetails } from './arrival.ts';
import { checkinReason, checkinVerdict, promisedInstant, type CheckinVerdict } from './window.ts';

/** The fields of docs/product.md §3's Order the rule reads. */
export interface CheckinOrder {
  status: string;
  service_type_id: number;
  address_id: number | null;
  dp_stamp: string | null;
  checked_in_at?: string | null | undefined;
}

/** The fields of docs/product.md §3's Store the rule reads. */
export interface CheckinStore {
  timezone_offset_mins: number;
  timezone?: string | null | undefined;
  services: {
    service_type_id: number;
    name: string;
    display_name: string;
    requires_address: boolean;
  }[];
}

export interface OrderCheckin {
  verdict: CheckinVerdict;
  /** Why it cannot be checked in now, in the guest's words; null when it can. */
  reason: string | null;
  /** The service asks for the vehicle and parking spot (./arrival.ts). */
  arrivalDetails: boolean;
}

/**
 * Where the order stands for check-in at `nowMs`. Without its store there is no clock to judge by,
 * so the order counts as untimed and no check-in is offered.
 * @example orderCheckin({ status: 'open', service_type_id: 1, address_id: null, dp_stamp: null }, null, 0).verdict // { state: 'unplaced' }
 */
export function orderCheckin(
  order: CheckinOrder,
  store: CheckinStore | null | undefined,
  nowMs: number,
): OrderCheckin {
  const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
  const verdict = checkinVerdict(
    {
      status: order.status,
      // Only address-requiring services carry an address (docs/product.md §4.6), so the order alone
      // tells.
      delivery: service ? service.requires_address : order.address_id !== null,
      dpStamp: order.dp_stamp,
      promisedMs: store ? promisedInstant(order.dp_stamp, store) : null,
      checkedIn: !!order.checked_in_at,
    },
    nowMs,
  );
  return {
    verdict,
    reason: checkinReason(verdict, order.dp_stamp),
    arrivalDetails: needsArrivalDetails(service),
  };
}
