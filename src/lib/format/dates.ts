/**
 * Dates (SPEC §9 "Money and dates"): "MMM D, YYYY", or "MMM D, YYYY, h:mm A" with a time. The wall
 * clock shown is the one written in the value (a store's local time), never the browser's zone.
 */
import dayjs from 'dayjs';

const DATE = 'MMM D, YYYY';
const DATE_TIME = 'MMM D, YYYY, h:mm A';

/** "YYYY-MM-DD", "YYYY-MM-DD HH:mm[:ss]" or ISO with a T; any zone suffix is ignored. */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

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
  const [, y, mo, d, h = '00', mi = '00'] = m;
  const parsed = dayjs(`${y}-${mo}-${d}T${h}:${mi}:00`);
  if (!parsed.isValid() || parsed.month() + 1 !== Number(mo)) return '';
  return parsed.format(options.time ? DATE_TIME : DATE);
}
