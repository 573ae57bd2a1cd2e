/**
 * What error and real-user monitoring sends (docs/product.md §1): sampled per page view, and
 * scrubbed of personal data — no query strings or fragments of any URL, no e-mail addresses —
 * before it leaves.
 */

/**
 * Whether this page view reports, for a rate from 0 to 1.
 * @example sampled(0.25, () => 0.1) // true
 */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  if (!(rate > 0)) return false;
  return rate >= 1 || random() < rate;
}

const EMAIL = /[^\s@"'<>()[\]:;,]+@[^\s@"'<>()[\]:;,]+\.[a-z]{2,}/gi;
/** A URL or a path, then its query or fragment. */
const URL_TAIL = /((?:\b[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#"'()]*)[?#][^\s"'()]*/gi;

/**
 * @example scrub('at https://x.example/a?email=b@c.io:1:2') // 'at https://x.example/a'
 * @example scrub('No account for ann@example.com') // 'No account for [email]'
 */
export function scrub(text: string, max = 1000): string {
  return text.replace(URL_TAIL, '$1').replace(EMAIL, '[email]').slice(0, max);
}

export type Report =
  | {
      type: 'error' | 'rejection';
      name: string;
      message: string;
      source?: string;
      line?: number;
      column?: number;
      stack?: string;
    }
  | {
      type: 'vital';
      name: string;
      value: number;
      rating: string;
      id: string;
      navigationType?: string;
    };

/** An uncaught error or an unhandled rejection's reason, as a report. */
export function errorReport(
  type: 'error' | 'rejection',
  reason: unknown,
  where: { source?: string; line?: number; column?: number } = {},
): Report {
  const err = reason instanceof Error ? reason : undefined;
  const report: Report = {
    type,
    name: err?.name ?? typeof reason,
    message: scrub(err ? err.message : String(reason)),
  };
  if (where.source) report.source = scrub(where.source, 300);
  if (where.line) report.line = where.line;
  if (where.column) report.column = where.column;
  if (err?.stack) report.stack = scrub(err.stack, 2000);
  return report;
}

/** A Core Web Vitals metric (web-vitals' shape), as a report. */
export function vitalReport(metric: {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType?: string;
}): Report {
  const report: Report = {
    type: 'vital',
    name: metric.name,
    value: Math.round(metric.value * 1000) / 1000,
    rating: metric.rating,
    id: metric.id,
  };
  if (metric.navigationType) report.navigationType = metric.navigationType;
  return report;
}

/** The beacon's text: the public key, the page's path (scrubbed) and one report. */
export function beaconBody(key: string, path: string, report: Report): string {
  return JSON.stringify({ key, path: scrub(path, 300), report });
}
