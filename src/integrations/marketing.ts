/**
 * The marketing services, started only after the guest accepted (start.ts): the Meta pixel through
 * the vendor's `fbq` queue and the tag manager through `dataLayer`, both fed the same events
 * (events.ts). A purchase was recorded on Checkout, where no marketing runs, and is sent here.
 */
import type { PageIntegrations } from './config.ts';
import { isMarketing, marketingCalls, type MarketingEvent } from './events.ts';
import { PENDING_PURCHASES_KEY, type IntegrationEvent } from './index.ts';
import { loadScript, withId } from './load-script.ts';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

/** The vendor's documented stub: calls queue until fbevents.js takes them. */
function pixelStub(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq: Fbq = Object.assign(
    (...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    },
    { queue: [] as unknown[], loaded: true, version: '2.0' },
  );
  window.fbq = window._fbq = fbq;
  return fbq;
}

/** Purchases waiting since Checkout: only well-formed ones, then none. */
export function takePendingPurchases(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): MarketingEvent[] {
  let list: unknown;
  try {
    list = JSON.parse(storage.getItem(PENDING_PURCHASES_KEY) ?? '[]');
    storage.removeItem(PENDING_PURCHASES_KEY);
  } catch {
    return [];
  }
  return (Array.isArray(list) ? list : []).filter(
    (e): e is Extract<IntegrationEvent, { type: 'marketing.purchase' }> =>
      !!e &&
      typeof e === 'object' &&
      (e as { type?: unknown }).type === 'marketing.purchase' &&
      Number.isInteger((e as { orderId?: unknown }).orderId) &&
      Number.isFinite((e as { valueCents?: unknown }).valueCents),
  );
}

/**
 * Starts the pixel and the tag manager. `replay`: consent was given before this page, so what the
 * page recorded before the services loaded is theirs too; consent given on this page starts afresh.
 */
export function startMarketing(page: PageIntegrations, replay: boolean): void {
  const fbq = page.pixel ? pixelStub() : undefined;
  if (page.pixel && fbq) {
    fbq('init', page.pixel.id);
    void loadScript(page.pixel.script).catch(() => undefined);
  }
  const layer = page.tagManager ? (window.dataLayer ??= []) : undefined;
  if (page.tagManager && layer) {
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void loadScript(withId(page.tagManager.script, page.tagManager.id)).catch(() => undefined);
  }
  const send = (event: MarketingEvent) => {
    const calls = marketingCalls(event, page.currency);
    fbq?.(...calls.pixel);
    layer?.push(calls.dataLayer);
  };
  const purchases = () => {
    try {
      takePendingPurchases(sessionStorage).forEach(send);
    } catch {
      // Storage off: no purchase was kept either.
    }
  };
  send({ type: 'marketing.page-view' });
  if (replay)
    for (const e of window.__storefrontEvents ?? [])
      if (isMarketing(e) && e.type !== 'marketing.purchase') send(e);
  purchases();
  window.__storefrontDeliver = (event) => {
    if (event.type === 'marketing.purchase') purchases();
    else if (isMarketing(event)) send(event);
  };
}
