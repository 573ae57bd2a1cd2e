/**
 * Reading a proxy request's JSON body safely (docs/architecture.md §6): bounded in size and in
 * nesting, so a large or deeply nested body is a 400/413 with a clear message, never a 500 or a
 * stack overflow.
 */
import { nestedDeeperThan } from '../lib/json/depth.ts';
import type { Refusal } from './proxy-rules.ts';

/** Upper bound of a proxy request body (docs/architecture.md §6). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting a request body may have; real payloads stay under ten levels. */
export const MAX_BODY_DEPTH = 32;

/** Reads at most `limit` bytes of a body; undefined when it is larger. */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parsed body, or why it was refused. */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: unknown } | { ok: false; refusal: Refusal }> {
  let text: string | undefined;
  try {
    text = await readLimited(request, MAX_BODY_BYTES);
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
