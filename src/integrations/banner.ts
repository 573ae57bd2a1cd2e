/**
 * Keeps the guest's answer to the consent banner the shell rendered (src/islands/consent/
 * ConsentBanner.tsx). The banner and its spacer are shown by the page's HTML as it is parsed, with
 * the first paint (src/integrations/consent-first-paint.ts), and only when the guest has not chosen
 * yet: this module shows nothing, so a guest who has chosen never sees it and it never appears
 * twice. Hiding them (`hidden`) is the answer's. The banner never takes focus.
 */
import { saveConsent, type Consent } from './consent.ts';

export function answerConsentBanner(tenant: string, storage: Storage | undefined): void {
  const banner = document.getElementById('sf-consent');
  banner?.addEventListener('click', (event) => {
    const choice = (event.target as Element)
      .closest('[data-consent]')
      ?.getAttribute('data-consent');
    if (choice !== 'granted' && choice !== 'denied') return;
    const hadFocus = banner.contains(document.activeElement);
    // Hidden, the banner stops the first-paint script's ResizeObserver on its next call.
    banner.hidden = true;
    const spacer = document.getElementById('sf-consent-spacer');
    if (spacer) spacer.hidden = true;
    document.body.style.removeProperty('--sf-consent-space');
    saveConsent(tenant, choice satisfies Consent, storage);
    // The pressed button is gone: the guest continues from the page's main content.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  });
}
