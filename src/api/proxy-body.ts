/**
 * Reading a proxy request's JSON body safely (docs/architecture.md §6): bounded in size and in
 * nesting, so a large or deeply nested body is a 400/413 with a clear message, never a 500 or a
 * stack overflow.
 */
import { nestedDeeperThan } from '../lib/json/depth.ts';
import { HTTP_METHOD_MAX } from '../lib/limits.ts';
import type { Refusal } from './proxy-rules.ts';

/** Upper bound of a proxy request body (docs/architecture.md §6). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting a request body may have; real payloads stay under ten levels. */
export const MAX_BODY_DEPTH = 32;

/**
 * A request body as the proxy reads it: its declared length and its chunks, from a fetch Request
 * (the Astro endpoint) or straight from Node's IncomingMessage (the production server).
 */
export interface BodySource {
  /** The Content-Length header, when sent. */
  declaredLength: string | null;
  /**
   * The body's chunks; may throw when the client goes away or sends a broken chunked body. Leaving
   * the loop early (a body over the limit) stops the reading.
   */
  chunks: () => AsyncIterable<Uint8Array>;
}

/** An absent body's chunks: none. */
async function* noChunks(): AsyncIterable<Uint8Array> {}

/** A fetch Request's body as a BodySource. */
export function requestBody(request: Request): BodySource {
  const stream = request.body;
  return {
    declaredLength: request.headers.get('content-length'),
    chunks: () => stream ?? noChunks(),
  };
}

/** Reads at most `limit` bytes of a body; undefined when it is larger. */
async function readLimited(body: BodySource, limit: number): Promise<string | undefined> {
  const declared = Number(body.declaredLength ?? '0');
  if (declared > limit) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const value of body.chunks()) {
    size += value.byteLength;
    if (size > limit) return undefined;
    chunks.push(value);
  }
  return chunks.length === 1
    ? Buffer.from(chunks[0]!.buffer, chunks[0]!.byteOffset, chunks[0]!.byteLength).toString('utf8')
    : Buffer.concat(chunks).toString('utf8');
}

/** The parsed body, or why it was refused. */
export async function readJsonBody(
  body: BodySource,
): Promise<{ ok: true; value: unknown } | { ok: false; refusal: Refusal }> {
  let text: string | undefined;
  try {
    text = await readLimited(body, MAX_BODY_BYTES);
  } catch {
    // The client went away or sent a broken chunked body.
    return refuse(400, 'bad_body', 'The request body could not be read');
  }
  if (text === undefined) return refuse(413, 'too_large', 'The request is larger than 1 MB');
  if (nestedDeeperThan(text, MAX_BODY_DEPTH))
    return refuse(
      400,
      'too_deep',
      `The request body is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`,
    );
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return refuse(400, 'bad_json', 'The request body is not valid JSON');
  }
}

const refuse = (status: number, code: string, message: string) =>
  ({ ok: false, refusal: { status, code, message } }) as const;

/** The call a body names: `{ method, path, payload? }` and nothing else. */
export interface Envelope {
  method: string;
  path: unknown;
  payload?: Record<string, unknown>;
}

const ENVELOPE_KEYS = new Set(['method', 'path', 'payload']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The envelope of a parsed body, or undefined when it is anything else: an object with only
 * `method` (a string of at most HTTP_METHOD_MAX characters), `path` (any value, checked on its own
 * later, but there) and an optional object `payload`. What a strict zod schema of it accepted, checked by hand on every
 * call; like that schema's record, a payload key `__proto__` is dropped.
 * @example readEnvelope({ method: 'GET', path: '/stores' }) // { method: 'GET', path: '/stores' }
 * @example readEnvelope({ method: 'GET', path: '/stores', url: 'x' }) // undefined
 */
export function readEnvelope(value: unknown): Envelope | undefined {
  if (!isRecord(value)) return undefined;
  for (const key of Object.keys(value)) if (!ENVELOPE_KEYS.has(key)) return undefined;
  const { method, path, payload } = value;
  if (typeof method !== 'string' || method.length > HTTP_METHOD_MAX) return undefined;
  if (!Object.hasOwn(value, 'path')) return undefined;
  if (payload === undefined) return { method, path };
  if (!isRecord(payload)) return undefined;
  if (!Object.hasOwn(payload, '__proto__')) return { method, path, payload };
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(payload)) if (key !== '__proto__') kept[key] = payload[key];
  return { method, path, payload: kept };
}
