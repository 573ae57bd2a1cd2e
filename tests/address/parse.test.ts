/**
 * Parsing either provider's answer into a docs/product.md §3 Address, and the docs/product.md §2.10
 * / §5 / §8 address rules.
 */
import { describe, expect, it } from 'vitest';
import {
  addressLine,
  fromAutocompleteResult,
  fromPlaceComponents,
  hasStreetNumber,
  INVALID_ADDRESS_MESSAGE,
} from '../../src/lib/address/parse.ts';
import type {
  AutocompleteResult,
  ParsedAddress,
  PlaceComponent,
  PlaceDetails,
} from '../../src/lib/address/types.ts';

const c = (long_name: string, short_name: string, ...types: string[]): PlaceComponent => ({
  long_name,
  short_name,
  types,
});

describe('fromAutocompleteResult (docs/product.md §3 Address: the second provider)', () => {
  it.each<[string, AutocompleteResult, ParsedAddress]>([
    [
      'a full address',
      {
        number: '120',
        street: 'Fulton St',
        city: 'New York',
        stateCode: 'NY',
        postalCode: '10038',
        formattedAddress: '120 Fulton St, New York, NY 10038 US',
        latitude: 40.7102,
        longitude: -74.0073,
      },
      {
        street_number: '120',
        address1: '120 Fulton St',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10038',
        latitude: 40.7102,
        longitude: -74.0073,
        formatted: '120 Fulton St, New York, NY 10038 US',
      },
    ],
    [
      'a hyphenated Queens number, padded values',
      {
        number: ' 136-20 ',
        street: ' 38th Ave',
        city: 'Flushing ',
        stateCode: 'NY',
        postalCode: '11354',
        formattedAddress: '136-20 38th Ave, Flushing, NY 11354 US',
        latitude: 40.7596,
        longitude: -73.8298,
      },
      {
        street_number: '136-20',
        address1: '136-20 38th Ave',
        city: 'Flushing',
        state_code: 'NY',
        postal_code: '11354',
        latitude: 40.7596,
        longitude: -73.8298,
        formatted: '136-20 38th Ave, Flushing, NY 11354 US',
      },
    ],
    [
      'a Canadian address',
      {
        number: '100',
        street: 'Queen St W',
        city: 'Toronto',
        stateCode: 'ON',
        postalCode: 'M5H 2N2',
        formattedAddress: '100 Queen St W, Toronto, ON M5H 2N2 CA',
        latitude: 43.6534,
        longitude: -79.3841,
      },
      {
        street_number: '100',
        address1: '100 Queen St W',
        city: 'Toronto',
        state_code: 'ON',
        postal_code: 'M5H 2N2',
        latitude: 43.6534,
        longitude: -79.3841,
        formatted: '100 Queen St W, Toronto, ON M5H 2N2 CA',
      },
    ],
    [
      'a street without a number',
      {
        street: 'Bedford Ave',
        city: 'Brooklyn',
        stateCode: 'NY',
        postalCode: '11211',
        formattedAddress: 'Bedford Ave, Brooklyn, NY 11211 US',
        latitude: 40.7178,
        longitude: -73.9574,
      },
      {
        street_number: '',
        address1: 'Bedford Ave',
        city: 'Brooklyn',
        state_code: 'NY',
        postal_code: '11211',
        latitude: 40.7178,
        longitude: -73.9574,
        formatted: 'Bedford Ave, Brooklyn, NY 11211 US',
      },
    ],
    [
      'a neighbourhood',
      {
        neighborhood: 'Williamsburg',
        city: 'Brooklyn',
        stateCode: 'NY',
        formattedAddress: 'Williamsburg, Brooklyn, NY US',
        latitude: 40.7081,
        longitude: -73.9571,
      },
      {
        street_number: '',
        address1: 'Williamsburg',
        city: 'Brooklyn',
        state_code: 'NY',
        postal_code: '',
        latitude: 40.7081,
        longitude: -73.9571,
        formatted: 'Williamsburg, Brooklyn, NY US',
      },
    ],
    [
      'only a formatted address',
      { formattedAddress: 'Denver, CO US', latitude: 39.74, longitude: -104.99 },
      {
        street_number: '',
        address1: 'Denver',
        city: '',
        state_code: '',
        postal_code: '',
        latitude: 39.74,
        longitude: -104.99,
        formatted: 'Denver, CO US',
      },
    ],
  ])('%s', (_name, result, parsed) => expect(fromAutocompleteResult(result)).toEqual(parsed));

  it.each<[string, AutocompleteResult]>([
    ['no latitude', { number: '1', street: 'Main St', longitude: -74 }],
    ['no longitude', { number: '1', street: 'Main St', latitude: 40 }],
    ['a latitude out of range', { number: '1', street: 'Main St', latitude: 140, longitude: -74 }],
  ])('refuses a result with %s', (_name, result) =>
    expect(() => fromAutocompleteResult(result)).toThrow('The address has no valid coordinates'),
  );
});

const fulton: PlaceDetails = {
  address_components: [
    c('120', '120', 'street_number'),
    c('Fulton Street', 'Fulton St', 'route'),
    c('Manhattan', 'Manhattan', 'political', 'sublocality', 'sublocality_level_1'),
    c('New York', 'New York', 'locality', 'political'),
    c('New York County', 'New York County', 'administrative_area_level_2', 'political'),
    c('New York', 'NY', 'administrative_area_level_1', 'political'),
    c('United States', 'US', 'country', 'political'),
    c('10038', '10038', 'postal_code'),
  ],
  geometry: { location: { lat: 40.7102, lng: -74.0073 } },
};

describe('fromPlaceComponents (docs/product.md §3 Address: a maps-service place)', () => {
  it.each<[string, PlaceDetails, string | undefined, ParsedAddress]>([
    [
      'a Manhattan address: locality before sub-locality, short route, state short name',
      fulton,
      '120 Fulton St, New York, NY, USA',
      {
        street_number: '120',
        address1: '120 Fulton St',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10038',
        latitude: 40.7102,
        longitude: -74.0073,
        formatted: '120 Fulton St, New York, NY, USA',
      },
    ],
    [
      'a Brooklyn address: no locality, so the sub-locality is the city',
      {
        address_components: [
          c('250', '250', 'street_number'),
          c('Bedford Avenue', 'Bedford Ave', 'route'),
          c('Williamsburg', 'Williamsburg', 'neighborhood', 'political'),
          c('Brooklyn', 'Brooklyn', 'political', 'sublocality', 'sublocality_level_1'),
          c('New York', 'NY', 'administrative_area_level_1', 'political'),
          c('11249', '11249', 'postal_code'),
        ],
        geometry: { location: { lat: 40.7168, lng: -73.9588 } },
      },
      undefined,
      {
        street_number: '250',
        address1: '250 Bedford Ave',
        city: 'Brooklyn',
        state_code: 'NY',
        postal_code: '11249',
        latitude: 40.7168,
        longitude: -73.9588,
        formatted: '250 Bedford Ave, Brooklyn, NY 11249',
      },
    ],
    [
      "the JavaScript API's LatLng getters and a formatted_address",
      {
        ...fulton,
        geometry: { location: { lat: () => 40.7102, lng: () => -74.0073 } },
        formatted_address: '120 Fulton St, New York, NY 10038, USA',
      },
      'ignored when the place has its own',
      {
        street_number: '120',
        address1: '120 Fulton St',
        city: 'New York',
        state_code: 'NY',
        postal_code: '10038',
        latitude: 40.7102,
        longitude: -74.0073,
        formatted: '120 Fulton St, New York, NY 10038, USA',
      },
    ],
    [
      'a neighbourhood without a street number',
      {
        address_components: [
          c('Williamsburg', 'Williamsburg', 'neighborhood', 'political'),
          c('Brooklyn', 'Brooklyn', 'political', 'sublocality', 'sublocality_level_1'),
          c('New York', 'NY', 'administrative_area_level_1', 'political'),
        ],
        geometry: { location: { lat: 40.7081, lng: -73.9571 } },
      },
      'Williamsburg, Brooklyn, NY, USA',
      {
        street_number: '',
        address1: 'Williamsburg',
        city: 'Brooklyn',
        state_code: 'NY',
        postal_code: '',
        latitude: 40.7081,
        longitude: -73.9571,
        formatted: 'Williamsburg, Brooklyn, NY, USA',
      },
    ],
    [
      'a Toronto address',
      {
        address_components: [
          c('100', '100', 'street_number'),
          c('Queen Street West', 'Queen St W', 'route'),
          c('Toronto', 'Toronto', 'locality', 'political'),
          c('Ontario', 'ON', 'administrative_area_level_1', 'political'),
          c('Canada', 'CA', 'country', 'political'),
          c('M5H 2N2', 'M5H 2N2', 'postal_code'),
        ],
        geometry: { location: { lat: 43.6534, lng: -79.3841 } },
      },
      undefined,
      {
        street_number: '100',
        address1: '100 Queen St W',
        city: 'Toronto',
        state_code: 'ON',
        postal_code: 'M5H 2N2',
        latitude: 43.6534,
        longitude: -79.3841,
        formatted: '100 Queen St W, Toronto, ON M5H 2N2',
      },
    ],
  ])('%s', (_name, place, formatted, parsed) =>
    expect(fromPlaceComponents(place, formatted)).toEqual(parsed),
  );

  it.each<[string, PlaceDetails]>([
    ['no geometry (fields without geometry)', { address_components: fulton.address_components }],
    ['no location', { ...fulton, geometry: {} }],
    [
      'a non-numeric coordinate',
      { ...fulton, geometry: { location: { lat: Number.NaN, lng: -74 } } },
    ],
  ])('refuses a place with %s', (_name, place) =>
    expect(() => fromPlaceComponents(place)).toThrow('The place has no valid coordinates'),
  );
});

describe('hasStreetNumber (docs/product.md §5 "Order details", §8: "Please enter a valid address")', () => {
  it.each<[{ street_number?: string | null | undefined }, boolean]>([
    [{ street_number: '120' }, true],
    [{ street_number: '136-20' }, true],
    [{ street_number: '12B' }, true],
    [{ street_number: '' }, false],
    [{ street_number: '   ' }, false],
    [{ street_number: null }, false],
    [{}, false],
  ])('%j → %s', (address, ok) => expect(hasStreetNumber(address)).toBe(ok));

  it('applies to both parsers: an address without a number fails', () => {
    expect(
      hasStreetNumber(
        fromAutocompleteResult({ street: 'Bedford Ave', latitude: 40.7, longitude: -73.9 }),
      ),
    ).toBe(false);
    expect(hasStreetNumber(fromPlaceComponents(fulton))).toBe(true);
    expect(INVALID_ADDRESS_MESSAGE).toBe('Please enter a valid address');
  });
});

describe('addressLine (docs/product.md §2.10: "address1, state_code postal_code")', () => {
  it.each<[{ address1: string; state_code?: string; postal_code?: string }, string]>([
    [
      { address1: '120 Fulton St', state_code: 'NY', postal_code: '10038' },
      '120 Fulton St, NY 10038',
    ],
    [
      { address1: '100 Queen St W', state_code: 'ON', postal_code: 'M5H 2N2' },
      '100 Queen St W, ON M5H 2N2',
    ],
    [{ address1: 'Williamsburg', state_code: 'NY', postal_code: '' }, 'Williamsburg, NY'],
    [{ address1: 'Williamsburg', state_code: '', postal_code: '' }, 'Williamsburg'],
    [
      { address1: ' 1 Centre St ', state_code: ' NY', postal_code: '10007 ' },
      '1 Centre St, NY 10007',
    ],
    [{ address1: '1 Centre St' }, '1 Centre St'],
  ])('%j → %j', (address, line) => expect(addressLine(address)).toBe(line));
});
