/**
 * Address search rules (docs/product.md §9 "Address search", §7.8): which provider, which
 * countries, how often and how many, the empty-result text, and the requests each provider is sent.
 * Browser-safe.
 */
import * as m from '#messages';
import type { AddressProvider } from './types.ts';

/** Keystrokes closer together than this make one search (docs/product.md §9). */
export const DEBOUNCE_MS = 300;

/** The dropdown never lists more than this many suggestions (docs/product.md §9). */
export const MAX_RESULTS = 5;

/**
 * docs/product.md §9: the default provider type names the second autocomplete provider, not the
 * maps service.
 */
export const DEFAULT_ADDRESS_PROVIDER: AddressProvider = 'autocomplete';

/**
 * Where the storefront reaches the providers: the sandbox's stand-ins on its own origin, so a search
 * never leaves the machine in development and tests.
 */
export const GEO_BASE_PATH = '/__sandbox/geo';
export const AUTOCOMPLETE_PATH = `${GEO_BASE_PATH}/autocomplete`;
export const PLACES_AUTOCOMPLETE_PATH = `${GEO_BASE_PATH}/places/autocomplete`;
export const PLACES_DETAILS_PATH = `${GEO_BASE_PATH}/places/details`;

/** The maps-service fields an Address is parsed from (docs/product.md §7.8). */
export const PLACE_FIELDS = 'address_components,geometry';

/** A provider request: a path on the storefront's origin (or a provider URL) and its query. */
export interface GeoRequest {
  path: string;
  params: Record<string, string>;
}

/**
 * Where one tenant's address provider answers (src/lib/providers/address.ts): the three request
 * paths, and the key as a header (the second provider) or a query parameter (the maps service).
 */
export interface AddressEndpoint {
  provider: AddressProvider;
  autocompletePath: string;
  placesAutocompletePath: string;
  placesDetailsPath: string;
  headers: Record<string, string>;
  params: Record<string, string>;
}

/** The sandbox's stand-ins on the page's own origin, for the given provider. */
export function sandboxEndpoint(provider: AddressProvider): AddressEndpoint {
  return {
    provider,
    autocompletePath: AUTOCOMPLETE_PATH,
    placesAutocompletePath: PLACES_AUTOCOMPLETE_PATH,
    placesDetailsPath: PLACES_DETAILS_PATH,
    headers: {},
    params: {},
  };
}

/**
 * Countries searched, by the store configuration's country_code (docs/product.md §9): US by
 * default; a Canadian chain searches Canada and the US.
 * @example countriesFor('ca') // ['CA', 'US']
 */
export function countriesFor(countryCode?: string | null): string[] {
  return countryCode?.trim().toUpperCase() === 'CA' ? ['CA', 'US'] : ['US'];
}

/** The dropdown's text when the address provider cannot be reached. */
export const ADDRESS_SEARCH_UNAVAILABLE = m.addresses_searchUnavailable;

/** The field's message when a picked suggestion cannot be turned into an address. */
export const ADDRESS_LOOKUP_FAILED = m.addresses_lookupFailed;

/**
 * The dropdown's text when a search finds nothing (docs/product.md §2.10).
 * @example noResultText('zzz') // "No result for 'zzz'"
 */
export function noResultText(query: string): string {
  return m.addresses_noResult({ query });
}

/**
 * The provider a chain uses (docs/product.md §3 store configuration, §9): the maps service when
 * enable_google_places_api is set, else the default.
 */
export function providerFor(
  config: { enable_google_places_api?: boolean | null | undefined } | null | undefined,
): AddressProvider {
  return config?.enable_google_places_api === true ? 'places' : DEFAULT_ADDRESS_PROVIDER;
}

/**
 * The second provider's search (docs/product.md §7.8): query, limit 5, countryCode
 * (comma-separated), and layers 'address' — or 'address,coarse', which adds streets and
 * neighbourhoods without a number.
 */
export function autocompleteRequest(
  query: string,
  countries: readonly string[],
  layers: 'address' | 'address,coarse' = 'address',
  path: string = AUTOCOMPLETE_PATH,
): GeoRequest {
  return {
    path,
    params: {
      query: query.trim(),
      limit: String(MAX_RESULTS),
      countryCode: countries.map((c) => c.toUpperCase()).join(','),
      layers,
    },
  };
}

/**
 * The maps service's places autocomplete (docs/product.md §7.8): types 'address' (or 'geocode' for
 * places without a number too), components restricted to the countries, and the fields the chosen
 * place must carry.
 * @example placesRequest('120 ful', ['CA', 'US']).params.components // 'country:ca|country:us'
 */
export function placesRequest(
  query: string,
  countries: readonly string[],
  types: 'address' | 'geocode' = 'address',
  path: string = PLACES_AUTOCOMPLETE_PATH,
): GeoRequest {
  return {
    path,
    params: {
      input: query.trim(),
      types,
      components: countries.map((c) => `country:${c.toLowerCase()}`).join('|'),
      fields: PLACE_FIELDS,
    },
  };
}

/** The maps service's place details for a chosen prediction, with only the fields an Address needs. */
export function placeDetailsRequest(
  placeId: string,
  path: string = PLACES_DETAILS_PATH,
): GeoRequest {
  return { path, params: { place_id: placeId, fields: PLACE_FIELDS } };
}
