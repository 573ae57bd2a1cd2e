/**
 * The selected store's current weather (docs/product.md §7.8), as a line of text for the Menu's
 * header.
 */
import { atom } from 'nanostores';
import {
  parseCurrentWeather,
  weatherText,
  weatherUrl,
  WEATHER_SERVICE,
} from '../../lib/outside/weather.ts';
import { getJson, serviceUrl } from './services.ts';
import { fetchStore } from '../order/current.ts';

/** Weather text per store id; absent until (and unless) the service answers. */
export const $storeWeather = atom<Readonly<Record<number, string>>>({});

const asked = new Set<number>();

interface Place {
  store_id: number;
  latitude: number;
  longitude: number;
}

/** Asks once per store; `place` is the store when the page already has it, else it is fetched. */
export async function loadStoreWeather(
  storeId: number,
  place?: Place | null,
  fetchPlace: (id: number) => Promise<Place> = fetchStore,
): Promise<void> {
  if (asked.has(storeId)) return;
  asked.add(storeId);
  let store: Place;
  try {
    store = place ?? (await fetchPlace(storeId));
  } catch {
    return;
  }
  const current = parseCurrentWeather(
    await getJson(
      weatherUrl(
        serviceUrl('/__sandbox/weather', WEATHER_SERVICE),
        store.latitude,
        store.longitude,
      ),
    ),
  );
  if (current)
    $storeWeather.set({ ...$storeWeather.get(), [store.store_id]: weatherText(current) });
}
