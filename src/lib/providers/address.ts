/**
 * Address search adapters (docs/product.md §7.8, §9): where each kind of provider answers and how
 * it is given its key. The request and result shapes themselves are mapped in src/lib/address/
 * (search.ts builds the requests, client.ts and parse.ts read the answers).
 *
 * - radar, the second autocomplete provider: GET {base}/v1/search/autocomplete?query&limit&
 *   countryCode&layers, publishable key in the Authorization header; answers addresses[].
 * - places, the maps service: GET {base}/autocomplete/json?input&types&components&fields&key and
 *   {base}/details/json?place_id&fields&key; answers predictions[] / result.
 */
import { providerFor, sandboxEndpoint, type AddressEndpoint } from '../address/search.ts';
import type { AddressConfig } from './config.ts';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The endpoint address search uses, or null when the storefront has no address provider (the
 * field then says address search is unavailable). With the sandbox, the store configuration's
 * enable_google_places_api picks between its two stand-ins (docs/product.md §9); a configured
 * provider is the one the tenant file names, since only its origin is allowed by the page.
 * @example addressEndpoint({ kind: 'radar', base_url: 'https://api.radar.io', public_key: 'prj_live_pk_1' }, {})?.autocompletePath // 'https://api.radar.io/v1/search/autocomplete'
 */
export function addressEndpoint(
  config: AddressConfig | null,
  storeConfig: { enable_google_places_api?: boolean | null | undefined } | null | undefined,
): AddressEndpoint | null {
  if (!config) return null;
  if (config.kind === 'sandbox') return sandboxEndpoint(providerFor(storeConfig));
  if (config.kind !== 'radar' && config.kind !== 'places') return null;
  const base = trimSlash(config.base_url);
  if (config.kind === 'radar')
    return {
      provider: 'autocomplete',
      autocompletePath: `${base}/v1/search/autocomplete`,
      placesAutocompletePath: '',
      placesDetailsPath: '',
      headers: { authorization: config.public_key },
      params: {},
    };
  return {
    provider: 'places',
    autocompletePath: '',
    placesAutocompletePath: `${base}/autocomplete/json`,
    placesDetailsPath: `${base}/details/json`,
    headers: {},
    params: { key: config.public_key },
  };
}
