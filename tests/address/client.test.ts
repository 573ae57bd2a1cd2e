/**
 * The address search client against the sandbox's provider stand-ins, in-process: a fetch shim maps
 * the client's same-origin URLs to handleGeo, so nothing leaves the machine.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAddressSearch, type AddressSearchOptions } from '../../src/lib/address/client.ts';
import { hasStreetNumber } from '../../src/lib/address/parse.ts';
import { countriesFor, MAX_RESULTS } from '../../src/lib/address/search.ts';
import type { AddressProvider } from '../../src/lib/address/types.ts';
import { handleGeo } from '../../src/sandbox/geo/index.ts';

const ORIGIN = 'http://burger.localhost:4321';

/** The page's fetch, answered by the sandbox: relative URLs resolve against the page's origin. */
function sandboxFetch(urls: string[] = []): typeof fetch {
  return (input, init) => {
    init?.signal?.throwIfAborted();
    const raw = input instanceof Request ? input.url : String(input);
    urls.push(raw);
    const url = new URL(raw, ORIGIN);
    if (url.origin !== ORIGIN || !url.pathname.startsWith('/__sandbox/'))
      throw new TypeError(`fetch left the storefront's origin: ${raw}`);
    return Promise.resolve(
      handleGeo(url.pathname.slice('/__sandbox'.length), url) ??
        new Response('{"error":"Not found"}', { status: 404 }),
    );
  };
}

const client = (
  provider: AddressProvider,
  country: string | undefined,
  extra: Partial<AddressSearchOptions> = {},
) =>
  createAddressSearch({
    provider,
    countries: countriesFor(country),
    fetchImpl: sandboxFetch(),
    ...extra,
  });

describe.each<AddressProvider>(['autocomplete', 'places'])(
  'createAddressSearch with the %s provider',
  (provider) => {
    it(`lists at most ${MAX_RESULTS} suggestions from this provider`, async () => {
      const found = await client(provider, 'US').search('new york');
      expect(found).toHaveLength(MAX_RESULTS);
      for (const s of found)
        expect(s).toEqual({
          id: expect.any(String),
          label: expect.stringMatching(/New York|Brooklyn/),
          provider,
        });
    });

    it('searches the US only for a US chain', async () => {
      const labels = (await client(provider, 'US').search('queen')).map((s) => s.label);
      expect(labels).toEqual([expect.stringMatching(/^1001 Queen St, Honolulu, HI/)]);
      expect(await client(provider, undefined).search('toronto')).toEqual([]);
    });

    it('searches Canada and the US for a Canadian chain (country_code CA)', async () => {
      const labels = (await client(provider, 'CA').search('queen')).map((s) => s.label);
      expect(labels).toEqual([
        expect.stringMatching(/^100 Queen St W, Toronto, ON/),
        expect.stringMatching(/^1001 Queen St, Honolulu, HI/),
      ]);
      expect(await client(provider, 'CA').search('toronto')).toHaveLength(3);
    });

    it('answers an empty list when nothing matches, or the query is blank', async () => {
      expect(await client(provider, 'US').search('zzzz nowhere')).toEqual([]);
      const urls: string[] = [];
      expect(await client(provider, 'US', { fetchImpl: sandboxFetch(urls) }).search('   ')).toEqual(
        [],
      );
      expect(urls).toEqual([]);
    });

    it('resolves a suggestion to an Address with coordinates', async () => {
      const search = client(provider, 'US');
      const [first] = await search.search('250 bedford');
      expect(first).toBeDefined();
      const address = await search.resolve(first!);
      expect(address).toEqual({
        street_number: '250',
        address1: '250 Bedford Ave',
        city: 'Brooklyn',
        state_code: 'NY',
        postal_code: '11249',
        latitude: 40.7168,
        longitude: -73.9588,
        formatted: first!.label,
      });
      expect(hasStreetNumber(address)).toBe(true);
    });

    it('resolves a Canadian address', async () => {
      const search = client(provider, 'CA');
      const [first] = await search.search('100 queen st w');
      expect(await search.resolve(first!)).toMatchObject({
        street_number: '100',
        address1: '100 Queen St W',
        city: 'Toronto',
        state_code: 'ON',
        postal_code: 'M5H 2N2',
        latitude: 43.6534,
        longitude: -79.3841,
      });
    });

    it('lists places without a street number only in a coarse search, and they fail hasStreetNumber', async () => {
      expect(
        (await client(provider, 'US').search('williamsburg')).map((s) => s.label),
      ).not.toContainEqual(expect.stringMatching(/^Williamsburg,/));
      const search = client(provider, 'US', { coarse: true });
      const found = await search.search('williamsburg');
      const area = found.find((s) => s.label.startsWith('Williamsburg,'));
      expect(area).toBeDefined();
      const address = await search.resolve(area!);
      expect(address).toMatchObject({
        street_number: '',
        address1: 'Williamsburg',
        city: 'Brooklyn',
        state_code: 'NY',
      });
      expect(hasStreetNumber(address)).toBe(false);
      const [street] = await search.search('bedford ave brooklyn');
      expect(street!.label).toMatch(/^Bedford Ave, Brooklyn/);
      expect(hasStreetNumber(await search.resolve(street!))).toBe(false);
    });

    it('rejects with a clear message when the service fails', async () => {
      const failing = createAddressSearch({
        provider,
        countries: ['US'],
        fetchImpl: () => Promise.resolve(new Response('Service Unavailable', { status: 503 })),
      });
      await expect(failing.search('fulton')).rejects.toThrow(
        'Address search failed: the address service answered HTTP 503',
      );
    });

    it('rejects with a clear message when the answer is not JSON', async () => {
      const failing = createAddressSearch({
        provider,
        countries: ['US'],
        fetchImpl: () => Promise.resolve(new Response('<html>', { status: 200 })),
      });
      await expect(failing.search('fulton')).rejects.toThrow(
        "Address search failed: the address service's answer is not JSON",
      );
    });

    it('passes the abort signal on', async () => {
      const controller = new AbortController();
      controller.abort(new DOMException('Superseded', 'AbortError'));
      await expect(client(provider, 'US').search('broadway', controller.signal)).rejects.toThrow(
        'Superseded',
      );
    });

    it('refuses a suggestion from the other provider', async () => {
      const other: AddressProvider = provider === 'places' ? 'autocomplete' : 'places';
      await expect(
        client(provider, 'US').resolve({ id: 'x', label: 'x', provider: other }),
      ).rejects.toThrow(/^Address lookup failed: the suggestion came from the/);
    });
  },
);

describe('requests each provider is sent (docs/product.md §7.8)', () => {
  it('the second provider: same origin, query, limit 5, countryCode, layers', async () => {
    const urls: string[] = [];
    await createAddressSearch({
      provider: 'autocomplete',
      countries: countriesFor('CA'),
      fetchImpl: sandboxFetch(urls),
    }).search(' 120 Fulton ');
    expect(urls).toEqual([
      '/__sandbox/geo/autocomplete?query=120+Fulton&limit=5&countryCode=CA%2CUS&layers=address',
    ]);
  });

  it('the maps service: autocomplete, then details with address_components and geometry', async () => {
    const urls: string[] = [];
    const search = createAddressSearch({
      provider: 'places',
      countries: countriesFor('US'),
      fetchImpl: sandboxFetch(urls),
      baseUrl: ORIGIN,
    });
    const [first] = await search.search('1 centre');
    await search.resolve(first!);
    expect(urls).toEqual([
      `${ORIGIN}/__sandbox/geo/places/autocomplete?input=1+centre&types=address&components=country%3Aus&fields=address_components%2Cgeometry`,
      `${ORIGIN}/__sandbox/geo/places/details?place_id=${first!.id}&fields=address_components%2Cgeometry`,
    ]);
  });

  it('cuts a longer answer to 5 results', async () => {
    const many = {
      addresses: Array.from({ length: 8 }, (_, i) => ({
        id: `a${i}`,
        formattedAddress: `${i} Main St`,
        number: String(i),
        street: 'Main St',
        latitude: 40,
        longitude: -74,
      })),
    };
    const search = createAddressSearch({
      provider: 'autocomplete',
      countries: ['US'],
      fetchImpl: () => Promise.resolve(Response.json(many)),
    });
    expect((await search.search('main')).map((s) => s.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
  });

  it('the maps service: a status other than OK or ZERO_RESULTS fails, with its message', async () => {
    const search = createAddressSearch({
      provider: 'places',
      countries: ['US'],
      fetchImpl: () =>
        Promise.resolve(
          Response.json({
            predictions: [],
            status: 'OVER_QUERY_LIMIT',
            error_message: 'You have exceeded your quota.',
          }),
        ),
    });
    await expect(search.search('main')).rejects.toThrow(
      'Address search failed: the maps service answered OVER_QUERY_LIMIT (You have exceeded your quota.)',
    );
  });

  it('the maps service: details for an unknown place fail clearly', async () => {
    const search = createAddressSearch({
      provider: 'places',
      countries: ['US'],
      fetchImpl: sandboxFetch(),
    });
    await expect(
      search.resolve({ id: 'no-such-place', label: 'Nowhere', provider: 'places' }),
    ).rejects.toThrow('Address lookup failed: the maps service answered NOT_FOUND');
  });

  it('the second provider: a suggestion it never listed cannot be resolved', async () => {
    const search = createAddressSearch({
      provider: 'autocomplete',
      countries: ['US'],
      fetchImpl: sandboxFetch(),
    });
    await expect(
      search.resolve({
        id: 'us-ny-new-york-1-centre-st',
        label: '1 Centre St',
        provider: 'autocomplete',
      }),
    ).rejects.toThrow('Address lookup failed: the suggestion is no longer known; search again');
  });

  it('uses the global fetch when none is given', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(sandboxFetch());
    try {
      const found = await createAddressSearch({
        provider: 'autocomplete',
        countries: ['US'],
      }).search('1585 broadway');
      expect(found.map((s) => s.label)).toEqual(['1585 Broadway, New York, NY 10036 US']);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
