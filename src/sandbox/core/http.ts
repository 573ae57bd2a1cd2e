/** Requests and responses of the sandbox: payload parsing, readable validation errors, JSON replies. */
import type { z } from 'zod';
import { nestedDeeperThan } from '../../lib/json/depth.ts';
import { MAX_BODY_DEPTH } from '../../api/proxy-body.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import { messagesOf, type GuestText } from './guest-language.ts';

/**
 * A refusal with its HTTP status and machine code (docs/product.md §8 shape: {error, code}). Its
 * text is either fixed English (plumbing a guest never reads: a malformed call, a fixture's
 * complaint) or a GuestText, written in the guest's language when the answer is made; `message`
 * is then the English text, for logs.
 */
export class SandboxError extends Error {
  readonly text: GuestText | undefined;

  constructor(
    readonly status: number,
    text: string | GuestText,
    readonly code?: string,
  ) {
    super(typeof text === 'string' ? text : text(messagesOf('en'), 'en'));
    this.text = typeof text === 'string' ? undefined : text;
  }

  /** The refusal's text in the guest's language; a fixed text stays as it is. */
  textIn(locale: Locale): string {
    return this.text ? this.text(messagesOf(locale), locale) : this.message;
  }
}

/** A handler's answer with a status other than 200 (a replayed payment result). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * Throws a refusal; `never`, so callers narrow after it. A text the guest reads is a GuestText.
 * @example fail(409, (t) => t.api_emailTaken, 'email_taken')
 */
export function fail(status: number, text: string | GuestText, code?: string): never {
  throw new SandboxError(status, text, code);
}

/** The headers of every JSON answer, added to `headers`. */
function jsonHeaders(headers = new Headers()): Headers {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return headers;
}

export function json(status: number, body: unknown, headers?: Headers): Response {
  return new Response(JSON.stringify(body), { status, headers: jsonHeaders(headers) });
}

/**
 * The part of a Request a tenant-API call reads. The proxy calls the embedded sandbox in-process
 * with just these (upstream.server.ts) rather than building a Request for it; a Request is one.
 */
export type SandboxRequest = Pick<Request, 'method' | 'url' | 'headers' | 'signal' | 'text'>;

/** A tenant-API call's answer as data: a Response (`toResponse`), or the proxy's upstream answer. */
export interface SandboxAnswer {
  status: number;
  /** The JSON text of the body. */
  body: string;
  setCookies: string[];
  retryAfter?: string;
}

/** An answer with `body` as JSON; the Response it makes is what `json` makes. */
export function answer(
  status: number,
  body: unknown,
  setCookies: string[] = [],
  retryAfter?: string,
): SandboxAnswer {
  // JSON.stringify(undefined) is undefined, and a Response of it has an empty body.
  const text = (JSON.stringify(body) as string | undefined) ?? '';
  return { status, body: text, setCookies, ...(retryAfter && { retryAfter }) };
}

/** A refusal's answer, its text in the guest's language (the call's, see guestLocale). */
export function errorAnswer(err: SandboxError, locale: Locale = 'en'): SandboxAnswer {
  const error = err.textIn(locale);
  return answer(err.status, err.code ? { error, code: err.code } : { error });
}

/** The Response of an answer: the headers and body `json` gives. */
export function toResponse(a: SandboxAnswer): Response {
  const headers = new Headers();
  if (a.retryAfter) headers.set('retry-after', a.retryAfter);
  for (const cookie of a.setCookies) headers.append('set-cookie', cookie);
  return new Response(a.body, { status: a.status, headers: jsonHeaders(headers) });
}

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
  errors?: Issue[][];
}

function issueText(issue: Issue, prefix: PropertyKey[] = []): string {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && issue.errors?.length) {
    // The branch with the fewest complaints is the one the caller meant.
    const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a));
    return best.map((i) => issueText(i, path)).join('; ');
  }
  const where = path.map(String).join('.');
  let message = issue.message;
  if (issue.code === 'unrecognized_keys' && issue.keys)
    message = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
  else if (/received undefined$/.test(message)) message = 'is required';
  else message = message.replace(/^Invalid input: /, '');
  return where ? `${where}: ${message}` : message;
}

/**
 * One line naming each offending field.
 * @example describeIssues(err) // 'phone: Use 10 digits; email: is required'
 */
export function describeIssues(error: z.ZodError): string {
  return (error.issues as unknown as Issue[]).map((i) => issueText(i)).join('; ');
}

type Def = { type: string; innerType?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function baseType(schema: z.ZodType): string {
  let def = defOf(schema);
  while (
    (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') &&
    def.innerType
  )
    def = defOf(def.innerType);
  return def.type;
}

/**
 * GET payloads travel as query parameters (numbers and booleans as text, objects as JSON); this
 * gives each parameter the type its schema field expects, so validation then reads like a body's.
 * Unknown parameters stay text and are refused by the strict schema.
 */
export function coerceQuery(schema: z.ZodType, params: URLSearchParams): Record<string, unknown> {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, raw] of params) {
    const field = shape[key];
    const type = field ? baseType(field) : 'string';
    if (type === 'number')
      out[key] = raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    else if (type === 'boolean')
      out[key] =
        raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : raw;
    else if (type === 'string' || type === 'enum' || type === 'literal') out[key] = raw;
    else {
      tooDeep(raw);
      try {
        out[key] = JSON.parse(raw);
      } catch {
        out[key] = raw;
      }
    }
  }
  return out;
}

const MAX_BODY = 256 * 1024;

/**
 * Refuses JSON nested deeper than the proxy accepts, before anything recursive (the parser, the
 * contract's schemas, the option rules) sees it: called directly, the sandbox answers a hostile
 * body with a 400, never a stack overflow's 500.
 */
function tooDeep(text: string): void {
  if (nestedDeeperThan(text, MAX_BODY_DEPTH))
    fail(400, `The request is nested too deeply (more than ${MAX_BODY_DEPTH} levels)`, 'too_deep');
}

/** The JSON body of a request; empty means {}. */
export async function readJsonBody(request: Pick<Request, 'text'>): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY) fail(413, 'The request body is too large', 'too_large');
  if (!text.trim()) return {};
  tooDeep(text);
  try {
    return JSON.parse(text);
  } catch {
    return fail(400, 'The request body is not valid JSON', 'invalid_json');
  }
}

/**
 * name → value of a Cookie header. A value that is not valid percent-encoding is kept as it came
 * (it then matches no session), so a malformed cookie is never an error.
 */
export function parseCookies(header: string | null): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) out.set(part.slice(0, i).trim(), decodeCookieValue(part.slice(i + 1).trim()));
  }
  return out;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  // An abort's reason is an AbortError unless the caller chose another; a rejection stays an Error.
  const reason = (): Error =>
    signal.reason instanceof Error ? signal.reason : new Error('Aborted', { cause: signal.reason });
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(reason());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(reason());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
