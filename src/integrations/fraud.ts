/**
 * Fraud detection (SPEC §1, §2.1, §7.7), a necessary service: the device fingerprint for the
 * signed-in customer (now, and again after a sign-in), and the page views and login views the
 * page recorded, sent to the tenant's fraud collector as they happen.
 */
import type { IntegrationEvent } from './index.ts';
import type { PageIntegrations } from './config.ts';
import { $loggedIn } from '../stores/account/session.ts';
import { takeFingerprint } from '../stores/fraud/fingerprint.ts';

type Fraud = NonNullable<PageIntegrations['fraud']>;

const isFraudEvent = (e: IntegrationEvent) => e.type.startsWith('fraud.');

export function startFraud(fraud: Fraud): void {
  void takeFingerprint(fraud.provider);
  $loggedIn.listen((loggedIn) => {
    if (loggedIn) void takeFingerprint(fraud.provider);
  });
  const collector = fraud.collector;
  if (!collector) return;
  const send = (event: IntegrationEvent) => {
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
    events.filter(isFraudEvent).forEach(send);
    return length;
  };
}
