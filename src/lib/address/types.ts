/**
 * Address autocomplete types (docs/product.md §3 "Address", §7.8): what the dropdown lists and what
 * a chosen suggestion becomes. Browser-safe: types only.
 */

/**
 * Which service answers address searches: 'autocomplete' is the second autocomplete provider (the
 * default, docs/product.md §9), 'places' the maps service's places autocomplete
 * (enable_google_places_api).
 */
export type AddressProvider = 'autocomplete' | 'places';

/** One row of the autocomplete dropdown. */
export interface AddressSuggestion {
  /** The provider's id for the result (a place_id for the maps service). */
  id: string;
  /** The text shown: formattedAddress for the second provider, description for the maps service. */
  label: string;
  provider: AddressProvider;
}

/**
 * An address parsed from either provider, with the docs/product.md §3 field names. Fields the
 * provider did not give are empty strings, so `street_number === ''` means "no street number"
 * (docs/product.md §5/§8).
 */
export interface ParsedAddress {
  street_number: string;
  /** "<number> <street>", or the street / place name alone when there is no number. */
  address1: string;
  city: string;
  state_code: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  /** The whole address as one line, as the provider formats it. */
  formatted: string;
}

/**
 * The second provider's result (docs/product.md §3, §7.8); fields a coarse result lacks are absent.
 */
export interface AutocompleteResult {
  formattedAddress?: string | undefined;
  addressLabel?: string | undefined;
  number?: string | undefined;
  street?: string | undefined;
  neighborhood?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  stateCode?: string | undefined;
  postalCode?: string | undefined;
  countryCode?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
  layer?: string | undefined;
  id?: string | undefined;
}

/** One entry of a maps-service place's address_components. */
export interface PlaceComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

/**
 * A maps-service coordinate: a number in the web-service JSON, a getter on the JavaScript API's
 * LatLng; both are accepted so either client can hand its place over.
 */
export type PlaceCoordinate = number | (() => number);

/** A maps-service place as place details returns it (fields address_components and geometry). */
export interface PlaceDetails {
  address_components?: readonly PlaceComponent[] | undefined;
  geometry?: { location?: { lat: PlaceCoordinate; lng: PlaceCoordinate } | undefined } | undefined;
  formatted_address?: string | undefined;
}
