/**
 * The language of what the sandbox sends a guest (codes, confirmations, order notices; the outbox)
 * and of the refusals it answers with: the call's Accept-Language, which the storefront sets to the
 * page's language and the proxy passes on (docs/architecture.md §4b), else English. Its texts are
 * the `mail`, `sms` and `api` catalogue areas, and the screens' own words where a refusal repeats
 * them (`checkin`, `menu`, `schedule`); this is server code, so all three catalogues are imported,
 * not the build's `#messages`.
 */
import * as en from '../../generated/messages/en.ts';
import * as es from '../../generated/messages/es.ts';
import * as frCA from '../../generated/messages/fr-CA.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { INTL_LOCALES, LOCALES, negotiateLocale, type Locale } from '../../lib/i18n/locales.ts';
import { TIME_OF_DAY } from '../../lib/schedule/format.ts';
import { addDays } from '../../lib/time/zone.ts';
import { dollars } from '../orders/charges.ts';

type Catalogue = typeof en;
/** The sandbox's own areas, and the screens' words a refusal repeats (the day labels of times). */
type Key =
  | Extract<keyof Catalogue, `${'mail' | 'sms' | 'api' | 'checkin' | 'menu'}_${string}`>
  | 'schedule_today'
  | 'schedule_tomorrow'
  | 'schedule_weekday';

/** A language's texts of what the sandbox sends and answers (a constant is any language's text). */
export type Messages = {
  readonly [K in Key]: Catalogue[K] extends string ? string : Catalogue[K];
};

/**
 * A text for the guest, written in their language when the answer is made: from that language's
 * catalogue, with money and times as it writes them.
 * @example const text: GuestText = (t) => t.api_emailTaken
 */
export type GuestText = (t: Messages, locale: Locale) => string;

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, es, 'fr-CA': frCA };

/**
 * The guest's language from a call's Accept-Language: the best of the storefront's languages, else
 * English.
 * @example guestLocale('fr-CA') // 'fr-CA'
 */
export function guestLocale(acceptLanguage: string | null | undefined): Locale {
  return negotiateLocale(acceptLanguage ?? undefined, LOCALES) ?? 'en';
}

/** A language's texts. */
export function messagesOf(locale: Locale): Messages {
  return CATALOGUES[locale];
}

/**
 * An amount as the guest's language writes it; English keeps the sandbox's "$12.34".
 * @example guestMoney(1234, 'fr-CA') // '12,34 $'
 */
export function guestMoney(cents: number, locale: Locale): string {
  if (locale === 'en') return dollars(cents);
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

const STAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/**
 * A store-clock time ('2026-11-23 13:45') as the guest's language writes a date and time; English
 * keeps "Nov 23, 2026, 1:45 PM".
 * @example guestTime('2026-11-23 13:45', 'fr-CA') // '23 nov. 2026, 13 h 45'
 */
export function guestTime(stamp: string, locale: Locale): string {
  const m = STAMP.exec(stamp.trim());
  if (locale === 'en' || !m) return formatDate(stamp, { time: true });
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day, hour, minute));
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * A wall clock (an instant read in UTC) as the guest's language writes it, like the screens do
 * (src/lib/schedule/format.ts `usClock`, plain spaces): English '6:45 PM', fr-CA '18 h 45'.
 * @example guestClock(Date.UTC(2025, 5, 12, 18, 45), { hour: 'numeric', minute: '2-digit' }, 'fr-CA') // '18 h 45'
 */
export function guestClock(at: number, form: Intl.DateTimeFormatOptions, locale: Locale): string {
  const key = `${locale} ${JSON.stringify(form)}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...form, timeZone: 'UTC' });
    clocks.set(key, clock);
  }
  return clock.format(at).replace(/\s/g, ' ');
}

/**
 * Minutes of a day as the guest's language writes the time (wrapping past midnight).
 * @example guestHour(1185, 'fr-CA') // '19 h 45'
 */
export function guestHour(minutes: number, locale: Locale): string {
  return guestClock((((minutes % 1440) + 1440) % 1440) * 60_000, TIME_OF_DAY, locale);
}

/**
 * The schedule's day label (src/lib/schedule/format.ts `dayLabel`) in the guest's language.
 * @example guestDay('2026-11-24', '2026-11-23', 'es') // 'Mañana (11/24)'
 */
export function guestDay(date: string, today: string, locale: Locale): string {
  const t = messagesOf(locale);
  const at = Date.parse(`${date}T00:00Z`);
  const md = guestClock(at, { month: '2-digit', day: '2-digit' }, locale);
  if (date === today) return t.schedule_today({ date: md });
  if (date === addDays(today, 1)) return t.schedule_tomorrow({ date: md });
  const weekday = guestClock(at, { weekday: 'long' }, locale);
  return t.schedule_weekday({
    weekday: weekday.charAt(0).toLocaleUpperCase(INTL_LOCALES[locale]) + weekday.slice(1),
    date: md,
  });
}
