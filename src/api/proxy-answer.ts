/**
 * The proxy's reading of a tenant API's answer (docs/architecture.md §6): proven to be JSON,
 * bounded in nesting, and sent on under `data` with `auth_cookie` taken out wherever it appears;
 * an answer that needs none of that work is not parsed and serialised again.
 */
import { nestedDeeperThan } from '../lib/json/depth.ts';
import { removeKeyDeep } from './proxy-rules.ts';
import type { UpstreamResponse } from './proxy-context.server.ts';

/** Deepest upstream answer relayed; serialising it again must not overflow the stack. */
export const MAX_ANSWER_DEPTH = 256;

export interface ReadAnswer {
  /** The parsed answer; null when empty or not parsed (nothing in it had to be read). */
  data: unknown;
  /** Its text could name `auth_cookie`: it was parsed and is walked before it is sent. */
  namesAuth: boolean;
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
  let data: unknown = null;
  if (text.length && (namesAuth || text.includes('"ok"') || !upstream.stringified)) {
    if (nestedDeeperThan(text, MAX_ANSWER_DEPTH)) return undefined;
    try {
      data = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  return { data, namesAuth, text };
}

/**
 * The proxy's `{"data": …}` text: the answer without `auth_cookie`, wherever it was. JSON text with
 * nothing to take out is sent as it came, since serialising what was parsed from it gives the same
 * JSON.
 * @example dataText(readAnswer({ body: '{"auth_cookie":"x","n":1}' })!) // '{"data":{"n":1}}'
 */
export function dataText({ data, namesAuth, text }: ReadAnswer): string {
  if (!namesAuth) return `{"data":${text || 'null'}}`;
  removeKeyDeep(data, 'auth_cookie');
  return JSON.stringify({ data });
}
