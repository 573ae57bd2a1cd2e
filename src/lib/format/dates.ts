/**
 * Dates (docs/product.md §9 "Money and dates"): "MMM D, YYYY", or "MMM D, YYYY, h:mm A" with a
 * time. The wall clock shown is the one written in the value (a store's local time), never the
 * browser's zone.
 */
// Formatted by hand: the two formats need no date library, and this module is on the first load of
// Confirmation, Order history and Check-in.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]" or ISO with a T; any zone suffix is ignored. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * @example formatDate('2026-11-22') // 'Nov 22, 2026'
 * @example formatDate('2026-11-22 18:05', { time: true }) // 'Nov 22, 2026, 6:05 PM'
 */
export function formatDate(
  value: string | null | undefined,
  options: { time?: boolean } = {},
): string {
  const m = value ? LOCAL.exec(value.trim()) : null;
  if (!m) return '';
  const [year, month, day, hour, minute] = m.slice(1, 6).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return '';
  if (hour > 23 || minute > 59) return '';
  const date = `${MONTHS[month - 1]} ${day}, ${year}`;
  if (!options.time) return date;
  const h12 = hour % 12 || 12;
  return `${date}, ${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
