/**
 * Which languages need a build of their own, and what of each such build joins the default one
 * (scripts/build-locales.ts). Pure, so it is tested without building.
 */
import { localeSegment, tenantLocales, type Locale } from '../src/lib/i18n/locales.ts';

/** The default build's language: every other language a chain lists is built once more. */
export const BUILD_LOCALE: Locale = 'en';

/** The languages beside English that at least one chain lists, in the catalogues' order. */
export function extraLocales(tenants: readonly { locales?: readonly string[] }[]): Locale[] {
  const listed = new Set(tenants.flatMap((t) => tenantLocales(t.locales)));
  return [...listed].filter((l) => l !== BUILD_LOCALE).sort();
}

/**
 * The folders of a language's build, under its client folder, that join the default build's: the
 * content-hashed scripts and styles, and each chain's pages in that language (all of the chain's
 * folder when it is the chain's default language, which the default build then left out).
 * @example mergedFolders([{ id: 'taco', locales: ['en', 'fr-CA'] }], 'fr-CA') // ['_astro', 't/taco/fr-ca']
 */
export function mergedFolders(
  tenants: readonly { id: string; locales?: readonly string[] }[],
  locale: Locale,
): string[] {
  const folders = ['_astro'];
  for (const t of tenants) {
    const locales = tenantLocales(t.locales);
    if (!locales.includes(locale)) continue;
    folders.push(locale === locales[0] ? `t/${t.id}` : `t/${t.id}/${localeSegment(locale)}`);
  }
  return folders;
}
