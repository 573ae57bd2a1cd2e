/**
 * Where the weather and IP location services are (SPEC §7.8): the sandbox's stand-ins for a
 * tenant on the sandbox API, the public services otherwise. Each call has a short deadline and
 * fails quietly: these are small touches that never hold a page up.
 */
import { IP_LOCATION_SERVICE } from '../../lib/outside/ip-location.ts';
import { WEATHER_SERVICE } from '../../lib/outside/weather.ts';

const DEADLINE_MS = 4_000;

const sandbox = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.api === 'sandbox';

export const weatherService = () => (sandbox() ? '/__sandbox/weather' : WEATHER_SERVICE);
export const ipLocationService = () => (sandbox() ? '/__sandbox/ip-location' : IP_LOCATION_SERVICE);

/** GETs JSON without cookies; undefined on any failure. */
export async function getJson(url: string): Promise<unknown> {
  try {
    const res = await fetch(url, {
      credentials: 'omit',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DEADLINE_MS),
    });
    return res.ok ? ((await res.json()) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
