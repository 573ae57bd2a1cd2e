import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keyFromSecret, keysFromEnv, secretsProblem } from '../../src/api/session-keys.server.ts';

// Any instance given the same STOREFRONT_SECRET opens any other's session (docs/architecture.md §6:
// the proxy is stateless); README "STOREFRONT_SECRET_PREVIOUS" describes the rotation.
const SECRET = 'shared-secret-shared-secret-shared';
const OLD = 'old-secret-old-secret-old-secret-0';
const LONG = 'x'.repeat(32);

type SessionModule = typeof import('../../src/api/session.server.ts');

/** A fresh copy of the session modules, as a separate server process would load them. */
async function instance(env: Record<string, string>): Promise<SessionModule> {
  vi.resetModules();
  vi.unstubAllEnvs();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import('../../src/api/session.server.ts');
}

afterEach(() => vi.unstubAllEnvs());

describe('the same secret on two instances', () => {
  it('derives the same key from the same secret, and different keys from different ones', () => {
    expect(keyFromSecret(SECRET).equals(keyFromSecret(SECRET))).toBe(true);
    expect(keyFromSecret(SECRET).equals(keyFromSecret(OLD))).toBe(false);
  });

  it('opens a cookie sealed by another instance, both ways', async () => {
    const jar = { cookies: { __ac: 'a' }, auth: 'Basic x' };
    const a = await instance({ STOREFRONT_SECRET: SECRET, STOREFRONT_ENV: 'production' });
    const fromA = a.seal(jar, 'burger');
    const b = await instance({ STOREFRONT_SECRET: SECRET, STOREFRONT_ENV: 'production' });
    expect(b).not.toBe(a);
    expect(b.unseal(fromA, 'burger')).toEqual(jar);
    expect(a.unseal(b.seal(jar, 'burger'), 'burger')).toEqual(jar);
  });

  it('opens a cookie sealed by another server process', async () => {
    const moduleUrl = new URL('../../src/api/session.server.ts', import.meta.url).href;
    const script = `import { seal } from ${JSON.stringify(moduleUrl)};
      process.stdout.write(seal({ cookies: { __ac: 'p' } }, 'burger'));`;
    const fromChild = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, STOREFRONT_ENV: 'production', STOREFRONT_SECRET: SECRET },
      encoding: 'utf8',
    });
    const here = await instance({ STOREFRONT_SECRET: SECRET });
    expect(here.unseal(fromChild, 'burger')).toEqual({ cookies: { __ac: 'p' } });
  });

  it('opens an old instance’s cookie on a rotated one, and not once the old secret is dropped', async () => {
    const jar = { cookies: { __ac: 'a' } };
    const before = await instance({ STOREFRONT_SECRET: OLD });
    const value = before.seal(jar, 'burger');
    const rotated = await instance({ STOREFRONT_SECRET: SECRET, STOREFRONT_SECRET_PREVIOUS: OLD });
    expect(rotated.unseal(value, 'burger')).toEqual(jar);
    const dropped = await instance({ STOREFRONT_SECRET: SECRET });
    expect(dropped.unseal(value, 'burger')).toEqual({ cookies: {} });
  });

  it('fails loudly on a bad secret instead of treating every cookie as no session', async () => {
    const bad = await instance({ STOREFRONT_SECRET: SECRET, STOREFRONT_SECRET_PREVIOUS: 'short' });
    expect(() => bad.unseal('AAAA', 'burger')).toThrow(
      'STOREFRONT_SECRET_PREVIOUS must be at least 32 characters',
    );
  });
});

describe('secretsProblem', () => {
  it.each([
    ['nothing set outside production (a local key is used)', {}, undefined],
    ['NODE_ENV=production alone is not a deployment', { NODE_ENV: 'production' }, undefined],
    ['a current secret only', { STOREFRONT_SECRET: LONG }, undefined],
    [
      'a current and a previous secret in production',
      { STOREFRONT_ENV: 'production', STOREFRONT_SECRET: LONG, STOREFRONT_SECRET_PREVIOUS: SECRET },
      undefined,
    ],
    [
      'no secret in production',
      { STOREFRONT_ENV: 'production' },
      'Set STOREFRONT_SECRET (32+ characters, the same on every instance) for STOREFRONT_ENV=production',
    ],
    [
      'a short current secret',
      { STOREFRONT_SECRET: 'x'.repeat(31) },
      'STOREFRONT_SECRET must be at least 32 characters',
    ],
    [
      'a short previous secret',
      { STOREFRONT_SECRET: LONG, STOREFRONT_SECRET_PREVIOUS: 'x'.repeat(31) },
      'STOREFRONT_SECRET_PREVIOUS must be at least 32 characters',
    ],
    [
      'a previous secret without a current one',
      { STOREFRONT_SECRET_PREVIOUS: LONG },
      'STOREFRONT_SECRET_PREVIOUS is set without STOREFRONT_SECRET: set the new secret as STOREFRONT_SECRET and the old one as STOREFRONT_SECRET_PREVIOUS',
    ],
  ])('%s', (_name, env, expected) => {
    expect(secretsProblem(env)).toBe(expected);
  });

  it('keysFromEnv refuses what secretsProblem names', () => {
    expect(() =>
      keysFromEnv({ STOREFRONT_SECRET: LONG, STOREFRONT_SECRET_PREVIOUS: 'short' }),
    ).toThrow('STOREFRONT_SECRET_PREVIOUS must be at least 32 characters');
  });

  it('keysFromEnv opens with the previous key after the current one', () => {
    const keys = keysFromEnv({ STOREFRONT_SECRET: SECRET, STOREFRONT_SECRET_PREVIOUS: OLD });
    expect(keys.current.equals(keyFromSecret(SECRET))).toBe(true);
    expect(keys.previous.map((k) => k.equals(keyFromSecret(OLD)))).toEqual([true]);
    expect(
      keysFromEnv({ STOREFRONT_SECRET: SECRET, STOREFRONT_SECRET_PREVIOUS: SECRET }).previous,
    ).toEqual([]);
  });
});
