/**
 * Password hashing with scrypt (node:crypto); the stored form carries its own parameters. Also the
 * one-time grant to set a new password after a sign-in with an e-mailed code (the reset journey).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { SandboxDb } from '../core/db.ts';
import type { PinDoc } from '../core/records.ts';
import { PIN_TTL_MS } from './verification.ts';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Same work for a missing account, so response time does not reveal which e-mails exist.
    await derive(password, Buffer.alloc(16), PARAMS);
    return false;
  }
  const [, N, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A sign-in with an e-mailed code proves the mailbox, as a reset link does: that session may then
 * set a new password without the forgotten one, once, within the code's own lifetime.
 */
const grantKey = (token: string) => `password_grant:${token}`;

export function grantPasswordReset(
  db: SandboxDb,
  now: number,
  token: string,
  customerId: number,
): void {
  db.table<PinDoc>('pins').insert(
    {
      pin: '',
      kind: 'password_grant',
      customer_id: customerId,
      expires_ms: now + PIN_TTL_MS,
      attempts: 0,
    },
    { key: grantKey(token), owner: customerId },
  );
}

/** Uses up the session's grant: 'ok', 'expired', or 'missing' (no code sign-in behind it). */
export function takePasswordResetGrant(
  db: SandboxDb,
  now: number,
  token: string,
  customerId: number,
): 'ok' | 'expired' | 'missing' {
  const pins = db.table<PinDoc>('pins');
  const row = pins.byKey(grantKey(token));
  if (!row || row.data.customer_id !== customerId) return 'missing';
  pins.delete(row.id);
  return now > row.data.expires_ms ? 'expired' : 'ok';
}
