/**
 * The weather forecast service (docs/product.md §7.8): a GET with latitude, longitude, current
 * weather, automatic time zone and Fahrenheit, shown as a small touch beside a store ("72°F, partly
 * cloudy"). The service speaks WMO weather codes.
 */
import * as m from '#messages';

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
  [0, m.outside_clear],
  [2, m.outside_partlyCloudy],
  [3, m.outside_cloudy],
  [48, m.outside_foggy],
  [57, m.outside_drizzle],
  [67, m.outside_rain],
  [77, m.outside_snow],
  [82, m.outside_rainShowers],
  [86, m.outside_snowShowers],
  [99, m.outside_thunderstorms],
];

/**
 * @example weatherText({ temperatureF: 71.6, code: 2 }) // '72°F, partly cloudy'
 */
export function weatherText(w: CurrentWeather): string {
  const conditions = CODES.find(([max]) => w.code <= max)?.[1];
  const degrees = Math.round(w.temperatureF);
  return conditions
    ? m.outside_weather({ degrees, conditions })
    : m.outside_temperature({ degrees });
}
