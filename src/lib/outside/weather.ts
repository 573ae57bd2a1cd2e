/**
 * The weather forecast service (docs/product.md §7.8): a GET with latitude, longitude, current
 * weather, automatic time zone and Fahrenheit, shown as a small touch beside a store ("72°F, partly
 * cloudy"). The service speaks WMO weather codes.
 */
export const WEATHER_SERVICE = 'https://api.open-meteo.com/v1/forecast';

export interface CurrentWeather {
  temperatureF: number;
  code: number;
}

/**
 * @example weatherUrl('https://w.example/v1/forecast', 41.88, -87.63) // 'https://w.example/v1/forecast?latitude=41.88&longitude=-87.63&current_weather=true&timezone=auto&temperature_unit=fahrenheit'
 */
export function weatherUrl(base: string, latitude: number, longitude: number): string {
  const q = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    current_weather: 'true',
    timezone: 'auto',
    temperature_unit: 'fahrenheit',
  });
  return `${base}${base.includes('?') ? '&' : '?'}${q}`;
}

/** The service's `current_weather`, or null when the answer is not that shape. */
export function parseCurrentWeather(body: unknown): CurrentWeather | null {
  const current = (body as { current_weather?: { temperature?: unknown; weathercode?: unknown } })
    ?.current_weather;
  const t = current?.temperature;
  const code = current?.weathercode;
  if (typeof t !== 'number' || !Number.isFinite(t) || t < -150 || t > 150) return null;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return { temperatureF: t, code };
}

/** WMO code groups in plain words. */
const CODES: ReadonlyArray<[max: number, words: string]> = [
  [0, 'clear'],
  [2, 'partly cloudy'],
  [3, 'cloudy'],
  [48, 'foggy'],
  [57, 'drizzle'],
  [67, 'rain'],
  [77, 'snow'],
  [82, 'rain showers'],
  [86, 'snow showers'],
  [99, 'thunderstorms'],
];

/**
 * @example weatherText({ temperatureF: 71.6, code: 2 }) // '72°F, partly cloudy'
 */
export function weatherText(w: CurrentWeather): string {
  const words = CODES.find(([max]) => w.code <= max)?.[1];
  const temp = `${Math.round(w.temperatureF)}°F`;
  return words ? `${temp}, ${words}` : temp;
}
