// docs/product.md §7.8 third-party calls: the weather forecast service and the IP geolocation
// service.
import { describe, expect, it } from 'vitest';
import { parseCurrentWeather, weatherText, weatherUrl } from '../../../src/lib/outside/weather.ts';
import { parseIpLocation } from '../../../src/lib/outside/ip-location.ts';

describe('weather (docs/product.md §7.8: latitude, longitude, current weather, automatic time zone, Fahrenheit)', () => {
  it('asks for exactly that', () => {
    const url = new URL(weatherUrl('https://w.example/v1/forecast', 41.88, -87.63));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: '41.88',
      longitude: '-87.63',
      current_weather: 'true',
      timezone: 'auto',
      temperature_unit: 'fahrenheit',
    });
  });

  it.each([
    [{ current_weather: { temperature: 71.6, weathercode: 2 } }, { temperatureF: 71.6, code: 2 }],
    [{ current_weather: { temperature: '71', weathercode: 2 } }, null],
    [{ current_weather: { temperature: 999, weathercode: 2 } }, null],
    [{ current_weather: { temperature: 60, weathercode: 1.5 } }, null],
    [{}, null],
    [null, null],
  ])('reads %j', (body, expected) => {
    expect(parseCurrentWeather(body)).toEqual(expected);
  });

  it.each([
    [{ temperatureF: 71.6, code: 0 }, '72°F, clear'],
    [{ temperatureF: 71.4, code: 2 }, '71°F, partly cloudy'],
    [{ temperatureF: 40, code: 61 }, '40°F, rain'],
    [{ temperatureF: 20, code: 73 }, '20°F, snow'],
    [{ temperatureF: 80, code: 95 }, '80°F, thunderstorms'],
    [{ temperatureF: -3.5, code: 200 }, '-3°F'],
  ])('%j → %s', (w, text) => {
    expect(weatherText(w)).toBe(text);
  });
});

describe('IP location', () => {
  it.each([
    [
      { latitude: 41.8781, longitude: -87.6298, city: 'Chicago' },
      { latitude: 41.88, longitude: -87.63 },
    ],
    [
      { lat: 34.05, lon: -118.24 },
      { latitude: 34.05, longitude: -118.24 },
    ],
    [{ latitude: 0, longitude: 0 }, null],
    [{ latitude: 91, longitude: 0 }, null],
    [{ latitude: '41', longitude: '-87' }, null],
    [{ error: true, reason: 'RateLimited' }, null],
    ['x', null],
  ])('%j → %j', (body, expected) => {
    expect(parseIpLocation(body)).toEqual(expected);
  });
});
