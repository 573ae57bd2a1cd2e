/**
 * The page's entry to its tenant's outside services, rendered only on pages whose tenant configures
 * one (src/components/IntegrationCsp.astro). Each service is its own lazily loaded module, fetched
 * once the page is interactive (after `load`, at the next idle moment); marketing waits for the
 * guest's consent besides, and never loads once refused. Every byte here is first-load JavaScript
 * of the tenant's pages: the rest belongs in the lazy modules.
 */
import type { PageIntegrations } from './config.ts';
import { showConsentBanner } from './banner.ts';
import { CONSENT_EVENT, PENDING_PURCHASE_KEY, readConsent, type Consent } from './consent.ts';

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
const monitoring = page?.monitoring;
const widget = page?.widget;
if (monitoring)
  void interactive.then(() => import('./monitoring.ts')).then((m) => m.startMonitoring(monitoring));
if (widget) void interactive.then(() => import('./widget.ts')).then((m) => m.startWidget(widget));
if (page?.notePurchase && readConsent(page.tenant, storage()) === 'granted')
  void interactive.then(() => import('./purchase.ts')).then((m) => m.notePurchase());
if (page && (page.pixel || page.tagManager)) {
  const marketing = (replay: boolean) =>
    void interactive
      .then(() => import('./marketing.ts'))
      .then((m) => m.startMarketing(page, replay));
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
