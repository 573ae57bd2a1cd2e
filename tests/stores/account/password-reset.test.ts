// docs/product.md §2.7, §8 "Password reset", §7.2 "Login with security code" / "Change password":
// the reset request, the reset link, and the reset itself (sign in with the code, then the new
// password), with the API client mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const assign = vi.fn();
const replaceState = vi.fn();
vi.stubGlobal('location', {
  pathname: '/password_reset',
  search: '?email=ann%40example.com&code=012345',
  hash: '',
  assign,
});
vi.stubGlobal('history', { state: null, replaceState });
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({
  showToast: vi.fn(),
  showToastAfterNavigation: vi.fn(),
}));
vi.mock('../../../src/integrations/index.ts', () => ({ track: vi.fn() }));

const { requestPasswordReset, resetPassword, takeResetLink, $resetSignedInAs } =
  await import('../../../src/stores/account/password-reset.ts');
const session = await import('../../../src/stores/account/session.ts');
const toasts = await import('../../../src/stores/app/toasts.ts');

const FORM = { email: 'Ann@example.com ', code: '012345', password: 'Burger#2026' };
const NOT_SAVED = 'You are signed in, but your new password could not be saved. Please try again.';

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  localStorage.clear();
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  session.$customer.set(null);
  $resetSignedInAs.set(null);
  assign.mockReset();
  vi.mocked(toasts.showToastAfterNavigation).mockReset();
});

describe('requestPasswordReset', () => {
  it('asks for a reset link for the trimmed address and confirms it', async () => {
    api.answers.password = () => ({ ok: true });
    expect(await requestPasswordReset(' ann@example.com ')).toEqual({
      ok: true,
      value:
        "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
    });
    expect(api.calls).toEqual([
      { id: 'password', options: { payload: { email: 'ann@example.com', reset: true } } },
    ]);
  });

  it.each([
    ['returns not ok', () => ({ ok: false }), 'Email could not be sent'],
    [
      'fails with a server text',
      failWith(500, 'mailer down'),
      'Something went wrong. Please try again',
    ],
    ['gets no answer', failWith(0), 'Something went wrong. Please try again'],
  ])('%s', async (_, answer, message) => {
    api.answers.password = answer;
    expect(await requestPasswordReset('ann@example.com')).toEqual({ ok: false, message });
  });
});

describe('takeResetLink', () => {
  it('reads the e-mail and code once and takes the code out of the address', () => {
    expect(takeResetLink()).toEqual({ email: 'ann@example.com', code: '012345' });
    expect(replaceState).toHaveBeenCalledWith(null, '', '/password_reset?email=ann%40example.com');
    expect(takeResetLink()).toEqual({ email: 'ann@example.com', code: '012345' });
    expect(replaceState).toHaveBeenCalledTimes(1);
  });
});

describe('resetPassword', () => {
  const signsIn = () => {
    api.answers.loginWithSecurityCode = () => ({ customer_id: 42 });
    api.answers.me = () => ({ customer: customer() });
  };

  it('signs in with the code, sets the new password, then opens the account with a word', async () => {
    signsIn();
    api.answers.password = () => ({ ok: true });
    expect(await resetPassword(FORM)).toEqual({ ok: true, value: undefined });
    expect(api.calls.map((c) => [c.id, c.options.payload])).toEqual([
      ['loginWithSecurityCode', { email: 'ann@example.com', security_code: '012345' }],
      ['me', undefined],
      ['password', { new_password: 'Burger#2026' }],
    ]);
    expect(session.$loggedIn.get()).toBe(true);
    expect(session.$customerId.get()).toBe(42);
    expect(toasts.showToastAfterNavigation).toHaveBeenCalledWith(
      'Your password has been changed',
      'success',
    );
    expect(assign).toHaveBeenCalledWith('/account');
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
    ['no network', failWith(0, 'fetch failed'), 'Something went wrong. Please try again'],
  ])(
    '%s: docs/product.md §8 login text, not signed in, nothing changed',
    async (_, answer, message) => {
      api.answers.loginWithSecurityCode = answer;
      expect(await resetPassword(FORM)).toEqual({ ok: false, message });
      expect(api.calls.map((c) => c.id)).toEqual(['loginWithSecurityCode']);
      expect(session.$loggedIn.get()).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('a failed password step keeps the sign-in; trying again only repeats that step', async () => {
    signsIn();
    api.answers.password = failWith(0, 'fetch failed');
    expect(await resetPassword(FORM)).toEqual({ ok: false, message: NOT_SAVED });
    expect(session.$loggedIn.get()).toBe(true);
    api.calls.length = 0;
    api.answers.password = () => ({ ok: true });
    expect((await resetPassword(FORM)).ok).toBe(true);
    expect(api.calls.map((c) => c.id)).toEqual(['password']);
    expect(assign).toHaveBeenCalledWith('/account');
  });

  it.each([
    ['answers not ok', () => ({ ok: false }), NOT_SAVED],
    ['is refused', failWith(400, 'Please enter your current password'), NOT_SAVED],
    [
      'comes after the code’s 10 minutes',
      failWith(410, 'This code has expired. Please request a new one.', 'pin_expired'),
      'This code has expired. Please request a new one.',
    ],
  ])('the password step %s', async (_, answer, message) => {
    signsIn();
    api.answers.password = answer;
    expect(await resetPassword(FORM)).toEqual({ ok: false, message });
    expect(assign).not.toHaveBeenCalled();
  });
});
