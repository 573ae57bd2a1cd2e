/**
 * The weather and IP location stand-ins (docs/product.md §7.8) answer in the real services' shapes.
 */
import { describe, expect, it } from 'vitest';
import { resetAt } from './helpers.ts';
import { parseCurrentWeather } from '../../src/lib/outside/weather.ts';
import { parseIpLocation } from '../../src/lib/outside/ip-location.ts';

describe('weather and IP location stand-ins', () => {
  it('a stable forecast for a place and hour, in Fahrenheit when asked', async () => {
    const c = await resetAt('burger', '2025-06-11T16:00:00Z');
    const path =
      '/weather?latitude=41.88&longitude=-87.63&current_weather=true&timezone=auto&temperature_unit=fahrenheit';
    const a = await c.fixture('GET', path);
    const b = await c.fixture('GET', path);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    const w = parseCurrentWeather(a.body)!;
    expect(w.temperatureF).toBeGreaterThanOrEqual(46);
    expect(w.temperatureF).toBeLessThanOrEqual(83);
  });

  it.each([
    ['/weather'],
    ['/weather?latitude=x&longitude=1'],
    ['/weather?latitude=91&longitude=1'],
  ])('refuses %s', async (path) => {
    const c = await resetAt('burger', null);
    expect((await c.fixture('GET', path)).status).toBe(400);
  });

  it('places the guest near the tenant’s first store', async () => {
    const c = await resetAt('burger', null);
    const at = parseIpLocation((await c.fixture('GET', '/ip-location')).body);
    expect(at).not.toBeNull();
  });
});
