/**
 * Wall-clock arithmetic in a store's IANA time zone. Dates are 'YYYY-MM-DD' strings and times are
 * minutes from local midnight, the units of docs/product.md §3's service schedule.
 */

/** A moment seen on a store's wall clock. */
export interface ZonedTime {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

// A zone the runtime does not know is remembered as null, so it is asked about once.
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function knownFormatter(zone: string): Intl.DateTimeFormat | null {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      f = null;
    }
    formatters.set(zone, f);
  }
  return f;
}

function formatter(zone: string): Intl.DateTimeFormat {
  const f = knownFormatter(zone);
  if (!f) throw new RangeError(`Invalid time zone: ${zone}`);
  return f;
}

function wallParts(
  instantMs: number,
  zone: string,
): [number, number, number, number, number, number] {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instantMs)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!];
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Whether the runtime knows this IANA zone. Asked first on a page, it loads the runtime's date
 * formats (its costliest single step on a slow phone), which is why Checkout and the order quote ask
 * ahead, outside their draw.
 */
export function isValidZone(zone: string): boolean {
  return knownFormatter(zone) !== null;
}

/**
 * The store's local date and minute at an instant.
 * @example zonedTime(Date.parse('2025-01-15T17:30:00Z'), 'America/New_York') // { date: '2025-01-15', minutes: 750 }
 */
export function zonedTime(instantMs: number, zone: string): ZonedTime {
  const [y, m, d, h, min] = wallParts(instantMs, zone);
  return { date: `${pad(y, 4)}-${pad(m)}-${pad(d)}`, minutes: h * 60 + min };
}

/**
 * Minutes the zone is ahead of UTC at an instant (east positive; New York in winter is -300).
 * @example offsetMinutes(Date.parse('2025-07-01T12:00:00Z'), 'America/Los_Angeles') // -420
 */
export function offsetMinutes(instantMs: number, zone: string): number {
  const [y, m, d, h, min, s] = wallParts(instantMs, zone);
  const wallAsUtc = Date.UTC(y, m - 1, d, h, min, s);
  return Math.round((wallAsUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/**
 * The instant a local wall time happens in a zone; `minutes` may exceed 1440 (the next day).
 * @example new Date(zonedToInstant('2025-01-15', 750, 'America/New_York')).toISOString() // '2025-01-15T17:30:00.000Z'
 */
export function zonedToInstant(date: string, minutes: number, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d, 0, minutes);
  const first = naive - offsetMinutes(naive, zone) * 60_000;
  // Near a DST change the offset at the guess can differ from the offset at the answer.
  const second = naive - offsetMinutes(first, zone) * 60_000;
  return second;
}

/**
 * Calendar arithmetic on YYYY-MM-DD.
 * @example addDays('2025-02-28', 1) // '2025-03-01'
 */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * docs/product.md §3 Store `today` format.
 * @example usDate('2025-01-05') // '01/05/2025'
 */
export function usDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * 'YYYY-MM-DD HH:mm' (the ready_ts and dp_stamp format) of an instant in a zone.
 * @example stamp(Date.parse('2025-01-15T17:30:00Z'), 'America/New_York') // '2025-01-15 12:30'
 */
export function stamp(instantMs: number, zone: string): string {
  const t = zonedTime(instantMs, zone);
  return `${t.date} ${pad(Math.floor(t.minutes / 60))}:${pad(t.minutes % 60)}`;
}

/** Parses 'YYYY-MM-DD HH:mm' into a date and minutes, or undefined when it is not a real time. */
export function parseStamp(value: string): ZonedTime | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59)
    return undefined;
  return { date: `${m[1]}-${m[2]}-${m[3]}`, minutes: h * 60 + mi };
}
