/** PINs by SMS and e-mail: 6 random digits, 10 minutes on the sandbox clock, 5 wrong attempts. */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, resetAt } from './helpers.ts';

const T0 = Date.parse('2025-06-11T16:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const PHONE = '2125550102'; // unverified@example.com

let c: Client;
beforeEach(async () => {
  c = await resetAt('burger', at(0));
  await c.login('unverified@example.com');
});

const send = () => c.call('sendVerifyPhone', {}, { phone: PHONE });
const verify = (security_code: string) =>
  c.call('verifyPhone', {}, { phone: PHONE, security_code });
/**
 * The sandbox clock keeps running from where a test set it, and sending takes a while on a busy
 * machine: expiry is measured from when the PIN was sent (its outbox time), never from T0.
 */
const sentAt = async (client: Client) =>
  Date.parse((await client.fixture('GET', '/outbox')).body[0].time);
const afterSending = async (client: Client, ms: number) =>
  client.fixture('POST', '/clock', { now: new Date((await sentAt(client)) + ms).toISOString() });
const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

describe('phone PIN', () => {
  it('is 6 random digits in the outbox as an SMS', async () => {
    await send();
    await send();
    const [latest, earlier] = (await c.fixture('GET', '/outbox')).body;
    expect(latest).toMatchObject({
      channel: 'sms',
      recipient: PHONE,
      kind: 'verify_phone',
      pin: expect.stringMatching(/^\d{6}$/),
    });
    expect(latest.text).toContain(latest.pin);
    expect(latest.time >= earlier.time).toBe(true);
  });

  it('verifies within 10 minutes and marks the phone verified', async () => {
    await send();
    const pin = await c.lastPin(PHONE);
    // Half a minute before expiry: room for a slow machine to verify before the clock gets there.
    await afterSending(c, 9 * 60_000 + 30_000);
    expect((await verify(pin)).body).toEqual({ ok: true });
    expect((await c.call('me')).body.customer.is_phone_verified).toBe(true);
    expect((await verify(pin)).body).toEqual({ ok: false }); // used up
  });

  it('expires after 10 minutes', async () => {
    await send();
    const pin = await c.lastPin(PHONE);
    await afterSending(c, 10 * 60_000 + 1_000);
    const r = await verify(pin);
    expect([r.status, r.body]).toEqual([
      410,
      { error: 'This PIN has expired. Please request a new one.', code: 'pin_expired' },
    ]);
    expect((await c.call('me')).body.customer.is_phone_verified).toBe(false);
  });

  it('allows 5 wrong attempts, then refuses even the right PIN until a new one is sent', async () => {
    await send();
    const pin = await c.lastPin(PHONE);
    for (let i = 0; i < 5; i++) expect((await verify(wrongPin(pin))).body).toEqual({ ok: false });
    const locked = await verify(pin);
    expect([locked.status, locked.body.code]).toEqual([429, 'pin_locked']);
    await send();
    expect((await verify(await c.lastPin(PHONE))).body).toEqual({ ok: true });
  });

  it('only for the phone on the account, and only with a session', async () => {
    expect((await c.call('sendVerifyPhone', {}, { phone: '2125550999' })).body.code).toBe(
      'phone_mismatch',
    );
    expect((await new Client('burger').call('sendVerifyPhone', {}, { phone: PHONE })).status).toBe(
      401,
    );
  });

  it('a PIN sent to one customer does not verify another', async () => {
    await send();
    const pin = await c.lastPin(PHONE);
    const other = new Client('burger');
    await other.login();
    expect(
      (await other.call('verifyPhone', {}, { phone: PHONE, security_code: pin })).body,
    ).toEqual({ ok: false });
  });
});

describe('e-mail PIN', () => {
  it('verifies the e-mail; a wrong PIN is not ok', async () => {
    expect((await c.call('sendVerifyCode', {}, { email: 'unverified@example.com' })).body).toEqual({
      ok: true,
    });
    const pin = await c.lastPin('unverified@example.com');
    expect(
      (
        await c.call(
          'verifyEmail',
          {},
          { email: 'unverified@example.com', security_code: wrongPin(pin) },
        )
      ).body,
    ).toEqual({ ok: false });
    expect(
      (await c.call('verifyEmail', {}, { email: 'unverified@example.com', security_code: pin }))
        .body,
    ).toEqual({ ok: true });
    expect((await c.call('me')).body.customer.is_verified).toBe(true);
  });

  it('signs in with a code sent without a session; the code expires too', async () => {
    const anon = new Client('burger');
    expect((await anon.call('sendVerifyCode', {}, { email: 'nobody@example.com' })).body).toEqual({
      ok: false,
    });
    expect((await anon.call('sendVerifyCode', {}, { email: 'demo@example.com' })).body).toEqual({
      ok: true,
    });
    const [mail] = (await anon.fixture('GET', '/outbox')).body;
    expect(mail.kind).toBe('login_code');
    await afterSending(anon, 11 * 60_000);
    expect(
      (
        await anon.call(
          'loginWithSecurityCode',
          {},
          { email: 'demo@example.com', security_code: mail.pin },
        )
      ).status,
    ).toBe(410);
  });
});
