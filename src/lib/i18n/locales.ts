/**
 * The storefront's languages (docs/product.md §2.3 header): which a chain offers (its tenant file's
 * `locales`, the first being its default), where each one's pages live (a URL segment, none for the
 * default), and which one a guest gets when they have not chosen (Accept-Language). Pure: the
 * server (src/server/route.ts) and the build (src/pages/t/[tenant]/[...route].astro) use it.
 */

/** Every language the catalogues (messages/<locale>/) are written in. */
export const LOCALES = ['en', 'es', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];

/** A chain that lists no `locales` is English only, at today's URLs. */
export const DEFAULT_LOCALES: readonly Locale[] = ['en'];

/** The cookie that keeps the guest's choice from the language switcher. */
export const LOCALE_COOKIE = 'locale';

/** Each language's own name, as the switcher shows it (in that language, so a guest finds theirs). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'fr-CA': 'Français',
};

/**
 * The tag Intl formats with: the storefront's chains are North American, so English is US English
 * ("$12.99", "6:45 PM") and Spanish is US Spanish.
 */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = {
  en: 'en-US',
  es: 'es-US',
  'fr-CA': 'fr-CA',
};

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/**
 * A language's URL segment: its tag in lower case.
 * @example localeSegment('fr-CA') // 'fr-ca'
 */
export function localeSegment(locale: Locale): string {
  return locale.toLowerCase();
}

/** The chain's languages, its default first. */
export function tenantLocales(listed: readonly string[] | undefined): readonly Locale[] {
  const known = (listed ?? []).filter(isLocale);
  return known.length ? known : DEFAULT_LOCALES;
}

/**
 * A chain's default language: the first of its `locales`.
 * @example defaultLocale(['fr-CA', 'en']) // 'fr-CA'
 */
export function defaultLocale(locales: readonly string[] | undefined): string {
  return locales?.[0] ?? DEFAULT_LOCALES[0]!;
}

/**
 * Where a language's pages start: '' for the chain's default (today's URLs), '/<segment>' for the
 * others.
 * @example localePrefix(['en', 'fr-CA'], 'fr-CA') // '/fr-ca'
 */
export function localePrefix(locales: readonly Locale[], locale: Locale): string {
  return locale === locales[0] ? '' : `/${localeSegment(locale)}`;
}

/**
 * A request path split into its language and the path without the language's segment; a path
 * without one of the chain's other languages' segments is in its default language.
 * @example splitLocale('/fr-ca/checkout', ['en', 'fr-CA']) // { locale: 'fr-CA', path: '/checkout', prefixed: true }
 */
export function splitLocale(
  pathname: string,
  locales: readonly Locale[],
): { locale: Locale; path: string; prefixed: boolean } {
  const segment = pathname.split('/')[1]?.toLowerCase();
  const locale = locales.slice(1).find((l) => localeSegment(l) === segment);
  if (!locale) return { locale: locales[0] ?? 'en', path: pathname, prefixed: false };
  const rest = pathname.slice(segment!.length + 1);
  return { locale, path: rest.startsWith('/') ? rest : `/${rest}`, prefixed: true };
}

/**
 * The same page in another of the chain's languages (the switcher's links, hreflang).
 * @example localizedPath('/fr-ca/menu/301', 'en', ['en', 'fr-CA']) // '/menu/301'
 */
export function localizedPath(pathname: string, to: Locale, locales: readonly Locale[]): string {
  const { path } = splitLocale(pathname, locales);
  const prefix = localePrefix(locales, to);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * Where a link of a page in one of the chain's other languages leads: a path of the storefront
 * without a language segment stays in the page's language (instead of a redirect by the server);
 * the switcher's links, other languages' paths, API paths and other sites are left as they are.
 * @example linkInLocale('/content-hub', 'fr-CA', ['en', 'fr-CA']) // '/fr-ca/content-hub'
 */
export function linkInLocale(pathname: string, locale: Locale, locales: readonly Locale[]): string {
  if (locale === locales[0] || /^\/(api|__sandbox|_astro)\//.test(pathname)) return pathname;
  if (LOCALES.some((l) => new RegExp(`^/${localeSegment(l)}(/|$)`, 'i').test(pathname)))
    return pathname;
  return localizedPath(pathname, locale, locales);
}

/**
 * The chain's language that best matches an Accept-Language header (RFC 9110 §12.5.4): by quality,
 * an exact tag first, then a tag of the same language ('fr' or 'fr-FR' → 'fr-CA', 'en-GB' → 'en').
 * Undefined when none matches (the chain's default applies).
 * @example negotiateLocale('fr-FR,fr;q=0.9,en;q=0.5', ['en', 'fr-CA']) // 'fr-CA'
 */
export function negotiateLocale(
  header: string | undefined,
  locales: readonly Locale[],
): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.tag && r.tag !== '*' && r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    const exact = locales.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const same = locales.find((l) => l.toLowerCase().split('-')[0] === language);
    if (same) return same;
  }
  return undefined;
}

/**
 * The language a guest asking for a default-language URL should see: the one they chose (the
 * cookie) when the chain offers it, else the best for Accept-Language, else the default.
 */
export function preferredLocale(
  chosen: string | undefined,
  acceptLanguage: string | undefined,
  locales: readonly Locale[],
): Locale {
  if (isLocale(chosen) && locales.includes(chosen)) return chosen;
  return negotiateLocale(acceptLanguage, locales) ?? locales[0] ?? 'en';
}

/**
 * One cookie's value from a Cookie header.
 * @example cookieValue('a=1; locale=fr-CA', 'locale') // 'fr-CA'
 */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
