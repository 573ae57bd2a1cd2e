/**
 * Turning either provider's answer into a docs/product.md §3 Address, and the two address rules the
 * order details modal applies (docs/product.md §2.10 display line, docs/product.md §5/§8
 * street-number check). Browser-safe.
 */
import * as m from '#messages';
import type {
  AutocompleteResult,
  ParsedAddress,
  PlaceComponent,
  PlaceCoordinate,
  PlaceDetails,
} from './types.ts';

const text = (value: string | undefined | null): string => (value ?? '').trim();

/** Joins the number and street with one space, leaving out whichever is missing. */
function streetLine(number: string, street: string): string {
  return [number, street].filter((part) => part !== '').join(' ');
}

function coordinate(value: PlaceCoordinate | number | undefined): number | undefined {
  const n = typeof value === 'function' ? value() : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/**
 * Throws when a result has no usable location: saving an address and the delivery check both need
 * latitude and longitude, so an address without them cannot be used at all.
 */
function located(
  latitude: number | undefined,
  longitude: number | undefined,
  what: string,
): { latitude: number; longitude: number } {
  if (
    latitude === undefined ||
    longitude === undefined ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  ) {
    throw new Error(`The ${what} has no valid coordinates`);
  }
  return { latitude, longitude };
}

/**
 * The second autocomplete provider's result → Address. Without a number and street (a coarse
 * result such as a neighbourhood), address1 is the neighbourhood or the first part of the
 * formatted address. Throws when the result has no coordinates.
 * @example fromAutocompleteResult({ number: '120', street: 'Fulton St', city: 'New York', stateCode: 'NY', postalCode: '10038', formattedAddress: '120 Fulton St, New York, NY 10038 US', latitude: 40.71, longitude: -74.01 }).address1 // '120 Fulton St'
 */
export function fromAutocompleteResult(result: AutocompleteResult): ParsedAddress {
  const number = text(result.number);
  const formatted = text(result.formattedAddress);
  const address1 =
    streetLine(number, text(result.street)) ||
    text(result.neighborhood) ||
    text(result.addressLabel) ||
    text(formatted.split(',')[0]);
  return {
    street_number: number,
    address1,
    city: text(result.city),
    state_code: text(result.stateCode),
    postal_code: text(result.postalCode),
    ...located(result.latitude, result.longitude, 'address'),
    formatted: formatted || address1,
  };
}

function component(
  components: readonly PlaceComponent[],
  type: string,
): PlaceComponent | undefined {
  return components.find((c) => c.types.includes(type));
}

/**
 * A maps-service place → Address. The street is the route's short name ("Fulton St", like the
 * second provider and the stores' own addresses). The city is the locality, else the sub-locality:
 * the maps service gives Brooklyn or Queens addresses no locality. `formatted` is the place's
 * formatted_address, else the given text (the chosen suggestion's description), else built from
 * the parts. Throws when the place has no coordinates.
 * @example fromPlaceComponents({ address_components: [{ long_name: '120', short_name: '120', types: ['street_number'] }, { long_name: 'Fulton Street', short_name: 'Fulton St', types: ['route'] }], geometry: { location: { lat: 40.71, lng: -74.01 } } }).address1 // '120 Fulton St'
 */
export function fromPlaceComponents(place: PlaceDetails, formatted?: string): ParsedAddress {
  const components = place.address_components ?? [];
  const long = (type: string) => text(component(components, type)?.long_name);
  const short = (type: string) => text(component(components, type)?.short_name);
  const number = long('street_number');
  const address1 =
    streetLine(number, short('route')) ||
    long('neighborhood') ||
    long('premise') ||
    long('sublocality_level_1') ||
    long('locality');
  const city =
    long('locality') ||
    long('sublocality_level_1') ||
    long('sublocality') ||
    long('postal_town') ||
    long('administrative_area_level_3');
  const state_code = short('administrative_area_level_1');
  const postal_code = long('postal_code');
  const location = place.geometry?.location;
  const built = [address1, city, [state_code, postal_code].filter((p) => p !== '').join(' ')]
    .filter((p) => p !== '')
    .join(', ');
  return {
    street_number: number,
    address1,
    city,
    state_code,
    postal_code,
    ...located(coordinate(location?.lat), coordinate(location?.lng), 'place'),
    formatted: text(place.formatted_address) || text(formatted) || built,
  };
}

/**
 * docs/product.md §5 "Order details" / §8: with strict checking on and a service that requires an
 * address, an address without a street number is refused with "Please enter a valid address". True
 * when the address has one.
 * @example hasStreetNumber({ street_number: '' }) // false
 */
export function hasStreetNumber(address: { street_number?: string | null | undefined }): boolean {
  return text(address.street_number) !== '';
}

/** docs/product.md §8's text for an address that fails hasStreetNumber. */
export const INVALID_ADDRESS_MESSAGE = m.addresses_invalid;

/**
 * The chosen address as the order details modal shows it (docs/product.md §2.10): "address1,
 * state_code postal_code"; the comma is left out when there is neither a state nor a postal code.
 * @example addressLine({ address1: '120 Fulton St', state_code: 'NY', postal_code: '10038' }) // '120 Fulton St, NY 10038'
 */
export function addressLine(address: {
  address1: string;
  state_code?: string | undefined;
  postal_code?: string | undefined;
}): string {
  const tail = [text(address.state_code), text(address.postal_code)]
    .filter((p) => p !== '')
    .join(' ');
  const head = text(address.address1);
  return head && tail ? `${head}, ${tail}` : head || tail;
}
