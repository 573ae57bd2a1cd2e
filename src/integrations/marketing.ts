/**
 * The marketing services, started only after the guest accepted (start.ts): the Meta pixel through
 * the vendor's `fbq` queue and the tag manager through `dataLayer`, both fed the same events
 * (events.ts). A purchase, noted on Confirmation where no marketing runs, is sent from here.
 */
import type { PageIntegrations } from './config.ts';
import { isMarketing, marketingCalls, type MarketingEvent } from './events.ts';
import type { IntegrationEvent } from './index.ts';
import { takePendingPurchase } from './pending.ts';
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
  const purchase = () => {
    try {
      const event = takePendingPurchase(sessionStorage);
      if (event) send(event);
    } catch {
      // Storage off: no purchase was kept either.
    }
  };
  send({ type: 'marketing.page-view' });
  const recorder = (window.__storefrontEvents ??= []);
  if (replay)
    for (const e of recorder) if (isMarketing(e) && e.type !== 'marketing.purchase') send(e);
  purchase();
  // What the page tracks from now on reaches the services too (track() only pushes to the recorder).
  const push = recorder.push.bind(recorder);
  recorder.push = (...events: IntegrationEvent[]) => {
    const length = push(...events);
    for (const e of events)
      if (e.type === 'marketing.purchase') purchase();
      else if (isMarketing(e)) send(e);
    return length;
  };
}
