import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Name of the sealed session cookie; sent only to the proxy. */
export const SESSION_COOKIE = 'sf_session';
const MAX_AGE_S = 30 * 24 * 3600;

/** What the proxy keeps for a browser: the tenant API's cookies and the Basic auth value. */
export interface SessionJar {
  cookies: Record<string, string>;
  auth?: string;
}

/**
 * The sealing key: STOREFRONT_SECRET (shared by every instance, so any instance can open any
 * session), else a random key kept in .data/ so local sessions survive a restart.
 */
function loadSecret(): Buffer {
  const fromEnv = process.env.STOREFRONT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('STOREFRONT_SECRET must be at least 32 characters');
    return Buffer.from(fromEnv, 'utf8');
  }
  if (process.env.NODE_ENV === 'production')
    throw new Error('Set STOREFRONT_SECRET (32+ characters) in production');
  const file = path.resolve('.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
}

let key: Buffer | undefined;
function sealingKey(): Buffer {
  key ??= Buffer.from(
    hkdfSync('sha256', loadSecret(), Buffer.alloc(0), 'storefront session v1', 32),
  );
  return key;
}

/** Uses a given key instead of the configured one (tests). */
export function setSealingKeyForTests(secret: string): void {
  key = Buffer.from(
    hkdfSync('sha256', Buffer.from(secret), Buffer.alloc(0), 'storefront session v1', 32),
  );
}

/**
 * Encrypts and authenticates a jar for one tenant (AES-256-GCM; the tenant id is bound as
 * associated data, so one chain's cookie is useless on another).
 */
export function seal(jar: SessionJar, tenantId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(Buffer.from(tenantId));
  const body = Buffer.concat([
    cipher.update(
      JSON.stringify({ c: jar.cookies, a: jar.auth, x: Date.now() + MAX_AGE_S * 1000 }),
    ),
    cipher.final(),
  ]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed jar; anything forged, expired, of another tenant or malformed yields an empty jar. */
export function unseal(value: string | undefined, tenantId: string): SessionJar {
  if (!value || value.length > 8192) return { cookies: {} };
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(tenantId));
    decipher.setAuthTag(raw.subarray(12, 28));
    const parsed = JSON.parse(
      Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'),
    ) as { c?: unknown; a?: unknown; x?: unknown };
    if (typeof parsed.x !== 'number' || parsed.x < Date.now()) return { cookies: {} };
    const cookies =
      parsed.c && typeof parsed.c === 'object' ? (parsed.c as Record<string, string>) : {};
    return typeof parsed.a === 'string' ? { cookies, auth: parsed.a } : { cookies };
  } catch {
    return { cookies: {} };
  }
}

/** Set-Cookie value for the sealed jar (or its deletion when the jar is empty). */
export function sessionCookieHeader(jar: SessionJar, tenantId: string, secure: boolean): string {
  const attrs = `Path=/api/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  const empty = !jar.auth && Object.keys(jar.cookies).length === 0;
  return empty
    ? `${SESSION_COOKIE}=; Max-Age=0; ${attrs}`
    : `${SESSION_COOKIE}=${seal(jar, tenantId)}; Max-Age=${MAX_AGE_S}; ${attrs}`;
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
