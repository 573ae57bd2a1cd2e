/**
 * Address search over either provider behind one interface (docs/product.md §7.8, §9): `search`
 * lists at most five suggestions, `resolve` turns the chosen one into an Address. Browser-safe; the
 * fetch implementation is injectable so tests can answer from the sandbox handlers in-process.
 */
import { fromAutocompleteResult, fromPlaceComponents } from './parse.ts';
import {
  autocompleteRequest,
  MAX_RESULTS,
  placeDetailsRequest,
  placesRequest,
  sandboxEndpoint,
  type AddressEndpoint,
  type GeoRequest,
} from './search.ts';
import type {
  AddressProvider,
  AddressSuggestion,
  AutocompleteResult,
  ParsedAddress,
  PlaceDetails,
} from './types.ts';

export interface AddressSearchOptions {
  provider: AddressProvider;
  /** Upper-case country codes, e.g. from countriesFor(country_code). */
  countries: readonly string[];
  /**
   * Also list streets and neighbourhoods without a street number (layers 'address,coarse' / types
   * 'geocode'); such an address then fails hasStreetNumber.
   */
  coarse?: boolean | undefined;
  fetchImpl?: typeof fetch | undefined;
  /** Prefix for the provider paths; '' means the page's own origin. */
  baseUrl?: string | undefined;
  /**
   * The tenant's provider (src/lib/providers/address.ts); it names the provider and overrides
   * `provider`. Absent: the sandbox's stand-ins for `provider`.
   */
  endpoint?: AddressEndpoint | undefined;
}

export interface AddressSearch {
  /** At most MAX_RESULTS suggestions; an empty list when nothing matches or the query is blank. */
  search(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** The chosen suggestion as an Address with coordinates. */
  resolve(suggestion: AddressSuggestion, signal?: AbortSignal): Promise<ParsedAddress>;
}

/**
 * The second provider answers a search with whole addresses and has no details call, so resolving
 * reuses what the search returned. Only recent results are kept: a pick comes from the list on
 * screen.
 */
const REMEMBERED_RESULTS = 50;

interface PlacesAutocompleteBody {
  predictions?: { place_id: string; description: string }[];
  status?: string;
  error_message?: string;
}

interface PlacesDetailsBody {
  result?: PlaceDetails;
  status?: string;
  error_message?: string;
}

export function createAddressSearch(options: AddressSearchOptions): AddressSearch {
  const { countries, coarse = false, baseUrl = '' } = options;
  const endpoint = options.endpoint ?? sandboxEndpoint(options.provider);
  const provider = endpoint.provider;
  // Called as a plain function: a browser's fetch throws "Illegal invocation" when called as a
  // method of another object.
  const fetchImpl =
    options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const remembered = new Map<string, AutocompleteResult>();

  async function get<T>(
    request: GeoRequest,
    what: string,
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const query = new URLSearchParams({ ...request.params, ...endpoint.params });
    const url = `${baseUrl}${request.path}?${query}`;
    const response = await fetchImpl(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...endpoint.headers },
      ...(signal ? { signal } : {}),
    });
    if (!response.ok)
      throw new Error(`${what} failed: the address service answered HTTP ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new Error(`${what} failed: the address service's answer is not JSON`);
    }
  }

  function remember(id: string, result: AutocompleteResult): void {
    remembered.delete(id);
    remembered.set(id, result);
    while (remembered.size > REMEMBERED_RESULTS) remembered.delete(remembered.keys().next().value!);
  }

  async function searchAutocomplete(
    query: string,
    signal: AbortSignal | undefined,
  ): Promise<AddressSuggestion[]> {
    const body = await get<{ addresses?: AutocompleteResult[] }>(
      autocompleteRequest(
        query,
        countries,
        coarse ? 'address,coarse' : 'address',
        endpoint.autocompletePath,
      ),
      'Address search',
      signal,
    );
    return (body.addresses ?? []).slice(0, MAX_RESULTS).map((result) => {
      const label = result.formattedAddress ?? result.addressLabel ?? '';
      const id = result.id ?? label;
      remember(id, result);
      return { id, label, provider: 'autocomplete' as const };
    });
  }

  async function searchPlaces(
    query: string,
    signal: AbortSignal | undefined,
  ): Promise<AddressSuggestion[]> {
    const body = await get<PlacesAutocompleteBody>(
      placesRequest(
        query,
        countries,
        coarse ? 'geocode' : 'address',
        endpoint.placesAutocompletePath,
      ),
      'Address search',
      signal,
    );
    if (body.status === 'ZERO_RESULTS') return [];
    if (body.status !== 'OK')
      throw new Error(
        `Address search failed: the maps service answered ${body.status ?? 'no status'}${body.error_message ? ` (${body.error_message})` : ''}`,
      );
    return (body.predictions ?? [])
      .slice(0, MAX_RESULTS)
      .map((p) => ({ id: p.place_id, label: p.description, provider: 'places' as const }));
  }

  return {
    async search(query, signal) {
      if (query.trim() === '') return [];
      return provider === 'places'
        ? searchPlaces(query, signal)
        : searchAutocomplete(query, signal);
    },

    async resolve(suggestion, signal) {
      if (suggestion.provider !== provider)
        throw new Error(
          `Address lookup failed: the suggestion came from the ${suggestion.provider} provider, not ${provider}`,
        );
      if (provider === 'autocomplete') {
        const result = remembered.get(suggestion.id);
        if (!result)
          throw new Error('Address lookup failed: the suggestion is no longer known; search again');
        return fromAutocompleteResult(result);
      }
      const body = await get<PlacesDetailsBody>(
        placeDetailsRequest(suggestion.id, endpoint.placesDetailsPath),
        'Address lookup',
        signal,
      );
      if (body.status !== 'OK' || !body.result)
        throw new Error(
          `Address lookup failed: the maps service answered ${body.status ?? 'no status'}${body.error_message ? ` (${body.error_message})` : ''}`,
        );
      return fromPlaceComponents(body.result, suggestion.label);
    },
  };
}
