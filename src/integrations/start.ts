/**
 * The page's entry to its tenant's outside services, rendered only on pages whose tenant configures
 * one (src/components/IntegrationCsp.astro). Each service is its own lazily loaded module, fetched
 * once the page is interactive (after `load`, at the next idle moment); marketing waits for the
 * guest's consent besides, and never loads once refused.
 */
import type { PageIntegrations } from './config.ts';
import { CONSENT_EVENT, readConsent, type Consent } from './consent.ts';
import { PENDING_PURCHASES_KEY } from './index.ts';

function pageConfig(): PageIntegrations | null {
  try {
    return JSON.parse(
      document.getElementById('sf-integrations')?.textContent ?? 'null',
    ) as PageIntegrations | null;
  } catch {
    return null;
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

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

const page = pageConfig();
if (page) {
  if (page.monitoring) {
    const monitoring = page.monitoring;
    void interactive
      .then(() => import('./monitoring.ts'))
      .then((m) => m.startMonitoring(monitoring));
  }
  if (page.widget) {
    const widget = page.widget;
    void interactive.then(() => import('./widget.ts')).then((m) => m.startWidget(widget));
  }
  if (page.pixel || page.tagManager) {
    const marketing = (alreadyGranted: boolean) =>
      void interactive
        .then(() => import('./marketing.ts'))
        .then((m) => m.startMarketing(page, alreadyGranted));
    const choice = readConsent(page.tenant, storage());
    if (choice === 'granted') marketing(true);
    else if (choice === 'denied') forgetPurchases();
    else
      addEventListener(CONSENT_EVENT, function chosen(event) {
        const detail = (event as CustomEvent<{ tenant: string; choice: Consent }>).detail;
        if (detail.tenant !== page.tenant) return;
        removeEventListener(CONSENT_EVENT, chosen);
        if (detail.choice === 'granted') marketing(false);
        else forgetPurchases();
      });
  }
}

/** A guest who refused marketing has no purchase waiting to be reported. */
function forgetPurchases(): void {
  try {
    sessionStorage.removeItem(PENDING_PURCHASES_KEY);
  } catch {
    // Nothing stored, or storage off: nothing to forget.
  }
}
