// docs/product.md §7.8: the weather and IP location calls, asked once, quiet on failure, never with
// cookies.
import { afterEach, describe, expect, it, vi } from 'vitest';

const seen: { url: string; init: RequestInit }[] = [];
function answer(body: unknown, ok = true) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(JSON.stringify(body), { status: ok ? 200 : 503 }));
  });
}
vi.mock('../../../src/stores/order/current.ts', () => ({ fetchStore: vi.fn() }));
vi.stubGlobal('document', { documentElement: { dataset: { api: 'sandbox' } } });

const { $storeWeather, loadStoreWeather } = await import('../../../src/stores/outside/weather.ts');
const { $ipLocation, locateByIp } = await import('../../../src/stores/outside/ip-location.ts');

afterEach(() => {
  seen.length = 0;
});

describe('loadStoreWeather', () => {
  it('asks the stand-in once per store and keeps the text', async () => {
    answer({ current_weather: { temperature: 71.6, weathercode: 2 } });
    const store = { store_id: 1, latitude: 41.88, longitude: -87.63 };
    await loadStoreWeather(1, store);
    await loadStoreWeather(1, store);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toMatch(/^\/__sandbox\/weather\?latitude=41\.88&longitude=-87\.63&/);
    expect(seen[0]!.init.credentials).toBe('omit');
    expect($storeWeather.get()[1]).toBe('72°F, partly cloudy');
  });

  it('shows nothing when the service fails', async () => {
    answer({ error: true }, false);
    await loadStoreWeather(2, { store_id: 2, latitude: 1, longitude: 1 });
    expect($storeWeather.get()[2]).toBeUndefined();
  });
});

it('fetches the store’s place when the page does not have it', async () => {
  answer({ current_weather: { temperature: 50, weathercode: 3 } });
  await loadStoreWeather(3, null, (id) =>
    Promise.resolve({ store_id: id, latitude: 2, longitude: 3 }),
  );
  expect(seen[0]!.url).toMatch(/latitude=2&longitude=3/);
  expect($storeWeather.get()[3]).toBe('50°F, cloudy');
});

describe('locateByIp', () => {
  it('asks once per page and keeps rounded coordinates', async () => {
    answer({ latitude: 41.8781, longitude: -87.6298 });
    const [a, b] = await Promise.all([locateByIp(), locateByIp()]);
    expect(a).toEqual({ latitude: 41.88, longitude: -87.63 });
    expect(b).toBe(a);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/__sandbox/ip-location');
    expect($ipLocation.get()).toEqual(a);
  });
});
