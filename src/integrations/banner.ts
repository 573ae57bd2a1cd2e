/**
 * Shows the consent banner the shell rendered hidden (src/islands/consent/ConsentBanner.tsx) and
 * keeps the guest's choice. It appears with the page's first paint when the guest has not chosen yet
 * and never takes focus; a spacer as tall as the banner keeps the end of the page reachable above it.
 * The page's least height grows by the spacer's (--sf-consent-space, src/theme/global.css.ts), so a
 * page shorter than the window keeps its footer where it painted rather than lifting it by the
 * banner's height after the first paint (a layout shift).
 */
import { saveConsent, type Consent } from './consent.ts';

export function showConsentBanner(tenant: string, storage: Storage | undefined): void {
  const banner = document.getElementById('sf-consent');
  const spacer = document.getElementById('sf-consent-spacer');
  if (!banner) return;
  banner.hidden = false;
  const fit = new ResizeObserver(() => {
    if (spacer) spacer.style.height = `${banner.offsetHeight}px`;
    document.body.style.setProperty('--sf-consent-space', `${banner.offsetHeight}px`);
  });
  if (spacer) spacer.hidden = false;
  fit.observe(banner);
  banner.addEventListener('click', (event) => {
    const choice = (event.target as Element)
      .closest('[data-consent]')
      ?.getAttribute('data-consent');
    if (choice !== 'granted' && choice !== 'denied') return;
    const hadFocus = banner.contains(document.activeElement);
    fit.disconnect();
    banner.hidden = true;
    if (spacer) spacer.hidden = true;
    document.body.style.removeProperty('--sf-consent-space');
    saveConsent(tenant, choice satisfies Consent, storage);
    // The pressed button is gone: the guest continues from the page's main content.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  });
}
