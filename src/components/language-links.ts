/**
 * The language switcher's links (LanguageSwitcher.astro) set to this page's URL in each language,
 * with its query: the prerendered links know only the screen, not the store or order in the URL.
 * On a page in another language than the chain's default, the storefront's own links are followed
 * in that language (the server would otherwise redirect each one by the kept choice). Loaded only
 * by chains that offer more than one language.
 */
import { isLocale, linkInLocale, localeSegment, splitLocale } from '../lib/i18n/locales.ts';

const nav = document.querySelector<HTMLElement>('[data-locales]');
const locales = (nav?.dataset.locales ?? '').split(' ').filter(isLocale);
const { path } = splitLocale(location.pathname, locales);
for (const a of nav?.querySelectorAll<HTMLAnchorElement>('a[data-locale]') ?? []) {
  const to = a.dataset.locale;
  if (isLocale(to)) a.href = `/${localeSegment(to)}${path === '/' ? '' : path}${location.search}`;
}

const { locale, prefixed } = splitLocale(location.pathname, locales);
if (prefixed)
  // Capture: the link's target is set before any handler or the browser follows it.
  addEventListener(
    'click',
    (e) => {
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || a.origin !== location.origin) return;
      if (a.hasAttribute('data-locale')) return;
      const to = linkInLocale(a.pathname, locale, locales);
      if (to !== a.pathname) a.href = `${to}${a.search}${a.hash}`;
    },
    true,
  );
