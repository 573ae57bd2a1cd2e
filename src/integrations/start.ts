/**
 * The page's entry to its tenant's outside services, rendered only on pages whose tenant configures
 * one (src/components/IntegrationCsp.astro). Each service is its own module, fetched only once the
 * page is interactive (after `load`, at the next idle moment); marketing waits for the
 * guest's consent besides, and never loads once refused. Every byte here is first-load JavaScript
 * of the tenant's pages: the rest belongs in the lazy modules.
 */
import { answerConsentBanner } from './banner.ts';
import type { PageIntegrations } from './config.ts';
import { CONSENT_EVENT, readConsent, type Consent } from './consent.ts';

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

/**
 * The page's settings. Read here and again by each service's module (page-config.ts): a module both
 * used would become a file of its own, one more request on every first load.
 */
function pageConfig(): PageIntegrations | null {
  try {
    return JSON.parse(
      document.getElementById('sf-integrations')?.textContent ?? 'null',
    ) as PageIntegrations | null;
  } catch {
    return null;
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
if (page?.flags) whenInteractive('flags');
if (page?.fraud) whenInteractive('fraud');
if (page?.notePurchase && readConsent(page.tenant, storage()) === 'granted')
  whenInteractive('purchase');
if (page && (page.pixel || page.tagManager)) {
  const marketing = (replay: boolean) => {
    const config = document.getElementById('sf-integrations');
    // Read by entries/marketing.ts (page-config.ts REPLAY_FLAG).
    if (config && replay) config.dataset.replay = '1';
    whenInteractive('marketing');
  };
  const choice = readConsent(page.tenant, storage());
  if (choice === 'granted') marketing(true);
  else if (choice === undefined) {
    addEventListener(CONSENT_EVENT, function chosen(event) {
      const detail = (event as CustomEvent<{ tenant: string; choice: Consent }>).detail;
      if (detail.tenant !== page.tenant) return;
      removeEventListener(CONSENT_EVENT, chosen);
      if (detail.choice === 'granted') marketing(false);
    });
    // The page's HTML has shown the banner already (consent-first-paint.ts): only its answer is
    // left to handle here.
    answerConsentBanner(page.tenant, storage());
  }
}
