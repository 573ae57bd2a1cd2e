/**
 * The consent banner's first-paint script, rendered by the shell as an inline script right after
 * the banner and its spacer (src/layouts/Shell.astro), only on pages that ask for consent. It runs
 * as the HTML is parsed, before the page's first paint: a guest who has not chosen yet sees the
 * banner painted with the page, never a little after it (it would then be the page's largest paint,
 * late, and move the guest's eyes). The page's CSP allows it by its hash (src/server/csp.ts).
 *
 * It reads the choice as src/integrations/consent.ts does: the key the banner names
 * (`data-storage-key`, consentKey), a value that is not a choice of ours or storage that throws
 * reads as "not asked yet". A spacer as tall as the banner keeps the end of the page reachable
 * above it, and the page's least height grows by as much (--sf-consent-space,
 * src/theme/global.css.ts), set before the first paint so nothing shifts; a ResizeObserver keeps
 * both as tall as the banner until it is hidden. The guest's answer is src/integrations/banner.ts's
 * (a module: it only handles the buttons, and shows nothing).
 *
 * Plain ES2017 in a string: it is not bundled, and every byte is in the HTML of the page.
 */
export const CONSENT_FIRST_PAINT_SCRIPT = `(function () {
  var banner = document.getElementById('sf-consent');
  var spacer = document.getElementById('sf-consent-spacer');
  var choice;
  try {
    choice = JSON.parse(localStorage.getItem(banner.dataset.storageKey)).choice;
  } catch (e) {}
  if (choice === 'granted' || choice === 'denied') return;
  banner.hidden = spacer.hidden = false;
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
