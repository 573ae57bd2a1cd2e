/**
 * Error and real-user monitoring, a necessary service (no consent asked): uncaught errors,
 * unhandled rejections and Core Web Vitals, each sent as one beacon to the tenant's collector.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { PageIntegrations } from './config.ts';
import { beaconBody, errorReport, sampled, vitalReport, type Report } from './monitoring-data.ts';

/** A page caught in an error loop must not flood the collector. */
const MAX_REPORTS = 30;

export function startMonitoring(monitoring: NonNullable<PageIntegrations['monitoring']>): void {
  if (!sampled(monitoring.sampleRate)) return;
  let sent = 0;
  const send = (report: Report) => {
    if (sent++ >= MAX_REPORTS) return;
    const body = beaconBody(monitoring.key, location.pathname, report);
    if (navigator.sendBeacon?.(monitoring.collector, body)) return;
    void fetch(monitoring.collector, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  };
  addEventListener('error', (e) =>
    send(
      errorReport('error', e.error ?? e.message, {
        source: e.filename,
        line: e.lineno,
        column: e.colno,
      }),
    ),
  );
  addEventListener('unhandledrejection', (e) => send(errorReport('rejection', e.reason)));
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => send(vitalReport(metric)));
}
