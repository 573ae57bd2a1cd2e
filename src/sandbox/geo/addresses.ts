/**
 * The sandbox's address set: a fixed, in-memory list near every demo store (all four seeds), three
 * Toronto addresses for the Canadian country rule (docs/product.md §9), and two places without a
 * street number for the "Please enter a valid address" rule (docs/product.md §5/§8). The same for
 * every tenant, so tests can name addresses and get the same answers everywhere.
 */

import { address, type GeoEntry } from './entry.ts';

export const GEO_ADDRESSES: readonly GeoEntry[] = [
  // New York, Manhattan: burger 101 Fulton Street, sushi 202 Midtown, taco 302 East Village.
  address('1', 'Centre St', 'New York', 'NY', '10007', 40.713, -74.0041),
  address('200', 'Water St', 'New York', 'NY', '10038', 40.7078, -74.0033),
  address('75', 'Wall St', 'New York', 'NY', '10005', 40.7054, -74.0075),
  address('350', '5th Ave', 'New York', 'NY', '10118', 40.7484, -73.9857),
  address('405', 'Lexington Ave', 'New York', 'NY', '10174', 40.7516, -73.9755),
  address('89', 'E 42nd St', 'New York', 'NY', '10017', 40.7527, -73.9772),
  address('1585', 'Broadway', 'New York', 'NY', '10036', 40.7606, -73.9852),
  address('120', 'St Marks Pl', 'New York', 'NY', '10009', 40.7271, -73.9837),
  address('61', 'Avenue A', 'New York', 'NY', '10009', 40.7246, -73.9845),
  // Brooklyn: burger 102 Williamsburg.
  address('250', 'Bedford Ave', 'Brooklyn', 'NY', '11249', 40.7168, -73.9588, {
    borough: true,
    neighborhood: 'Williamsburg',
  }),
  address('90', 'N 11th St', 'Brooklyn', 'NY', '11249', 40.7219, -73.9573, {
    borough: true,
    neighborhood: 'Williamsburg',
  }),
  address('500', 'Driggs Ave', 'Brooklyn', 'NY', '11211', 40.7195, -73.9541, {
    borough: true,
    neighborhood: 'Williamsburg',
  }),
  address('1', 'Metrotech Ctr', 'Brooklyn', 'NY', '11201', 40.6936, -73.9858, {
    borough: true,
    neighborhood: 'Downtown Brooklyn',
  }),
  // Queens: more than 4 miles from every New York store.
  address('136-20', '38th Ave', 'Flushing', 'NY', '11354', 40.7596, -73.8298, { outOfArea: true }),
  // Santa Monica: burger 103.
  address('200', 'Santa Monica Pier', 'Santa Monica', 'CA', '90401', 34.0092, -118.4976),
  address('395', 'Santa Monica Pl', 'Santa Monica', 'CA', '90401', 34.0136, -118.4945),
  address('1855', 'Main St', 'Santa Monica', 'CA', '90405', 34.0077, -118.4895),
  // Seattle: burger 104 Pike Place, sushi 204 Capitol Hill.
  address('400', 'Broad St', 'Seattle', 'WA', '98109', 47.6205, -122.3493),
  address('1000', '4th Ave', 'Seattle', 'WA', '98104', 47.6067, -122.3325),
  address('1101', 'E Pike St', 'Seattle', 'WA', '98122', 47.6141, -122.3175),
  address('600', 'Broadway E', 'Seattle', 'WA', '98102', 47.6246, -122.321),
  // San Francisco: sushi 201 Union Square, taco 303 Mission.
  address('1', 'Ferry Building', 'San Francisco', 'CA', '94111', 37.7955, -122.3937),
  address('870', 'Market St', 'San Francisco', 'CA', '94102', 37.7847, -122.4079),
  address('3200', '16th St', 'San Francisco', 'CA', '94103', 37.7648, -122.4225),
  address('2550', 'Mission St', 'San Francisco', 'CA', '94110', 37.7562, -122.4187),
  // Honolulu: sushi 203 Waikiki.
  address('2335', 'Kalakaua Ave', 'Honolulu', 'HI', '96815', 21.2781, -157.8287),
  address('1450', 'Ala Moana Blvd', 'Honolulu', 'HI', '96814', 21.2911, -157.8436),
  address('1001', 'Queen St', 'Honolulu', 'HI', '96814', 21.2966, -157.8585),
  // Austin: taco 301 South Congress.
  address('1100', 'Congress Ave', 'Austin', 'TX', '78701', 30.2747, -97.7404),
  address('1707', 'S Congress Ave', 'Austin', 'TX', '78704', 30.2462, -97.751),
  address('2100', 'Barton Springs Rd', 'Austin', 'TX', '78746', 30.264, -97.7713),
  // San Diego: taco 304 Old Town.
  address('4002', 'Wallace St', 'San Diego', 'CA', '92110', 32.7543, -117.197),
  address('2611', 'Congress St', 'San Diego', 'CA', '92110', 32.7525, -117.1958),
  address('1549', 'El Prado', 'San Diego', 'CA', '92101', 32.7311, -117.1509),
  // Boston: live 401 Chinatown.
  address('1', 'Faneuil Hall Sq', 'Boston', 'MA', '02109', 42.36, -71.0548),
  address('100', 'Boylston St', 'Boston', 'MA', '02116', 42.3521, -71.0664),
  address('4', 'Jersey St', 'Boston', 'MA', '02215', 42.3467, -71.0972),
  // Los Angeles: live 402 Koreatown.
  address('3500', 'Wilshire Blvd', 'Los Angeles', 'CA', '90010', 34.0617, -118.3003),
  address('621', 'S Western Ave', 'Los Angeles', 'CA', '90005', 34.063, -118.309),
  address('4401', 'Wilshire Blvd', 'Los Angeles', 'CA', '90010', 34.0623, -118.325),
  // Portland: live 403 Pearl District.
  address('1005', 'W Burnside St', 'Portland', 'OR', '97209', 45.5231, -122.6814),
  address('701', 'SW 6th Ave', 'Portland', 'OR', '97204', 45.5189, -122.6793),
  address('1231', 'NW Hoyt St', 'Portland', 'OR', '97209', 45.527, -122.6843),
  // Denver: live 404 LoDo.
  address('2001', 'Blake St', 'Denver', 'CO', '80205', 39.7559, -104.9942),
  address('1701', 'Wynkoop St', 'Denver', 'CO', '80202', 39.753, -105.0),
  address('10', 'W 14th Ave Pkwy', 'Denver', 'CO', '80204', 39.7372, -104.9893),
  // Toronto: only found when a Canadian chain searches CA and US.
  address('100', 'Queen St W', 'Toronto', 'ON', 'M5H 2N2', 43.6534, -79.3841),
  address('290', 'Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9', 43.6426, -79.3871),
  address('220', 'Yonge St', 'Toronto', 'ON', 'M5B 2H1', 43.6544, -79.3807),
  // Without a street number: a street and a neighbourhood, listed only for coarse searches.
  {
    id: 'us-ny-brooklyn-bedford-ave',
    layer: 'street',
    street: 'Bedford Ave',
    streetLong: 'Bedford Avenue',
    city: 'Brooklyn',
    borough: true,
    stateCode: 'NY',
    state: 'New York',
    postalCode: '11211',
    countryCode: 'US',
    latitude: 40.7178,
    longitude: -73.9574,
  },
  {
    id: 'us-ny-brooklyn-williamsburg',
    layer: 'neighborhood',
    neighborhood: 'Williamsburg',
    city: 'Brooklyn',
    borough: true,
    stateCode: 'NY',
    state: 'New York',
    countryCode: 'US',
    latitude: 40.7081,
    longitude: -73.9571,
  },
];

const BY_ID = new Map(GEO_ADDRESSES.map((e) => [e.id, e]));

/** The entry a place id names, if any. */
export function geoEntry(id: string): GeoEntry | undefined {
  return BY_ID.get(id);
}
