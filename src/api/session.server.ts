import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sealingKeys } from './session-keys.server.ts';

/** Name of the sealed session cookie; sent only to the proxy. */
export const SESSION_COOKIE = 'sf_session';
/**
 * The same sealed jar, sent only with Order quote's page, which the server renders with it for the
 * guest it belongs to (src/server/quote.server.ts). Set and cleared with SESSION_COOKIE, always.
 */
export const QUOTE_SESSION_COOKIE = 'sf_quote';
export const QUOTE_COOKIE_PATH = '/order-quote';
const MAX_AGE_S = 30 * 24 * 3600;

/** What the proxy keeps for a browser: the tenant API's cookies and the Basic auth value. */
export interface SessionJar {
  cookies: Record<string, string>;
  auth?: string;
}

export { setSealingKeyForTests } from './session-keys.server.ts';

/**
 * Encrypts and authenticates a jar for one tenant (AES-256-GCM; the tenant id is bound as
 * associated data, so one chain's cookie is useless on another). Always with the current key: a
 * jar opened with a previous key moves to the current one the next time its cookie is set.
 */
export function seal(jar: SessionJar, tenantId: string): string {
  // A fresh random nonce per seal: GCM loses its guarantees if a (key, nonce) pair repeats, and
  // instances sharing a key share no counter.
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKeys().current, iv);
  cipher.setAAD(Buffer.from(tenantId));
  const body = Buffer.concat([
    cipher.update(
      JSON.stringify({ c: jar.cookies, a: jar.auth, x: Date.now() + MAX_AGE_S * 1000 }),
    ),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * Opens a sealed jar with the current key, else a previous one (key rotation); anything forged,
 * expired, of another tenant, sealed with an unknown key or malformed yields an empty jar.
 */
export function unseal(value: string | undefined, tenantId: string): SessionJar {
  if (!value || value.length > 8192) return { cookies: {} };
  // Outside the catch: a misconfigured secret must fail loudly, not log everyone out quietly.
  const { current, previous } = sealingKeys();
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 28) return { cookies: {} };
  for (const key of [current, ...previous]) {
    const plain = open(raw, key, tenantId);
    if (plain !== undefined) return jarOf(plain);
  }
  return { cookies: {} };
}

/** The plaintext, or undefined when this key did not seal it for this tenant. */
function open(raw: Buffer, key: Buffer, tenantId: string): string | undefined {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(tenantId));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

function jarOf(plain: string): SessionJar {
  let parsed: { c?: unknown; a?: unknown; x?: unknown };
  try {
    parsed = JSON.parse(plain) as typeof parsed;
  } catch {
    return { cookies: {} };
  }
  if (!parsed || typeof parsed.x !== 'number' || parsed.x < Date.now()) return { cookies: {} };
  const cookies =
    parsed.c && typeof parsed.c === 'object' ? (parsed.c as Record<string, string>) : {};
  return typeof parsed.a === 'string' ? { cookies, auth: parsed.a } : { cookies };
}

/**
 * Set-Cookie values for the sealed jar (or their deletion when the jar is empty): the proxy's
 * cookie, then Order quote's, sealed once.
 */
export function sessionCookieHeaders(
  jar: SessionJar,
  tenantId: string,
  secure: boolean,
): [string, string] {
  const flags = `HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const empty = !jar.auth && Object.keys(jar.cookies).length === 0;
  const value = empty ? '' : seal(jar, tenantId);
  const age = `Max-Age=${empty ? 0 : MAX_AGE_S}`;
  return [
    `${SESSION_COOKIE}=${value}; ${age}; Path=/api/; ${flags}`,
    `${QUOTE_SESSION_COOKIE}=${value}; ${age}; Path=${QUOTE_COOKIE_PATH}; ${flags}`,
  ];
}

/** Set-Cookie value of the proxy's cookie alone. */
export function sessionCookieHeader(jar: SessionJar, tenantId: string, secure: boolean): string {
  return sessionCookieHeaders(jar, tenantId, secure)[0];
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Merges an upstream's Set-Cookie headers into the jar: a value replaces, an expired cookie
 * (Max-Age≤0 or a past Expires) is removed. Attributes are the upstream's business, not ours.
 */
export function mergeSetCookies(jar: SessionJar, setCookies: readonly string[]): SessionJar {
  const cookies = { ...jar.cookies };
  for (const line of setCookies) {
    const [pair = '', ...attrs] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) continue;
    const expired = attrs.some((a) => {
      const [k = '', v = ''] = a.split('=').map((s) => s.trim());
      if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (k.toLowerCase() === 'expires') return Date.parse(v) < Date.now();
      return false;
    });
    if (expired || value === '') delete cookies[name];
    else cookies[name] = value;
  }
  return jar.auth ? { cookies, auth: jar.auth } : { cookies };
}

/** Cookie request header for the upstream. */
export function cookieHeader(jar: SessionJar): string | undefined {
  const parts = Object.entries(jar.cookies).map(([k, v]) => `${k}=${v}`);
  return parts.length ? parts.join('; ') : undefined;
}
