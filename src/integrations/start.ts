/**
 * The page's entry to its tenant's outside services, rendered only on pages whose tenant configures
 * one (src/components/IntegrationCsp.astro). Each service is its own module, fetched only once the
 * page is interactive (after `load`, at the next idle moment); marketing waits for the
 * guest's consent besides, and never loads once refused. Every byte here is first-load JavaScript
 * of the tenant's pages: the rest belongs in the lazy modules.
 */
import { showConsentBanner } from './banner.ts';
import { CONSENT_EVENT, PENDING_PURCHASE_KEY, readConsent, type Consent } from './consent.ts';
import { pageConfig, REPLAY_FLAG } from './page-config.ts';

/**
 * Starts one service: its module script waits, inert, in a <template> the component rendered
 * (IntegrationCsp.astro), and runs once copied into the document. A dynamic import() would do
 * the same, but its preload helper lives in the islands' shared chunk, and a static import of that
 * chunk from this script would hold the page's `load` event until the islands' code had arrived.
 */
function activate(name: string): void {
  const template = document.getElementById(`sf-load-${name}`);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const inert of template.content.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.type = 'module';
    if (inert.src) script.src = inert.src;
    else script.textContent = inert.textContent;
    document.head.append(script);
  }
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

const interactive = new Promise<void>((resolve) => {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve(), { timeout: 4000 })
      : setTimeout(resolve, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
});

const page = pageConfig();
const whenInteractive = (name: string) => void interactive.then(() => activate(name));
if (page?.monitoring) whenInteractive('monitoring');
if (page?.widget) whenInteractive('widget');
if (page?.notePurchase && readConsent(page.tenant, storage()) === 'granted')
  whenInteractive('purchase');
if (page && (page.pixel || page.tagManager)) {
  const marketing = (replay: boolean) => {
    const config = document.getElementById('sf-integrations');
    if (config && replay) config.dataset[REPLAY_FLAG] = '1';
    whenInteractive('marketing');
  };
  const choice = readConsent(page.tenant, storage());
  if (choice === 'granted') marketing(true);
  else if (choice === 'denied') forgetPurchase();
  else {
    addEventListener(CONSENT_EVENT, function chosen(event) {
      const detail = (event as CustomEvent<{ tenant: string; choice: Consent }>).detail;
      if (detail.tenant !== page.tenant) return;
      removeEventListener(CONSENT_EVENT, chosen);
      if (detail.choice === 'granted') marketing(false);
      else forgetPurchase();
    });
    void interactive.then(() => showConsentBanner(page.tenant, storage()));
  }
}

/** A guest who refused marketing has no purchase waiting to be reported. */
function forgetPurchase(): void {
  try {
    sessionStorage.removeItem(PENDING_PURCHASE_KEY);
  } catch {
    // Nothing stored, or storage off: nothing to forget.
  }
}
