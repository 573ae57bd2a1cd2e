/**
 * Fraud detection (docs/product.md §1, §2.1, §7.7), a necessary service: the device fingerprint of
 * a signed-in customer, and the page views and login views the page recorded, sent to the tenant's
 * fraud collector as they happen.
 */
import type { IntegrationEvent } from './index.ts';
import type { PageIntegrations } from './config.ts';

type Fraud = NonNullable<PageIntegrations['fraud']>;

const isFraudEvent = (e: IntegrationEvent) => e.type.startsWith('fraud.');

/**
 * The fingerprint goes with the payment, which takes it itself if need be; with a collector it is
 * also taken right after a sign-in, and its code is fetched only then.
 */
const fingerprint = (provider: string) =>
  void import('../stores/fraud/fingerprint.ts').then((m) => m.takeFingerprint(provider));

export function startFraud(fraud: Fraud): void {
  const collector = fraud.collector;
  const send = (event: IntegrationEvent) => {
    if (!collector) return;
    const body = JSON.stringify({ provider: fraud.provider, event, at: new Date().toISOString() });
    if (!navigator.sendBeacon?.(collector, body))
      void fetch(collector, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(
        () => undefined,
      );
  };
  const recorder = (window.__storefrontEvents ??= []);
  recorder.filter(isFraudEvent).forEach(send);
  const push = recorder.push.bind(recorder);
  recorder.push = (...events: IntegrationEvent[]) => {
    const length = push(...events);
    for (const event of events.filter(isFraudEvent)) {
      send(event);
      // A sign-in on this page (src/stores/account/sign-in.ts tracks it): take the fingerprint.
      if (event.type === 'fraud.login') fingerprint(fraud.provider);
    }
    return length;
  };
}
