/**
 * The language switcher's links (LanguageSwitcher.astro) set to this page's URL in each language,
 * with its query: the prerendered links know only the screen, not the store or order in the URL.
 * Loaded only by chains that offer more than one language.
 */
import { isLocale, localeSegment, splitLocale } from '../lib/i18n/locales.ts';

const nav = document.querySelector<HTMLElement>('[data-locales]');
const locales = (nav?.dataset.locales ?? '').split(' ').filter(isLocale);
const { path } = splitLocale(location.pathname, locales);
for (const a of nav?.querySelectorAll<HTMLAnchorElement>('a[data-locale]') ?? []) {
  const to = a.dataset.locale;
  if (isLocale(to)) a.href = `/${localeSegment(to)}${path === '/' ? '' : path}${location.search}`;
}
