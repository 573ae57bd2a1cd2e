/**
 * The IP geolocation service (docs/product.md §7.8): where the guest roughly is, so Home can list
 * the nearest stores first before the guest searches. Only coordinates are used, never shown or
 * stored.
 */
export const IP_LOCATION_SERVICE = 'https://ipapi.co/json/';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * The coordinates of a geolocation answer (`latitude`/`longitude`, or `lat`/`lon`), or null.
 * @example parseIpLocation({ latitude: 41.9, longitude: -87.6, city: 'Chicago' }) // { latitude: 41.9, longitude: -87.6 }
 */
export function parseIpLocation(body: unknown): Coordinates | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const latitude = b.latitude ?? b.lat;
  const longitude = b.longitude ?? b.lon;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) return null;
  // Null Island is what some services answer for an address they cannot place.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude: round(latitude), longitude: round(longitude) };
}

/** Two decimals (about a kilometre): enough to order stores, no more precise than that. */
const round = (n: number) => Math.round(n * 100) / 100;
