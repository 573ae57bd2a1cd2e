/**
 * What one request's log line may say. Only these fields are logged — never headers (cookies,
 * Authorization), bodies (passwords, card numbers) or query strings (reset and sign-in tokens).
 */
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request id: a caller's (a balancer's or CDN's) when it is a sane token, so one id follows
 * the request across hops; otherwise a new one. Anything else could forge or break log lines.
 * @example requestIdFrom('lb-7f3a:42') // 'lb-7f3a:42'
 * @example requestIdFrom('x\n{"level":60}') // a new UUID
 */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && /^[A-Za-z0-9._:@/+=-]{1,128}$/.test(value) ? value : randomUUID();
}

/**
 * A request path fit for a log: no query string, and path segments that look like secrets
 * (long opaque tokens) masked. Content-hashed file names keep their dots and are left alone.
 * @example logPath('/password_reset?token=abc') // '/password_reset'
 */
export function logPath(url: string | undefined): string {
  const pathOnly = (url ?? '/').split(/[?#]/, 1)[0]!.slice(0, 512) || '/';
  return pathOnly
    .split('/')
    .map((segment) => (/^[A-Za-z0-9_-]{24,}$/.test(segment) ? ':token' : segment))
    .join('/');
}

/** Keys a log object must never carry, wherever they are nested (pino's redact paths). */
export const REDACTED_KEYS = [
  'cookie',
  'set-cookie',
  'authorization',
  'password',
  'card_number',
  'number',
  'cvc',
  'cvv',
  'pin',
  'auth_cookie',
];

/** pino redact paths for the keys above, at the top level and one or two levels down. */
export const REDACT_PATHS = REDACTED_KEYS.flatMap((k) => {
  const key = `["${k}"]`;
  return [key, `*${key}`, `*.*${key}`];
});
