/**
 * The consent banner's inline style and two inline scripts, rendered by the shell only on pages that
 * ask for consent (src/layouts/Shell.astro); the page's CSP allows them by their hashes
 * (src/server/csp.ts). They work as the HTML is parsed, so a guest who has not chosen yet sees the banner painted with the page,
 * never a little after it (it would then be the page's largest paint, late, and move the guest's
 * eyes). The guest's answer is src/integrations/banner.ts's, a module that shows nothing.
 *
 * Plain ES2017 in strings: they are not bundled, and every byte is in the HTML of the page.
 */
import { consentKey } from './consent.ts';

/** Set on <html> while the banner asks; CONSENT_STYLE shows the banner and its spacer then. */
export const ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * The banner and its spacer show while the page asks, until the answer hides them (`hidden`,
 * src/integrations/banner.ts). In the head of the pages that ask only: the pages of a chain that
 * never asks carry no byte of it.
 *
 * The banner shows once its last button is parsed, not before: the browser may paint a page it has
 * parsed only part of (a busy or slow phone's parser yields), and a banner fixed to the bottom of
 * the screen that painted with its heading alone would then grow upwards, a layout shift. A browser
 * without `:has()` skips that rule and shows the banner as soon as it is parsed.
 */
export const CONSENT_STYLE =
  '#sf-consent,#sf-consent-spacer{display:none}' +
  `html[${ASK_ATTRIBUTE}] :is(#sf-consent,#sf-consent-spacer):not([hidden]){display:block}` +
  `@supports selector(:has(*)){html[${ASK_ATTRIBUTE}] #sf-consent:not(:has([data-consent=denied])){display:none}}`;

/**
 * In the head, before anything of the body is parsed: whether to ask. It reads the choice as
 * src/integrations/consent.ts does (a value that is not a choice of ours, or storage that throws,
 * reads as "not asked yet"). Deciding here, with the banner's CSS doing the showing, leaves no
 * script to run between parsing the banner and painting it: the browser may paint what it has
 * parsed before it runs a script, and a banner that missed the first paint would be the page's
 * largest paint, late. The shell puts the banner right after the header, before the page's content,
 * for the same reason.
 * @example consentAskScript('burger') // '(function () {… "sf.consent.burger" …})();'
 */
export const consentAskScript = (tenant: string) => `(function () {
  var choice;
  try {
    choice = JSON.parse(localStorage.getItem(${JSON.stringify(consentKey(tenant))})).choice;
  } catch (e) {}
  if (choice !== 'granted' && choice !== 'denied')
    document.documentElement.setAttribute('${ASK_ATTRIBUTE}', '');
})();`;

/**
 * Right after the spacer, at the end of the page: a spacer as tall as the banner keeps the end of the page
 * reachable above it, and the page's least height grows by as much (--sf-consent-space,
 * src/theme/global.css.ts), both at once, so a short page's footer stays where it painted. A
 * ResizeObserver keeps both as tall as the banner until the answer hides it.
 */
export const CONSENT_SPACER_SCRIPT = `(function () {
  if (!document.documentElement.hasAttribute('${ASK_ATTRIBUTE}')) return;
  var banner = document.getElementById('sf-consent');
  var spacer = document.getElementById('sf-consent-spacer');
  var observer;
  var fit = function () {
    if (banner.hidden) return observer.disconnect();
    var height = banner.offsetHeight + 'px';
    spacer.style.height = height;
    document.body.style.setProperty('--sf-consent-space', height);
  };
  fit();
  observer = new ResizeObserver(fit);
  observer.observe(banner);
})();`;
