/**
 * One entry of the sandbox's address set and how the two address services name it: the long
 * street name, the state and country names, and the labels each service shows.
 */

export type GeoLayer = 'address' | 'street' | 'neighborhood';

export interface GeoEntry {
  id: string;
  layer: GeoLayer;
  number?: string;
  /** The short street name ("Fulton St"), as both providers show it in an address line. */
  street?: string;
  /** The maps service's long route name ("Fulton Street"). */
  streetLong?: string;
  neighborhood?: string;
  city: string;
  /**
   * The maps service gives addresses in New York's outer boroughs no locality, only a
   * sub-locality; kept so the places parser's fallback is exercised by real-looking data.
   */
  borough?: boolean;
  stateCode: string;
  state: string;
  postalCode?: string;
  countryCode: 'US' | 'CA';
  latitude: number;
  longitude: number;
  /** Farther than any store's delivery radius: for "not in the delivery area" journeys. */
  outOfArea?: boolean;
}

const STATES: Record<string, string> = {
  NY: 'New York',
  CA: 'California',
  WA: 'Washington',
  HI: 'Hawaii',
  TX: 'Texas',
  MA: 'Massachusetts',
  OR: 'Oregon',
  CO: 'Colorado',
  ON: 'Ontario',
};

export const COUNTRY_NAMES: Record<GeoEntry['countryCode'], string> = {
  US: 'United States',
  CA: 'Canada',
};

const SUFFIXES: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Blvd: 'Boulevard',
  Pl: 'Place',
  Rd: 'Road',
  Sq: 'Square',
  Pkwy: 'Parkway',
  Dr: 'Drive',
  Way: 'Way',
};
const DIRECTIONS: Record<string, string> = {
  N: 'North',
  S: 'South',
  E: 'East',
  W: 'West',
  NW: 'Northwest',
  NE: 'Northeast',
  SW: 'Southwest',
  SE: 'Southeast',
};

/** "W 14th Ave Pkwy" → "West 14th Ave Parkway": a leading direction, a trailing suffix or direction. */
function longStreet(street: string): string {
  const words = street.split(' ');
  if (words.length > 1 && DIRECTIONS[words[0]!]) words[0] = DIRECTIONS[words[0]!]!;
  const last = words.length - 1;
  if (last > 0 && DIRECTIONS[words[last]!]) {
    words[last] = DIRECTIONS[words[last]!]!;
    if (last > 1 && SUFFIXES[words[last - 1]!]) words[last - 1] = SUFFIXES[words[last - 1]!]!;
  } else if (last > 0 && SUFFIXES[words[last]!]) words[last] = SUFFIXES[words[last]!]!;
  return words.join(' ');
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What only some entries have: a borough, an out-of-area flag, a neighbourhood. */
type Extra = Pick<GeoEntry, 'borough' | 'outOfArea' | 'neighborhood'>;

export function address(
  number: string,
  street: string,
  city: string,
  stateCode: string,
  postalCode: string,
  latitude: number,
  longitude: number,
  extra: Extra = {},
): GeoEntry {
  const countryCode = stateCode === 'ON' ? 'CA' : 'US';
  return {
    id: slug(`${countryCode} ${stateCode} ${city} ${number} ${street}`),
    layer: 'address',
    number,
    street,
    streetLong: longStreet(street),
    city,
    stateCode,
    state: STATES[stateCode]!,
    postalCode,
    countryCode,
    latitude,
    longitude,
    ...extra,
  };
}

/** "120 Fulton St", or the street or neighbourhood alone. */
export function addressLabel(e: GeoEntry): string {
  return [e.number, e.street].filter(Boolean).join(' ') || e.neighborhood || e.city;
}

/** The second provider's formattedAddress: "120 Fulton St, New York, NY 10038 US". */
export function formattedAddress(e: GeoEntry): string {
  return `${addressLabel(e)}, ${e.city}, ${[e.stateCode, e.postalCode, e.countryCode].filter(Boolean).join(' ')}`;
}

/** The maps service's description: "120 Fulton St, New York, NY, USA". */
export function placeDescription(e: GeoEntry): string {
  return [
    addressLabel(e),
    e.city,
    e.stateCode,
    e.countryCode === 'US' ? 'USA' : COUNTRY_NAMES[e.countryCode],
  ].join(', ');
}
