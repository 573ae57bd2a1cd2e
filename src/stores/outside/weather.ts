/** The selected store's current weather (SPEC §7.8), as a line of text for the Menu's header. */
import { atom } from 'nanostores';
import { parseCurrentWeather, weatherText, weatherUrl } from '../../lib/outside/weather.ts';
import { getJson, weatherService } from './services.ts';

/** Weather text per store id; absent until (and unless) the service answers. */
export const $storeWeather = atom<Readonly<Record<number, string>>>({});

const asked = new Set<number>();

export async function loadStoreWeather(store: {
  store_id: number;
  latitude: number;
  longitude: number;
}): Promise<void> {
  if (asked.has(store.store_id)) return;
  asked.add(store.store_id);
  const current = parseCurrentWeather(
    await getJson(weatherUrl(weatherService(), store.latitude, store.longitude)),
  );
  if (current)
    $storeWeather.set({ ...$storeWeather.get(), [store.store_id]: weatherText(current) });
}
