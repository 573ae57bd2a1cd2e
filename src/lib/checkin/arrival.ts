/**
 * Arrival details (docs/product.md §7.3 "Add check-in info", PUT /orders/{orderId}): a curbside
 * service brings the order to the guest's car, so it asks which car and where it is parked; other
 * services ask nothing. docs/product.md §3's Service has no flag for this, so the service's name
 * says it.
 */
import * as m from '#messages';
import { SPOT_MAX, VEHICLE_MAX } from '../limits.ts';
import { fail, ok, type Result } from '../result.ts';

/** The part of docs/product.md §3's Service the rule reads. */
export interface ServiceNames {
  name: string;
  display_name: string;
}

export interface Arrival {
  vehicle: string;
  spot: string;
}

export { SPOT_MAX, VEHICLE_MAX };

export const ARRIVAL_MESSAGES = {
  vehicle: m.checkin_vehicleRequired,
  vehicleLong: m.checkin_vehicleLong({ max: VEHICLE_MAX }),
  spot: m.checkin_spotRequired,
  spotLong: m.checkin_spotLong({ max: SPOT_MAX }),
} as const;

/**
 * Whether checking in for this service asks for the vehicle and parking spot.
 * @example needsArrivalDetails({ name: 'curbside', display_name: 'Curbside Pickup' }) // true
 */
export function needsArrivalDetails(service: ServiceNames | undefined): boolean {
  return !!service && /curb[\s_-]?side/i.test(`${service.name} ${service.display_name}`);
}

/**
 * The check-in info sent with PUT /orders/{orderId}, or the fields' messages.
 * @example checkinInfo({ vehicle: ' Blue sedan ', spot: '4' }) // { ok: true, value: 'Vehicle: Blue sedan. Parking spot: 4' }
 */
export function checkinInfo(a: Arrival): Result<string> {
  const vehicle = a.vehicle.trim().replace(/\s+/g, ' ');
  const spot = a.spot.trim().replace(/\s+/g, ' ');
  const errors: Partial<Record<keyof Arrival, string>> = {};
  if (!vehicle) errors.vehicle = ARRIVAL_MESSAGES.vehicle;
  else if (vehicle.length > VEHICLE_MAX) errors.vehicle = ARRIVAL_MESSAGES.vehicleLong;
  if (!spot) errors.spot = ARRIVAL_MESSAGES.spot;
  else if (spot.length > SPOT_MAX) errors.spot = ARRIVAL_MESSAGES.spotLong;
  const first = errors.vehicle ?? errors.spot;
  if (first) return fail(first, errors);
  return ok(m.checkin_arrivalInfo({ vehicle, spot }));
}
