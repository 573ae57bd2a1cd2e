/**
 * The language of what the sandbox sends a guest (codes, confirmations, order notices; the outbox):
 * the call's Accept-Language, which the storefront sets to the page's language and the proxy passes
 * on (docs/architecture.md §4b), else English. Its texts are the `mail` and `sms` catalogue areas;
 * this is server code, so all three catalogues are imported, not the build's `#messages`.
 */
import * as en from '../../generated/messages/en.ts';
import * as es from '../../generated/messages/es.ts';
import * as frCA from '../../generated/messages/fr-CA.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { INTL_LOCALES, LOCALES, negotiateLocale, type Locale } from '../../lib/i18n/locales.ts';
import { dollars } from '../orders/charges.ts';

/** A language's texts of what the sandbox sends. */
export type Messages = Pick<
  typeof en,
  Extract<keyof typeof en, `mail_${string}` | `sms_${string}`>
>;

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
