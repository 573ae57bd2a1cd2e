/**
 * Matching and ranking for the sandbox's address search, shared by both provider stand-ins so they
 * list the same addresses in the same order: every word typed must begin a word of the address
 * (case- and accent-insensitive; "street" finds "St" and "st" finds "Street"), and the order is
 * fixed, so the same query always gets the same answer.
 */
import { GEO_ADDRESSES } from './addresses.ts';
import { COUNTRY_NAMES, addressLabel, type GeoEntry } from './entry.ts';

const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  blvd: 'boulevard',
  pl: 'place',
  rd: 'road',
  sq: 'square',
  pkwy: 'parkway',
  dr: 'drive',
  ctr: 'center',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  nw: 'northwest',
  ne: 'northeast',
  sw: 'southwest',
  se: 'southeast',
};

/** Lower case, accents dropped, anything but letters, digits and '-' (as in "136-20") a space. */
export function words(value: string): string[] {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '' && w !== '-');
}

interface Indexed {
  entry: GeoEntry;
  /** Every word of the address, with long forms of abbreviations, state and country names. */
  words: string[];
  /** The words of the address line and city only (with long forms). */
  local: string[];
  /** The address line and city as typed words, in order: a query that begins it ranks first. */
  line: string;
}

const withLongForms = (list: string[]) =>
  list.flatMap((w) => (ABBREVIATIONS[w] ? [w, ABBREVIATIONS[w]] : [w]));

const INDEX: readonly Indexed[] = GEO_ADDRESSES.map((entry) => {
  const lineWords = words(`${addressLabel(entry)} ${entry.city}`);
  const all = withLongForms(
    words(
      [
        addressLabel(entry),
        entry.neighborhood,
        entry.city,
        entry.stateCode,
        entry.state,
        entry.postalCode,
        entry.countryCode,
        COUNTRY_NAMES[entry.countryCode],
      ]
        .filter(Boolean)
        .join(' '),
    ),
  );
  if (entry.countryCode === 'US') all.push('usa');
  return { entry, words: all, local: withLongForms(lineWords), line: lineWords.join(' ') };
});

const begins = (list: string[], typed: string) => list.some((w) => w.startsWith(typed));

/**
 * 0: the query begins the address line; 1: its first word begins the number or street; 2: every
 * word is in the address line or city; 3: some only match the neighbourhood, state, postal code or
 * country (so "new york" lists Manhattan before Brooklyn).
 */
function rank(item: Indexed, query: string[]): number {
  if (item.line.startsWith(query.join(' '))) return 0;
  if ((item.line.split(' ')[0] ?? '').startsWith(query[0]!)) return 1;
  return query.every((t) => begins(item.local, t)) ? 2 : 3;
}

export interface GeoFilter {
  /** Upper-case country codes; empty means every country. */
  countries: readonly string[];
  /** Whether entries without a street number (streets, neighbourhoods) may be listed. */
  coarse: boolean;
  /** Whether numbered addresses may be listed. */
  addresses: boolean;
}

/** The matching entries, best first. */
export function searchAddresses(query: string, filter: GeoFilter): GeoEntry[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  return INDEX.filter(
    ({ entry }) =>
      (entry.layer === 'address' ? filter.addresses : filter.coarse) &&
      (filter.countries.length === 0 || filter.countries.includes(entry.countryCode)),
  )
    .filter((item) => typed.every((t) => begins(item.words, t)))
    .map((item) => ({ item, rank: rank(item, typed) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        Number(a.item.entry.layer !== 'address') - Number(b.item.entry.layer !== 'address') ||
        (a.item.line < b.item.line ? -1 : a.item.line > b.item.line ? 1 : 0),
    )
    .map(({ item }) => item.entry);
}
