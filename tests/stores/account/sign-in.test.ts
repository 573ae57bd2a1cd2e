// docs/product.md §4.1 sign-in, §8 "Sign-in and accounts": the login and SSO exchange actions with
// the API client mocked — the session atoms they write, and docs/product.md's texts when they fail.
import * as m from '#messages';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/integrations/index.ts', () => ({ track: vi.fn() }));

const { logIn, logInWithSso, completeSignUp, logInWithCode, sendSignInCode, resendSignInCode } =
  await import('../../../src/stores/account/sign-in.ts');
const session = await import('../../../src/stores/account/session.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');
const { track } = await import('../../../src/integrations/index.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = { me: () => ({ customer: customer({ is_phone_verified: true }) }) };
  localStorage.clear();
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  session.$guestCustomerId.set(7);
  session.$customer.set(null);
  vi.mocked(showToast).mockReset();
  vi.mocked(track).mockReset();
});

function expectLoggedIn() {
  expect(session.$loggedIn.get()).toBe(true);
  expect(session.$customerId.get()).toBe(42);
  expect(session.$guestCustomerId.get()).toBeNull();
  expect(session.$userEmail.get()).toBe('ann@example.com');
  expect(session.$phoneVerified.get()).toBe(true);
  expect(session.$emailVerified.get()).toBe(false);
  expect(session.$customer.get()?.first_name).toBe('Ann');
}

function expectLoggedOut() {
  expect(session.$loggedIn.get()).toBe(false);
  expect(session.$guestCustomerId.get()).toBe(7);
}

describe('logIn', () => {
  it('sends the credentials, fetches the customer, then logs in and welcomes back', async () => {
    api.answers.login = () => ({ customer_id: 42 });
    const result = await logIn('ann@example.com', 'Burger#2026');
    expect(result).toMatchObject({ ok: true, value: { customer_id: 42 } });
    expect(api.calls.map((c) => c.id)).toEqual(['login', 'me']);
    expect(api.calls[0]!.options.payload).toEqual({
      username: 'ann@example.com',
      password: 'Burger#2026',
    });
    expectLoggedIn();
    expect(showToast).toHaveBeenCalledWith(m.errors_welcomeBack, { kind: 'success' });
    expect(track).toHaveBeenCalledWith({ type: 'fraud.login', customerId: 42 });
  });

  it.each([
    [
      'the server’s error, first letter upper case',
      failWith(401, 'invalid email or password'),
      'Invalid email or password',
    ],
    ['no answer', failWith(0, 'fetch failed'), 'Something went wrong. Please try again'],
    ['an answer without text', failWith(500), 'Something went wrong. Please try again'],
  ])('login fails (%s)', async (_, answer, message) => {
    api.answers.login = answer;
    expect(await logIn('ann@example.com', 'x')).toEqual({ ok: false, message });
    expect(api.calls.map((c) => c.id)).toEqual(['login']);
    expectLoggedOut();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('a failed customer info fetch is docs/product.md’s text and leaves the guest logged out', async () => {
    api.answers.login = () => ({ customer_id: 42 });
    api.answers.me = failWith(500, 'database down');
    expect(await logIn('ann@example.com', 'x')).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again',
    });
    expectLoggedOut();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('logInWithSso', () => {
  const payload = { provider: 'okta', auth_info: { access_token: 'id-token' } } as const;

  it('exchanges the token and logs in, without a welcome toast', async () => {
    api.answers.ssoLogin = () => ({ customer_id: 42 });
    expect((await logInWithSso(payload)).ok).toBe(true);
    expect(api.calls[0]).toEqual({ id: 'ssoLogin', options: { payload } });
    expectLoggedIn();
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    ['the exchange', { ssoLogin: failWith(401, 'Single sign-on failed') }],
    [
      'the customer info fetch',
      { ssoLogin: () => ({ customer_id: 42 }), me: failWith(500, 'boom') },
    ],
  ])('docs/product.md’s one text when %s fails', async (_, answers) => {
    Object.assign(api.answers, answers);
    expect(await logInWithSso(payload)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again',
    });
    expectLoggedOut();
  });
});

describe('completeSignUp', () => {
  it('logs the new customer in from its id', async () => {
    expect((await completeSignUp(42)).ok).toBe(true);
    expect(api.calls.map((c) => c.id)).toEqual(['me']);
    expectLoggedIn();
  });
});

describe('sendSignInCode', () => {
  it('sends a code to the trimmed address and says where it went', async () => {
    api.answers.sendVerifyCode = () => ({ ok: true });
    expect(await sendSignInCode(' ann@example.com ')).toEqual({
      ok: true,
      value: 'We sent a 6-digit code to ann@example.com. It expires in 10 minutes.',
    });
    expect(api.calls).toEqual([
      { id: 'sendVerifyCode', options: { payload: { email: 'ann@example.com' } } },
    ]);
  });

  it.each([
    ['returns not ok (no such account)', () => ({ ok: false }), 'Email could not be sent'],
    ['fails', failWith(500, 'mailer down'), 'Something went wrong. Please try again'],
    ['gets no answer', failWith(0), 'Something went wrong. Please try again'],
  ])('docs/product.md §8 when the request %s', async (_, answer, message) => {
    api.answers.sendVerifyCode = answer;
    expect(await sendSignInCode('ann@example.com')).toEqual({ ok: false, message });
  });
});

describe('logInWithCode', () => {
  it('signs in with the code like a login, welcomed when asked', async () => {
    api.answers.loginWithSecurityCode = () => ({ customer_id: 42 });
    expect((await logInWithCode(' ann@example.com', '012345', { welcome: true })).ok).toBe(true);
    expect(api.calls.map((c) => c.id)).toEqual(['loginWithSecurityCode', 'me']);
    expect(api.calls[0]!.options.payload).toEqual({
      email: 'ann@example.com',
      security_code: '012345',
    });
    expectLoggedIn();
    expect(showToast).toHaveBeenCalledWith(m.errors_welcomeBack, { kind: 'success' });
    expect(track).toHaveBeenCalledWith({ type: 'fraud.login', customerId: 42 });
  });

  it('without the welcome when the caller says its own word', async () => {
    api.answers.loginWithSecurityCode = () => ({ customer_id: 42 });
    expect((await logInWithCode('ann@example.com', '012345', { welcome: false })).ok).toBe(true);
    expectLoggedIn();
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an expired code',
      failWith(410, 'This code has expired. Please request a new one.', 'pin_expired'),
      'This code has expired. Please request a new one.',
    ],
    [
      'a wrong code',
      failWith(401, 'invalid email or security code', 'invalid_code'),
      'Invalid email or security code',
    ],
    ['no answer', failWith(0, 'fetch failed'), 'Something went wrong. Please try again'],
  ])('docs/product.md §8 login text for %s, and no sign-in', async (_, answer, message) => {
    api.answers.loginWithSecurityCode = answer;
    expect(await logInWithCode('ann@example.com', '012345', { welcome: true })).toEqual({
      ok: false,
      message,
    });
    expectLoggedOut();
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('resendSignInCode', () => {
  it('confirms a new code with docs/product.md §8’s resend text', async () => {
    api.answers.sendVerifyCode = () => ({ ok: true });
    expect((await resendSignInCode('ann@example.com')).ok).toBe(true);
    expect(showToast).toHaveBeenCalledWith('Verification PIN sent again');
  });

  it('says nothing more when it fails', async () => {
    api.answers.sendVerifyCode = failWith(0);
    expect(await resendSignInCode('ann@example.com')).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again',
    });
    expect(showToast).not.toHaveBeenCalled();
  });
});
