/**
 * Stand-ins for the weather forecast and IP geolocation services (docs/product.md §7.8), answering
 * in the real services' shapes. The weather is made up but stable for a place and hour; the IP
 * location is a short way from the tenant's first store, so Home's nearest-first order can be seen.
 */
import { json } from '../core/http.ts';
import type { TenantState } from '../core/state.ts';
import { readClock } from '../core/clock.ts';
import { recordRead } from '../integrations/records.ts';

const WEATHER_CODES = [0, 1, 2, 3, 45, 61, 80, 95] as const;

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
}

export function weather(state: TenantState, url: URL): Response {
  const q = url.searchParams;
  const latitude = coordinate(q.get('latitude'), 90);
  const longitude = coordinate(q.get('longitude'), 180);
  if (latitude === undefined || longitude === undefined)
    return json(400, { error: true, reason: 'latitude and longitude are required' });
  recordRead(state.tenant, 'weather', url);
  const hour = Math.floor(readClock(state.db) / 3_600_000);
  const seed = Math.abs(Math.round(latitude * 100) * 31 + Math.round(longitude * 100) * 17 + hour);
  const fahrenheit = q.get('temperature_unit') === 'fahrenheit';
  const celsius = 8 + (seed % 20);
  return json(200, {
    latitude,
    longitude,
    timezone: q.get('timezone') === 'auto' ? 'auto' : 'GMT',
    current_weather: {
      temperature: fahrenheit ? Math.round((celsius * 9) / 5 + 32) : celsius,
      weathercode: WEATHER_CODES[seed % WEATHER_CODES.length],
      windspeed: 5 + (seed % 15),
      is_day: 1,
      time: new Date(hour * 3_600_000).toISOString().slice(0, 16),
    },
  });
}

export function ipLocation(state: TenantState, url: URL): Response {
  recordRead(state.tenant, 'ip-location', url);
  const store = state.index.seed.stores[0];
  if (!store) return json(200, { error: true, reason: 'Reserved IP Address' });
  return json(200, {
    ip: '203.0.113.7',
    city: store.city,
    region: store.state,
    latitude: Math.round((store.latitude + 0.03) * 10_000) / 10_000,
    longitude: Math.round((store.longitude - 0.02) * 10_000) / 10_000,
  });
}
