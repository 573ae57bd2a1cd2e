/**
 * The proxy's reading of a tenant API's answer (docs/architecture.md §6): proven to be JSON,
 * bounded in nesting, and sent on under `data` with `auth_cookie` taken out wherever it appears and
 * the chain's own texts in the page's language (§4b); an answer that needs none of that work is not
 * parsed and serialised again. Also the proxy's own JSON answers and refusals.
 */
import { nestedDeeperThan } from '../lib/json/depth.ts';
import { localizeTree } from '../lib/i18n/localized.ts';
import { removeKeyDeep } from './proxy-rules.ts';
import type { ProxyAnswer, UpstreamResponse } from './proxy-context.server.ts';
import type { Refusal } from './proxy-rules.ts';

/** Deepest upstream answer relayed; serialising it again must not overflow the stack. */
export const MAX_ANSWER_DEPTH = 256;

export interface ReadAnswer {
  /** The parsed answer; null when empty or not parsed (nothing in it had to be read). */
  data: unknown;
  /** Its text could name `auth_cookie`: it was parsed and is walked before it is sent. */
  namesAuth: boolean;
  /** Its text could hold `translations` (a menu, a cart, favourites): it was parsed to pick them. */
  translated: boolean;
  text: string;
}

/**
 * Reads an answer, or undefined when it is not JSON or nests deeper than MAX_ANSWER_DEPTH. Its text
 * is parsed only when it could name `auth_cookie` or `ok` (which the proxy reads), spelled out or
 * with a \u escape (the only one that can stand for a letter or `_`), or, for any upstream but the
 * embedded sandbox (whose text is JSON.stringify's), to prove it is JSON.
 * @example readAnswer({ body: '{"a":1}' })?.data // { a: 1 }
 * @example readAnswer({ body: '{"a":1}', stringified: true })?.data // null: relayed as it is
 */
export function readAnswer(
  upstream: Pick<UpstreamResponse, 'body' | 'stringified'>,
): ReadAnswer | undefined {
  const text = upstream.body;
  const namesAuth = text.includes('auth_cookie') || text.includes('\\u');
  // A key spelled with a \u escape is caught by namesAuth, which parses the answer too.
  const translated = namesAuth || text.includes('"translations"');
  let data: unknown = null;
  if (text.length && (translated || text.includes('"ok"') || !upstream.stringified)) {
    if (nestedDeeperThan(text, MAX_ANSWER_DEPTH)) return undefined;
    try {
      data = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return { data, namesAuth, translated, text };
}

/**
 * The proxy's `{"data": …}` text: the answer without `auth_cookie`, wherever it was, and with each
 * entity's `translations` replaced by its texts in `locale` (the page's language, else the chain's
 * default: `localizeTree`), so a page receives one language and no page carries the code that
 * picks it. JSON text with nothing to take out is sent as it came, since serialising what was parsed
 * from it gives the same JSON.
 * @example dataText(readAnswer({ body: '{"auth_cookie":"x","n":1}' })!, 'en') // '{"data":{"n":1}}'
 * @example dataText(readAnswer({ body: '{"name":"Corn","translations":{"es":{"name":"Maíz"}}}' })!, 'es') // '{"data":{"name":"Maíz"}}'
 */
export function dataText(
  { data, namesAuth, translated, text }: ReadAnswer,
  locale: string,
): string {
  if (!translated) return `{"data":${text || 'null'}}`;
  if (namesAuth) removeKeyDeep(data, 'auth_cookie');
  return JSON.stringify({ data: localizeTree(data, locale) });
}

/** The proxy's own JSON answer, never cached. */
export function json(
  status: number,
  body: unknown,
  extraHeaders: ProxyAnswer['headers'] = {},
): ProxyAnswer {
  return jsonText(status, JSON.stringify(body), extraHeaders);
}

export function jsonText(
  status: number,
  text: string,
  extraHeaders: ProxyAnswer['headers'],
): ProxyAnswer {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extraHeaders,
    },
    body: text,
  };
}

/** The proxy's own refusal, as `{ error: { code, message } }`. */
export function refusal(r: Refusal): ProxyAnswer {
  return json(r.status, { error: { code: r.code, message: r.message } });
}
