/** A point on Earth. */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in miles (haversine), rounded to 0.01 mile.
 * @example milesBetween({ latitude: 40.7128, longitude: -74.006 }, { latitude: 40.7306, longitude: -73.9866 }) // 1.6
 */
export function milesBetween(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))) * 100) / 100;
}
