/**
 * Address search adapters (docs/product.md §7.8, §9) against each provider's own request and result
 * shapes: the second autocomplete provider (query, limit 5, countryCode, layers; addresses[] with
 * formattedAddress and components) and the maps service's places autocomplete (types, countries
 * us/ca, fields address_components and geometry).
 */
import { describe, expect, it } from 'vitest';
import { createAddressSearch } from '../../../src/lib/address/client.ts';
import { sandboxEndpoint } from '../../../src/lib/address/search.ts';
import { addressEndpoint } from '../../../src/lib/providers/address.ts';
import { handleGeo } from '../../../src/sandbox/geo/index.ts';

interface Sent {
  url: string;
  headers: Record<string, string>;
}

/** A provider answering `body` to every request, recording what it was sent. */
function provider(bodies: unknown[], sent: Sent[]): typeof fetch {
  return (input, init) => {
    sent.push({
      url: input instanceof Request ? input.url : input.toString(),
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    return Promise.resolve(Response.json(bodies.shift()));
  };
}

/** docs/product.md §7.8's second provider, as it answers (fields as its API documents them). */
const RADAR_ANSWER = {
  meta: { code: 200 },
  addresses: [
    {
      latitude: 40.7039,
      longitude: -73.9867,
      geometry: { type: 'Point', coordinates: [-73.9867, 40.7039] },
      country: 'United States',
      countryCode: 'US',
      countryFlag: '🇺🇸',
      county: 'Kings County',
      borough: 'Brooklyn',
      city: 'Brooklyn',
      number: '20',
      neighborhood: 'DUMBO',
      postalCode: '11201',
      stateCode: 'NY',
      state: 'New York',
      street: 'Jay St',
      layer: 'address',
      formattedAddress: '20 Jay St, Brooklyn, NY 11201 US',
      addressLabel: '20 Jay St',
    },
  ],
};

const PLACES_PREDICTIONS = {
  predictions: [
    {
      description: '120 Fulton Street, New York, NY, USA',
      place_id: 'ChIJ120Fulton',
      structured_formatting: {
        main_text: '120 Fulton Street',
        secondary_text: 'New York, NY, USA',
      },
      types: ['street_address', 'geocode'],
    },
  ],
  status: 'OK',
};

const PLACES_DETAILS = {
  result: {
    address_components: [
      { long_name: '120', short_name: '120', types: ['street_number'] },
      { long_name: 'Fulton Street', short_name: 'Fulton St', types: ['route'] },
      {
        long_name: 'Manhattan',
        short_name: 'Manhattan',
        types: ['political', 'sublocality', 'sublocality_level_1'],
      },
      { long_name: 'New York', short_name: 'New York', types: ['locality', 'political'] },
      {
        long_name: 'New York',
        short_name: 'NY',
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      { long_name: '10038', short_name: '10038', types: ['postal_code'] },
    ],
    geometry: { location: { lat: 40.7101, lng: -74.0073 } },
  },
  status: 'OK',
};

describe('addressEndpoint', () => {
  it('no provider, or one of a kind it does not know: no endpoint, so nothing is called', () => {
    expect(addressEndpoint(null, { enable_google_places_api: true })).toBeNull();
    const unknown = { kind: 'other', base_url: 'https://x.example', public_key: 'k' };
    expect(addressEndpoint(unknown as never, {})).toBeNull();
  });

  it.each([
    [false, 'autocomplete'],
    [true, 'places'],
  ] as const)(
    'the sandbox follows enable_google_places_api=%s (docs/product.md §9) → %s',
    (flag, expected) => {
      expect(addressEndpoint({ kind: 'sandbox' }, { enable_google_places_api: flag })).toEqual(
        sandboxEndpoint(expected),
      );
    },
  );

  it('a configured provider is the one the tenant file names, whatever the flag says', () => {
    const radar = {
      kind: 'radar',
      base_url: 'https://api.radar.io/',
      public_key: 'prj_live_pk_1',
    } as const;
    expect(addressEndpoint(radar, { enable_google_places_api: true })).toMatchObject({
      provider: 'autocomplete',
      autocompletePath: 'https://api.radar.io/v1/search/autocomplete',
      headers: { authorization: 'prj_live_pk_1' },
      params: {},
    });
    const places = {
      kind: 'places',
      base_url: 'https://maps.example/place',
      public_key: 'AIza1',
    } as const;
    expect(addressEndpoint(places, {})).toMatchObject({
      provider: 'places',
      placesAutocompletePath: 'https://maps.example/place/autocomplete/json',
      placesDetailsPath: 'https://maps.example/place/details/json',
      headers: {},
      params: { key: 'AIza1' },
    });
  });
});

describe('the second provider (docs/product.md §7.8)', () => {
  const endpoint = addressEndpoint(
    { kind: 'radar', base_url: 'https://api.radar.io', public_key: 'prj_live_pk_1' },
    {},
  )!;

  it('sends query, limit 5, countryCode and layers with the key as Authorization', async () => {
    const sent: Sent[] = [];
    const search = createAddressSearch({
      provider: 'places', // overridden by the endpoint
      endpoint,
      countries: ['CA', 'US'],
      coarse: true,
      fetchImpl: provider([RADAR_ANSWER], sent),
    });
    await search.search(' 20 jay ');
    const url = new URL(sent[0]!.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://api.radar.io/v1/search/autocomplete');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: '20 jay',
      limit: '5',
      countryCode: 'CA,US',
      layers: 'address,coarse',
    });
    expect(sent[0]!.headers).toMatchObject({ authorization: 'prj_live_pk_1' });
  });

  it('maps addresses[] to suggestions and a picked one to our Address', async () => {
    const search = createAddressSearch({
      provider: 'autocomplete',
      endpoint,
      countries: ['US'],
      fetchImpl: provider([RADAR_ANSWER], []),
    });
    const [suggestion] = await search.search('20 jay');
    expect(suggestion).toEqual({
      id: '20 Jay St, Brooklyn, NY 11201 US',
      label: '20 Jay St, Brooklyn, NY 11201 US',
      provider: 'autocomplete',
    });
    expect(await search.resolve(suggestion!)).toEqual({
      street_number: '20',
      address1: '20 Jay St',
      city: 'Brooklyn',
      state_code: 'NY',
      postal_code: '11201',
      latitude: 40.7039,
      longitude: -73.9867,
      formatted: '20 Jay St, Brooklyn, NY 11201 US',
    });
  });
});

describe('the maps service (docs/product.md §7.8)', () => {
  const endpoint = addressEndpoint(
    { kind: 'places', base_url: 'https://maps.example/maps/api/place', public_key: 'AIza1' },
    {},
  )!;

  it('sends types, the countries and the fields, with its key; maps predictions and details', async () => {
    const sent: Sent[] = [];
    const search = createAddressSearch({
      provider: 'autocomplete',
      endpoint,
      countries: ['CA', 'US'],
      fetchImpl: provider([PLACES_PREDICTIONS, PLACES_DETAILS], sent),
    });
    const [suggestion] = await search.search('120 fulton');
    expect(suggestion).toEqual({
      id: 'ChIJ120Fulton',
      label: '120 Fulton Street, New York, NY, USA',
      provider: 'places',
    });
    const address = await search.resolve(suggestion!);
    const [auto, details] = sent.map((s) => new URL(s.url));
    expect(auto!.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(auto!.searchParams)).toEqual({
      input: '120 fulton',
      types: 'address',
      components: 'country:ca|country:us',
      fields: 'address_components,geometry',
      key: 'AIza1',
    });
    expect(details!.pathname).toBe('/maps/api/place/details/json');
    expect(Object.fromEntries(details!.searchParams)).toEqual({
      place_id: 'ChIJ120Fulton',
      fields: 'address_components,geometry',
      key: 'AIza1',
    });
    expect(address).toEqual({
      street_number: '120',
      address1: '120 Fulton St',
      city: 'New York',
      state_code: 'NY',
      postal_code: '10038',
      latitude: 40.7101,
      longitude: -74.0073,
      formatted: '120 Fulton Street, New York, NY, USA',
    });
  });
});

describe("the sandbox's stand-ins under each provider's own paths", () => {
  /** The page's fetch on a demo host, answered in-process by the sandbox. */
  const sandbox: typeof fetch = (input) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://taco.localhost:4321',
    );
    return Promise.resolve(
      handleGeo(url.pathname.slice('/__sandbox'.length), url) ??
        new Response(null, { status: 404 }),
    );
  };

  it.each([
    ['radar', '/__sandbox/geo/radar'],
    ['places', '/__sandbox/geo/places'],
  ] as const)('%s at %s answers the production adapter', async (kind, base) => {
    const endpoint = addressEndpoint({ kind, base_url: base, public_key: 'test_key' }, {})!;
    const search = createAddressSearch({
      provider: 'autocomplete',
      endpoint,
      countries: ['US'],
      fetchImpl: sandbox,
    });
    const found = await search.search('200 water');
    expect(found[0]?.label).toMatch(/^200 Water St, New York, NY/);
    expect(await search.resolve(found[0]!)).toMatchObject({
      street_number: '200',
      address1: '200 Water St',
      city: 'New York',
      postal_code: '10038',
    });
  });
});
