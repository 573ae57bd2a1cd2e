/**
 * The sandbox's stand-ins for both address providers (docs/product.md §7.8): the address set, both
 * services' answers and their filters, and the fixture routing under /__sandbox/geo/ on every
 * tenant host.
 */
import { describe, expect, it } from 'vitest';
import { GEO_ADDRESSES } from '../../src/sandbox/geo/addresses.ts';
import { handleGeo } from '../../src/sandbox/geo/index.ts';
import { milesBetween } from '../../src/sandbox/stores/distance.ts';
import { sandboxFixture } from '../../src/sandbox/index.server.ts';
import burger from '../../tenants/burger.sandbox.json' with { type: 'json' };
import sushi from '../../tenants/sushi.sandbox.json' with { type: 'json' };
import taco from '../../tenants/taco.sandbox.json' with { type: 'json' };
import live from '../../tenants/live.sandbox.json' with { type: 'json' };

// Read when the first database opens (the fixture-routing tests open one).
process.env.STOREFRONT_SANDBOX_DB ??= 'memory';

interface SeedStore {
  store_id: number;
  city: string;
  latitude: number;
  longitude: number;
  delivery?: { radius_miles: number };
}
const STORES: SeedStore[] = [burger, sushi, taco, live].flatMap(
  (seed) => seed.stores as SeedStore[],
);

async function get(path: string) {
  const url = new URL(`http://burger.localhost${path}`);
  const res = handleGeo(url.pathname.slice('/__sandbox'.length), url);
  if (!res) throw new Error(`no geo route for ${path}`);
  return { status: res.status, body: await res.json() };
}

const formatted = async (query: string) =>
  (await get(`/__sandbox/geo/autocomplete?${query}`)).body.addresses.map(
    (a: { formattedAddress: string }) => a.formattedAddress,
  );
const described = async (query: string) =>
  (await get(`/__sandbox/geo/places/autocomplete?${query}`)).body.predictions.map(
    (p: { description: string }) => p.description,
  );

describe('the address set', () => {
  it('has unique ids, about 40 US addresses, 3 in Toronto and 2 without a street number', () => {
    expect(new Set(GEO_ADDRESSES.map((e) => e.id)).size).toBe(GEO_ADDRESSES.length);
    const us = GEO_ADDRESSES.filter((e) => e.countryCode === 'US' && e.number);
    expect(us.length).toBeGreaterThanOrEqual(40);
    expect(GEO_ADDRESSES.filter((e) => e.countryCode === 'CA').map((e) => e.city)).toEqual([
      'Toronto',
      'Toronto',
      'Toronto',
    ]);
    expect(GEO_ADDRESSES.filter((e) => !e.number).map((e) => e.layer)).toEqual([
      'street',
      'neighborhood',
    ]);
  });

  it.each(STORES.map((s) => [s.store_id, s.city, s] as const))(
    'store %i (%s) has addresses in its city within its delivery radius',
    (_id, city, store) => {
      expect(GEO_ADDRESSES.some((e) => e.city === city)).toBe(true);
      const near = GEO_ADDRESSES.filter(
        (e) => e.number && milesBetween(e, store) <= (store.delivery?.radius_miles ?? 4),
      );
      expect(near.length).toBeGreaterThanOrEqual(2);
    },
  );

  it('puts every US address near a store, except the one marked out of area', () => {
    for (const e of GEO_ADDRESSES.filter((a) => a.countryCode === 'US')) {
      const inArea = STORES.some(
        (s) => s.delivery && milesBetween(e, s) <= s.delivery.radius_miles,
      );
      expect({ id: e.id, inArea }).toEqual({ id: e.id, inArea: !e.outOfArea });
    }
    expect(GEO_ADDRESSES.filter((e) => e.outOfArea)).toHaveLength(1);
  });
});

describe('GET /__sandbox/geo/autocomplete (second provider)', () => {
  it('answers in the provider shape', async () => {
    const { status, body } = await get(
      '/__sandbox/geo/autocomplete?query=1585%20broadway&limit=5&countryCode=US&layers=address',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      meta: { code: 200 },
      addresses: [
        {
          id: 'us-ny-new-york-1585-broadway',
          formattedAddress: '1585 Broadway, New York, NY 10036 US',
          addressLabel: '1585 Broadway',
          number: '1585',
          street: 'Broadway',
          city: 'New York',
          state: 'New York',
          stateCode: 'NY',
          postalCode: '10036',
          country: 'United States',
          countryCode: 'US',
          latitude: 40.7606,
          longitude: -73.9852,
          geometry: { type: 'Point', coordinates: [-73.9852, 40.7606] },
          layer: 'address',
        },
      ],
    });
  });

  it.each([
    [
      'matches word prefixes, case-insensitively',
      'query=BROAD',
      [
        '1585 Broadway, New York, NY 10036 US',
        '400 Broad St, Seattle, WA 98109 US',
        '600 Broadway E, Seattle, WA 98102 US',
      ],
    ],
    [
      'ranks an address that begins with the query first',
      'query=1%20centre',
      ['1 Centre St, New York, NY 10007 US'],
    ],
    [
      'matches abbreviations by their long form',
      'query=wilshire%20boulevard',
      [
        '3500 Wilshire Blvd, Los Angeles, CA 90010 US',
        '4401 Wilshire Blvd, Los Angeles, CA 90010 US',
      ],
    ],
    [
      'matches long forms by their abbreviation',
      'query=st%20marks%20pl',
      ['120 St Marks Pl, New York, NY 10009 US'],
    ],
    [
      'matches the postal code',
      'query=90401&layers=address',
      [
        '200 Santa Monica Pier, Santa Monica, CA 90401 US',
        '395 Santa Monica Pl, Santa Monica, CA 90401 US',
      ],
    ],
    ['keeps a hyphenated number whole', 'query=136-20', ['136-20 38th Ave, Flushing, NY 11354 US']],
    [
      'ignores punctuation',
      'query=250%20Bedford%20Ave%2C%20Brooklyn',
      ['250 Bedford Ave, Brooklyn, NY 11249 US'],
    ],
    ['finds nothing for an unknown place', 'query=zzzz', []],
  ])('%s', async (_name, query, expected) => expect(await formatted(query)).toEqual(expected));

  it('lists city matches before state matches', async () => {
    const all = await formatted('query=new%20york&countryCode=US&layers=address');
    const firstBrooklyn = all.findIndex((a: string) => a.includes('Brooklyn'));
    expect(firstBrooklyn).toBeGreaterThan(0);
    expect(all.slice(0, firstBrooklyn).every((a: string) => a.includes(', New York, NY'))).toBe(
      true,
    );
  });

  it('limits the answer', async () => {
    expect(await formatted('query=new%20york&limit=5')).toHaveLength(5);
    expect((await formatted('query=new%20york')).length).toBeGreaterThan(5);
  });

  it('layers: "address" leaves out results without a number, "address,coarse" includes them', async () => {
    expect(await formatted('query=bedford&layers=address')).toEqual([
      '250 Bedford Ave, Brooklyn, NY 11249 US',
    ]);
    expect(await formatted('query=bedford&layers=address,coarse')).toEqual([
      'Bedford Ave, Brooklyn, NY 11211 US',
      '250 Bedford Ave, Brooklyn, NY 11249 US',
    ]);
    expect(await formatted('query=williamsburg&layers=coarse')).toEqual([
      'Williamsburg, Brooklyn, NY US',
    ]);
  });

  it('countryCode filters by country (comma-separated, any case)', async () => {
    expect(await formatted('query=queen&countryCode=US')).toEqual([
      '1001 Queen St, Honolulu, HI 96814 US',
    ]);
    expect(await formatted('query=queen&countryCode=CA')).toEqual([
      '100 Queen St W, Toronto, ON M5H 2N2 CA',
    ]);
    expect(await formatted('query=queen&countryCode=ca,us')).toEqual([
      '100 Queen St W, Toronto, ON M5H 2N2 CA',
      '1001 Queen St, Honolulu, HI 96814 US',
    ]);
    expect(await formatted('query=canada&countryCode=CA')).toHaveLength(3);
  });

  it('answers the same every time', async () => {
    expect(await formatted('query=st&limit=100')).toEqual(await formatted('query=st&limit=100'));
  });

  it.each([
    ['no query', 'limit=5', 'Bad request: query is required'],
    ['a blank query', 'query=%20%20', 'Bad request: query is required'],
    ['a limit of 0', 'query=a&limit=0', 'Bad request: limit must be a whole number from 1 to 100'],
    [
      'a limit that is not a number',
      'query=a&limit=five',
      'Bad request: limit must be a whole number from 1 to 100',
    ],
  ])('refuses %s with 400', async (_name, query, message) => {
    expect(await get(`/__sandbox/geo/autocomplete?${query}`)).toEqual({
      status: 400,
      body: { meta: { code: 400, message } },
    });
  });
});

describe('GET /__sandbox/geo/places/autocomplete and /places/details (maps service)', () => {
  it('answers predictions in the maps-service shape', async () => {
    const { status, body } = await get(
      '/__sandbox/geo/places/autocomplete?input=1%20centre&types=address&components=country:us',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'OK',
      predictions: [
        {
          place_id: 'us-ny-new-york-1-centre-st',
          description: '1 Centre St, New York, NY, USA',
          structured_formatting: { main_text: '1 Centre St', secondary_text: 'New York, NY, USA' },
          types: ['street_address', 'geocode'],
        },
      ],
    });
  });

  it('never lists more than 5 predictions', async () =>
    expect(await described('input=new%20york')).toHaveLength(5));

  it('answers ZERO_RESULTS when nothing matches and INVALID_REQUEST without input', async () => {
    expect((await get('/__sandbox/geo/places/autocomplete?input=zzzz&types=address')).body).toEqual(
      { predictions: [], status: 'ZERO_RESULTS' },
    );
    expect((await get('/__sandbox/geo/places/autocomplete?types=address')).body).toMatchObject({
      predictions: [],
      status: 'INVALID_REQUEST',
    });
  });

  it('types: "address" leaves out places without a number, "geocode" includes them', async () => {
    expect(await described('input=bedford&types=address')).toEqual([
      '250 Bedford Ave, Brooklyn, NY, USA',
    ]);
    expect(await described('input=bedford&types=geocode')).toEqual([
      'Bedford Ave, Brooklyn, NY, USA',
      '250 Bedford Ave, Brooklyn, NY, USA',
    ]);
  });

  it('components restricts the countries', async () => {
    expect(await described('input=queen&types=address&components=country:us')).toEqual([
      '1001 Queen St, Honolulu, HI, USA',
    ]);
    expect(await described('input=queen&types=address&components=country:ca%7Ccountry:us')).toEqual(
      ['100 Queen St W, Toronto, ON, Canada', '1001 Queen St, Honolulu, HI, USA'],
    );
  });

  it('details: address_components and geometry, only the fields asked for', async () => {
    const { body } = await get(
      '/__sandbox/geo/places/details?place_id=us-ny-brooklyn-250-bedford-ave&fields=address_components,geometry',
    );
    expect(body).toEqual({
      status: 'OK',
      result: {
        address_components: [
          { long_name: '250', short_name: '250', types: ['street_number'] },
          { long_name: 'Bedford Avenue', short_name: 'Bedford Ave', types: ['route'] },
          {
            long_name: 'Williamsburg',
            short_name: 'Williamsburg',
            types: ['neighborhood', 'political'],
          },
          {
            long_name: 'Brooklyn',
            short_name: 'Brooklyn',
            types: ['political', 'sublocality', 'sublocality_level_1'],
          },
          {
            long_name: 'New York',
            short_name: 'NY',
            types: ['administrative_area_level_1', 'political'],
          },
          { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
          { long_name: '11249', short_name: '11249', types: ['postal_code'] },
        ],
        geometry: { location: { lat: 40.7168, lng: -73.9588 } },
      },
    });
  });

  it('details: every field without fields, long route names', async () => {
    const { body } = await get(
      '/__sandbox/geo/places/details?place_id=us-co-denver-10-w-14th-ave-pkwy',
    );
    expect(Object.keys(body.result).sort()).toEqual([
      'address_components',
      'formatted_address',
      'geometry',
      'name',
      'place_id',
      'types',
    ]);
    expect(body.result.formatted_address).toBe('10 W 14th Ave Pkwy, Denver, CO 80204, USA');
    expect(body.result.address_components[1]).toEqual({
      long_name: 'West 14th Ave Parkway',
      short_name: 'W 14th Ave Pkwy',
      types: ['route'],
    });
  });

  it.each([
    ['an unknown place', 'place_id=nowhere', { status: 'NOT_FOUND' }],
    [
      'no place_id',
      'fields=geometry',
      { status: 'INVALID_REQUEST', error_message: 'Missing the place_id parameter.' },
    ],
    [
      'an unknown field',
      'place_id=us-ny-new-york-1-centre-st&fields=geometry,rating',
      { status: 'INVALID_REQUEST', error_message: "Unsupported field name 'rating'." },
    ],
  ])('details: %s', async (_name, query, body) =>
    expect(await get(`/__sandbox/geo/places/details?${query}`)).toEqual({ status: 200, body }),
  );
});

describe('fixture routing under /__sandbox/geo/', () => {
  const call = (tenant: string, method: string, subpath: string, search = '') =>
    sandboxFixture(
      tenant,
      new Request(`http://${tenant}.localhost/__sandbox${subpath}${search}`, { method }),
      subpath,
    );

  it.each(['burger', 'sushi', 'taco', 'live'])(
    'answers the same on the %s host',
    async (tenant) => {
      const res = await call(
        tenant,
        'GET',
        '/geo/autocomplete',
        '?query=1585%20broadway&layers=address',
      );
      expect(res.status).toBe(200);
      expect((await res.json()).addresses.map((a: { id: string }) => a.id)).toEqual([
        'us-ny-new-york-1585-broadway',
      ]);
    },
  );

  it('routes the maps-service paths too, with or without a trailing slash', async () => {
    expect(
      (
        await (
          await call(
            'burger',
            'GET',
            '/geo/places/autocomplete/',
            '?input=queen&components=country:ca',
          )
        ).json()
      ).status,
    ).toBe('OK');
    expect(
      (
        await (
          await call('burger', 'GET', '/geo/places/details', '?place_id=ca-on-toronto-220-yonge-st')
        ).json()
      ).result.geometry.location,
    ).toEqual({ lat: 43.6544, lng: -79.3807 });
  });

  it.each(['POST', 'PUT', 'DELETE'])('refuses %s with 405 and Allow: GET', async (method) => {
    const res = await call('burger', method, '/geo/autocomplete', '?query=a');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
  });

  it('answers 404 for another /geo/ path and keeps the rest of the fixture API', async () => {
    expect((await call('burger', 'GET', '/geo/geocode', '?q=a')).status).toBe(404);
    expect((await call('burger', 'GET', '/clock')).status).toBe(200);
    expect((await call('burger', 'GET', '/nothing')).status).toBe(404);
  });
});
