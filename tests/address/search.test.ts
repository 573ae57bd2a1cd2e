/**
 * docs/product.md §9 "Address search" constants and rules, §7.8 provider requests, and the
 * debounce.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTOCOMPLETE_PATH,
  autocompleteRequest,
  countriesFor,
  DEBOUNCE_MS,
  DEFAULT_ADDRESS_PROVIDER,
  MAX_RESULTS,
  noResultText,
  PLACES_AUTOCOMPLETE_PATH,
  PLACES_DETAILS_PATH,
  placeDetailsRequest,
  placesRequest,
  providerFor,
} from '../../src/lib/address/search.ts';
import { debounce } from '../../src/lib/address/debounce.ts';

describe('docs/product.md §9 constants', () => {
  it('debounces 300 ms and lists at most 5 results', () => {
    expect(DEBOUNCE_MS).toBe(300);
    expect(MAX_RESULTS).toBe(5);
  });

  it('defaults to the second autocomplete provider, not the maps service', () =>
    expect(DEFAULT_ADDRESS_PROVIDER).toBe('autocomplete'));
});

describe('countriesFor (docs/product.md §9: US by default, Canada searches CA and US)', () => {
  it.each<[string | null | undefined, string[]]>([
    [undefined, ['US']],
    [null, ['US']],
    ['', ['US']],
    ['US', ['US']],
    ['us', ['US']],
    ['CA', ['CA', 'US']],
    [' ca ', ['CA', 'US']],
    ['MX', ['US']],
  ])('%j → %j', (code, countries) => expect(countriesFor(code)).toEqual(countries));
});

describe('noResultText (docs/product.md §2.10)', () => {
  it.each([
    ['zzz', "No result for 'zzz'"],
    ['120 Fulton', "No result for '120 Fulton'"],
    ["O'Hare", "No result for 'O'Hare'"],
    ['', "No result for ''"],
  ])('%j → %j', (query, text) => expect(noResultText(query)).toBe(text));
});

describe('providerFor (docs/product.md §3 enable_google_places_api, §9)', () => {
  it.each<[Parameters<typeof providerFor>[0], string]>([
    [undefined, 'autocomplete'],
    [null, 'autocomplete'],
    [{}, 'autocomplete'],
    [{ enable_google_places_api: false }, 'autocomplete'],
    [{ enable_google_places_api: null }, 'autocomplete'],
    [{ enable_google_places_api: true }, 'places'],
  ])('%j → %s', (config, provider) => expect(providerFor(config)).toBe(provider));
});

describe('request builders (docs/product.md §7.8)', () => {
  it.each<[Parameters<typeof autocompleteRequest>, Record<string, string>]>([
    [
      ['120 Fulton', ['US']],
      { query: '120 Fulton', limit: '5', countryCode: 'US', layers: 'address' },
    ],
    [
      ['  queen st  ', ['CA', 'US']],
      { query: 'queen st', limit: '5', countryCode: 'CA,US', layers: 'address' },
    ],
    [
      ['bedford', ['us'], 'address,coarse'],
      { query: 'bedford', limit: '5', countryCode: 'US', layers: 'address,coarse' },
    ],
  ])('second provider %j', (args, params) =>
    expect(autocompleteRequest(...args)).toEqual({ path: AUTOCOMPLETE_PATH, params }),
  );

  it.each<[Parameters<typeof placesRequest>, Record<string, string>]>([
    [
      ['120 Fulton', ['US']],
      {
        input: '120 Fulton',
        types: 'address',
        components: 'country:us',
        fields: 'address_components,geometry',
      },
    ],
    [
      ['queen', ['CA', 'US']],
      {
        input: 'queen',
        types: 'address',
        components: 'country:ca|country:us',
        fields: 'address_components,geometry',
      },
    ],
    [
      ['williamsburg', ['US'], 'geocode'],
      {
        input: 'williamsburg',
        types: 'geocode',
        components: 'country:us',
        fields: 'address_components,geometry',
      },
    ],
  ])('maps service %j', (args, params) =>
    expect(placesRequest(...args)).toEqual({ path: PLACES_AUTOCOMPLETE_PATH, params }),
  );

  it('asks place details for address_components and geometry only', () => {
    expect(placeDetailsRequest('abc')).toEqual({
      path: PLACES_DETAILS_PATH,
      params: { place_id: 'abc', fields: 'address_components,geometry' },
    });
  });

  it('serves every path from the sandbox on the same origin', () => {
    for (const path of [AUTOCOMPLETE_PATH, PLACES_AUTOCOMPLETE_PATH, PLACES_DETAILS_PATH])
      expect(path).toMatch(/^\/__sandbox\/geo\//);
  });
});

describe('debounce (docs/product.md §9: 300 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 300 ms after the last call, with the last arguments', () => {
    const fn = vi.fn<(q: string) => void>();
    const search = debounce(fn);
    search('1');
    vi.advanceTimersByTime(200);
    search('12');
    vi.advanceTimersByTime(299);
    search('120');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('120');
  });

  it('runs again for a call after the wait', () => {
    const fn = vi.fn<(q: string) => void>();
    const search = debounce(fn, DEBOUNCE_MS);
    search('a');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    search('b');
    vi.advanceTimersByTime(DEBOUNCE_MS);
    expect(fn.mock.calls).toEqual([['a'], ['b']]);
  });

  it('cancel drops the pending call and leaves the function usable', () => {
    const fn = vi.fn<(q: string, n: number) => void>();
    const search = debounce(fn, 300);
    search('x', 1);
    vi.advanceTimersByTime(250);
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    search.cancel();
    search('y', 2);
    vi.advanceTimersByTime(300);
    expect(fn.mock.calls).toEqual([['y', 2]]);
  });

  it('honours another wait', () => {
    const fn = vi.fn();
    const run = debounce(fn, 50);
    run();
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
