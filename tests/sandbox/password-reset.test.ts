// docs/product.md §7.2 "Reset password", "Login with security code", "Change password": the reset
// link's code signs in, and that session alone may set a new password without the forgotten one,
// once.
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = Date.parse('2025-06-11T16:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const EMAIL = 'demo@example.com';

let c: Client;
beforeEach(async () => {
  c = await resetAt('taco', at(0));
});

async function signInWithResetCode(): Promise<void> {
  expect((await c.call('password', {}, { email: EMAIL, reset: true })).body).toEqual({ ok: true });
  const [mail] = (await c.fixture('GET', '/outbox')).body;
  const r = await c.call('loginWithSecurityCode', {}, { email: EMAIL, security_code: mail.pin });
  expect(r.status).toBe(200);
}

const setNew = (new_password: string) => c.call('password', {}, { new_password });

describe('new password after a sign-in by code', () => {
  it('is set without the current one; only the new one logs in afterwards', async () => {
    await signInWithResetCode();
    expect((await setNew('Better#2027')).body).toEqual({ ok: true });
    await expect(new Client('taco').login(EMAIL, 'Demo1234!')).rejects.toThrow(/login failed/);
    expect(await new Client('taco').login(EMAIL, 'Better#2027')).toBeGreaterThan(0);
  });

  it('works once: a second change needs the current password', async () => {
    await signInWithResetCode();
    await setNew('Better#2027');
    const again = await setNew('Other#2028');
    expect([again.status, again.body.code]).toEqual([400, 'old_password_required']);
  });

  it('expires with the code’s 10 minutes', async () => {
    await signInWithResetCode();
    await c.fixture('POST', '/clock', { now: at(10 * 60_000 + 1_000) });
    const r = await setNew('Better#2027');
    expect([r.status, r.body]).toEqual([
      410,
      { error: 'This code has expired. Please request a new one.', code: 'pin_expired' },
    ]);
    expect(await new Client('taco').login(EMAIL, 'Demo1234!')).toBeGreaterThan(0);
  });

  it('a session from a password login may not skip the current password', async () => {
    await c.login();
    const r = await setNew('Better#2027');
    expect([r.status, r.body.code]).toEqual([400, 'old_password_required']);
    expect(await new Client('taco').login(EMAIL, 'Demo1234!')).toBeGreaterThan(0);
  });

  it('an expired reset code does not sign in, and a wrong one is refused', async () => {
    await c.call('password', {}, { email: EMAIL, reset: true });
    const [mail] = (await c.fixture('GET', '/outbox')).body;
    const wrong = String((Number(mail.pin) + 1) % 1_000_000).padStart(6, '0');
    const refused = await c.call(
      'loginWithSecurityCode',
      {},
      { email: EMAIL, security_code: wrong },
    );
    expect([refused.status, refused.body.error]).toEqual([401, 'invalid email or security code']);
    await c.fixture('POST', '/clock', { now: at(10 * 60_000 + 1_000) });
    const expired = await c.call(
      'loginWithSecurityCode',
      {},
      { email: EMAIL, security_code: mail.pin },
    );
    expect([expired.status, expired.body.error]).toEqual([
      410,
      'This code has expired. Please request a new one.',
    ]);
  });
});
