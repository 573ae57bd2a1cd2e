/**
 * A small client of the OpenFeature Remote Evaluation Protocol (src/lib/flags/ofrep.ts) for the
 * tenant's flag service: one bulk evaluation per refresh, sent with the ETag of the last answer so
 * an unchanged set costs a 304, and a 429's Retry-After respected. Whatever fails, the last good
 * values are kept (a flag service outage never hides a feature).
 */
import type { FlagDocument } from '../../lib/flags/flags.ts';
import { ofrepBulkUrl, parseBulkEvaluation, retryAt } from '../../lib/flags/ofrep.ts';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface FlagClient {
  /** Asks the service again; resolves with the last good document (null before any). Never rejects. */
  refresh(): Promise<FlagDocument | null>;
}

export function ofrepClient(
  baseUrl: string,
  clientKey: string,
  fetchImpl: Fetch = (u, i) => fetch(u, i),
  now: () => number = Date.now,
): FlagClient {
  const url = ofrepBulkUrl(baseUrl);
  let doc: FlagDocument | null = null;
  let etag: string | null = null;
  let notBefore = 0;
  return {
    async refresh() {
      if (now() < notBefore) return doc;
      const headers: Record<string, string> = {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${clientKey}`,
      };
      if (doc && etag) headers['if-none-match'] = etag;
      try {
        const res = await fetchImpl(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ context: {} }),
          credentials: 'omit',
          cache: 'no-store',
        });
        if (res.status === 429) notBefore = retryAt(res.headers.get('retry-after'), now());
        if (!res.ok) return doc;
        const next = parseBulkEvaluation(await res.json());
        if (next) [doc, etag] = [next, res.headers.get('etag')];
      } catch {
        // Offline or refused: the last values stand until the next refresh.
      }
      return doc;
    },
  };
}
