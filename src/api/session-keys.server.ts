import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The keys that seal (current) and open (current, then previous) the session cookie. */
export interface SealingKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

type Env = Readonly<Record<string, string | undefined>>;

const MIN_SECRET_LENGTH = 32;

/**
 * The AES-256 key for a secret. Deterministic (no salt, no per-process state), so every instance
 * given the same secret opens every other instance's cookies.
 * @example keyFromSecret('x'.repeat(32)).length // 32
 */
export function keyFromSecret(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'storefront session v1', 32),
  );
}

/**
 * What is wrong with the configured secrets, in words for whoever starts the server, or undefined.
 * Only the environment is read; the local development key is not created here.
 * @example secretsProblem({ STOREFRONT_SECRET: 'short' }) // 'STOREFRONT_SECRET must be at least 32 characters'
 */
export function secretsProblem(env: Env = process.env): string | undefined {
  const current = env.STOREFRONT_SECRET;
  const previous = env.STOREFRONT_SECRET_PREVIOUS;
  if (current !== undefined && current !== '' && current.length < MIN_SECRET_LENGTH)
    return 'STOREFRONT_SECRET must be at least 32 characters';
  if (previous !== undefined && previous !== '') {
    if (!current)
      return 'STOREFRONT_SECRET_PREVIOUS is set without STOREFRONT_SECRET: set the new secret as STOREFRONT_SECRET and the old one as STOREFRONT_SECRET_PREVIOUS';
    if (previous.length < MIN_SECRET_LENGTH)
      return 'STOREFRONT_SECRET_PREVIOUS must be at least 32 characters';
  }
  // A real deployment marks itself with STOREFRONT_ENV=production; NODE_ENV only picks React's
  // builds and is production for every run of the server, local demos and tests included.
  if (!current && env.STOREFRONT_ENV === 'production')
    return 'Set STOREFRONT_SECRET (32+ characters, the same on every instance) for STOREFRONT_ENV=production';
  return undefined;
}

/** Throws the configuration problem, if any, so a misconfigured server stops before serving. */
export function assertSessionSecrets(env: Env = process.env): void {
  const problem = secretsProblem(env);
  if (problem) throw new Error(problem);
}

/** A random key kept in .data/, so local sessions survive a restart without any setting. */
function localSecret(): string {
  const file = path.resolve('.data', 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The keys for the configured secrets; throws a configuration problem. */
export function keysFromEnv(env: Env = process.env): SealingKeys {
  assertSessionSecrets(env);
  const current = env.STOREFRONT_SECRET || localSecret();
  const previous = env.STOREFRONT_SECRET_PREVIOUS;
  return {
    current: keyFromSecret(current),
    previous: previous && previous !== current ? [keyFromSecret(previous)] : [],
  };
}

let keys: SealingKeys | undefined;

/** The process's keys, derived once; read through a local binding so no bundler inlines them. */
export function sealingKeys(): SealingKeys {
  const { env } = process;
  keys ??= keysFromEnv(env);
  return keys;
}

/** Uses given secrets instead of the configured ones (tests). */
export function setSealingKeyForTests(secret: string, previous: readonly string[] = []): void {
  keys = { current: keyFromSecret(secret), previous: previous.map(keyFromSecret) };
}
