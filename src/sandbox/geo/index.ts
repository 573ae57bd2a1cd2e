/**
 * Local stand-ins for the two address autocomplete services (docs/product.md §7.8), under
 * /__sandbox/geo/ on every tenant host: the second autocomplete provider's search, and the maps
 * service's places autocomplete and place details, answering in those services' own shapes from the
 * fixed address set in addresses.ts. Deterministic and in-process, so address journeys never leave
 * the machine.
 */
import { json } from '../core/http.ts';
import { geoEntry } from './addresses.ts';
import {
  COUNTRY_NAMES,
  addressLabel,
  formattedAddress,
  placeDescription,
  type GeoEntry,
} from './entry.ts';
import { searchAddresses } from './match.ts';

/** The second provider's default and largest page sizes. */
const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
/** The maps service never returns more predictions than this. */
const MAX_PREDICTIONS = 5;

const param = (url: URL, name: string) => url.searchParams.get(name)?.trim() ?? '';

function countryList(value: string, separator: string, prefix = ''): string[] {
  return value
    .split(separator)
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '')
    .map((c) => (prefix && c.startsWith(prefix) ? c.slice(prefix.length) : c).toUpperCase());
}

/** The second provider's result for one address (its field names; absent fields left out). */
function autocompleteResult(e: GeoEntry): Record<string, unknown> {
  return {
    latitude: e.latitude,
    longitude: e.longitude,
    geometry: { type: 'Point', coordinates: [e.longitude, e.latitude] },
    country: COUNTRY_NAMES[e.countryCode],
    countryCode: e.countryCode,
    state: e.state,
    stateCode: e.stateCode,
    ...(e.postalCode ? { postalCode: e.postalCode } : {}),
    city: e.city,
    ...(e.neighborhood ? { neighborhood: e.neighborhood } : {}),
    ...(e.number ? { number: e.number } : {}),
    ...(e.street ? { street: e.street } : {}),
    addressLabel: addressLabel(e),
    formattedAddress: formattedAddress(e),
    layer: e.layer,
    id: e.id,
  };
}

const badRequest = (message: string) =>
  json(400, { meta: { code: 400, message: `Bad request: ${message}` } });

/** GET …/geo/autocomplete?query=&limit=&countryCode=&layers= (the second provider). */
function autocomplete(url: URL): Response {
  const query = param(url, 'query');
  if (!query) return badRequest('query is required');
  const limitText = param(url, 'limit');
  const limit = limitText === '' ? DEFAULT_LIMIT : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    return badRequest(`limit must be a whole number from 1 to ${MAX_LIMIT}`);
  // Without layers every kind of result is eligible, as with the real service.
  const layers = url.searchParams.has('layers')
    ? param(url, 'layers')
        .toLowerCase()
        .split(',')
        .map((l) => l.trim())
    : ['address', 'coarse'];
  const found = searchAddresses(query, {
    countries: countryList(param(url, 'countryCode'), ','),
    addresses: layers.includes('address'),
    coarse: layers.includes('coarse'),
  });
  return json(200, {
    meta: { code: 200 },
    addresses: found.slice(0, limit).map(autocompleteResult),
  });
}

const placeTypes = (e: GeoEntry): string[] =>
  e.layer === 'address'
    ? ['street_address', 'geocode']
    : e.layer === 'street'
      ? ['route', 'geocode']
      : ['neighborhood', 'political', 'geocode'];

/** GET …/geo/places/autocomplete?input=&types=&components= (maps service). */
function placesAutocomplete(url: URL): Response {
  const input = param(url, 'input');
  if (!input)
    return json(200, {
      predictions: [],
      status: 'INVALID_REQUEST',
      error_message: 'Missing the input parameter.',
    });
  // 'address' asks for precise addresses only; 'geocode' (or no types) also lists streets and areas.
  const addressesOnly = param(url, 'types') === 'address';
  const found = searchAddresses(input, {
    countries: countryList(param(url, 'components'), '|', 'country:'),
    addresses: true,
    coarse: !addressesOnly,
  });
  const predictions = found.slice(0, MAX_PREDICTIONS).map((e) => ({
    place_id: e.id,
    description: placeDescription(e),
    structured_formatting: {
      main_text: addressLabel(e),
      secondary_text: placeDescription(e).slice(addressLabel(e).length + 2),
    },
    types: placeTypes(e),
  }));
  return json(200, { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' });
}

function component(long_name: string, short_name: string, types: string[]) {
  return { long_name, short_name, types };
}

function addressComponents(e: GeoEntry) {
  const out = [];
  if (e.number) out.push(component(e.number, e.number, ['street_number']));
  if (e.street) out.push(component(e.streetLong ?? e.street, e.street, ['route']));
  if (e.neighborhood)
    out.push(component(e.neighborhood, e.neighborhood, ['neighborhood', 'political']));
  out.push(
    e.borough
      ? component(e.city, e.city, ['political', 'sublocality', 'sublocality_level_1'])
      : component(e.city, e.city, ['locality', 'political']),
  );
  out.push(component(e.state, e.stateCode, ['administrative_area_level_1', 'political']));
  out.push(component(COUNTRY_NAMES[e.countryCode], e.countryCode, ['country', 'political']));
  if (e.postalCode) out.push(component(e.postalCode, e.postalCode, ['postal_code']));
  return out;
}

const PLACE_FIELDS: Record<string, (e: GeoEntry) => unknown> = {
  address_components: addressComponents,
  geometry: (e) => ({ location: { lat: e.latitude, lng: e.longitude } }),
  formatted_address: (e) =>
    `${addressLabel(e)}, ${e.city}, ${[e.stateCode, e.postalCode].filter(Boolean).join(' ')}, ${e.countryCode === 'US' ? 'USA' : COUNTRY_NAMES[e.countryCode]}`,
  name: addressLabel,
  place_id: (e) => e.id,
  types: placeTypes,
};

/** GET …/geo/places/details?place_id=&fields= (maps service). */
function placeDetails(url: URL): Response {
  const placeId = param(url, 'place_id');
  if (!placeId)
    return json(200, {
      status: 'INVALID_REQUEST',
      error_message: 'Missing the place_id parameter.',
    });
  const requested = url.searchParams.has('fields')
    ? param(url, 'fields')
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '')
    : Object.keys(PLACE_FIELDS);
  const unknown = requested.find((f) => !PLACE_FIELDS[f]);
  if (unknown !== undefined)
    return json(200, {
      status: 'INVALID_REQUEST',
      error_message: `Unsupported field name '${unknown}'.`,
    });
  const entry = geoEntry(placeId);
  if (!entry) return json(200, { status: 'NOT_FOUND' });
  return json(200, {
    result: Object.fromEntries(requested.map((f) => [f, PLACE_FIELDS[f]!(entry)])),
    status: 'OK',
  });
}

/**
 * The same answers also under each real service's own paths, so a tenant can name a stand-in as
 * its provider's base URL (providers.address.base_url "/__sandbox/geo/radar" or
 * "/__sandbox/geo/places") and exercise the production adapters through the sandbox's origin.
 * The key the adapters send is not checked here: these stand-ins see only the URL.
 */
const ROUTES: Record<string, (url: URL) => Response> = {
  '/geo/autocomplete': autocomplete,
  '/geo/places/autocomplete': placesAutocomplete,
  '/geo/places/details': placeDetails,
  '/geo/radar/v1/search/autocomplete': autocomplete,
  '/geo/places/autocomplete/json': placesAutocomplete,
  '/geo/places/details/json': placeDetails,
};

/**
 * Answers a GET under /__sandbox/geo/; `subpath` is what follows '/__sandbox' (e.g.
 * '/geo/autocomplete'). Undefined for a subpath that is not one of the endpoints above.
 */
export function handleGeo(subpath: string, url: URL): Response | undefined {
  return ROUTES[subpath.replace(/\/+$/, '')]?.(url);
}
