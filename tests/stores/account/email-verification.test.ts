// docs/product.md §2.9, §8 "PIN verification", "E-mail verified": the e-mail verification actions
// with the API client mocked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));

const mail = await import('../../../src/stores/account/email-verification.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  vi.mocked(showToast).mockReset();
  session.$customer.set(customer());
  session.$emailVerified.set(false);
  $modal.set('verify-email');
});

describe('sending and resending the PIN', () => {
  it.each([
    [true, ['Verification PIN sent again']],
    [false, []],
  ])('RESEND PIN accepted %s → toasts %j', async (accepted, toasts) => {
    api.answers.sendVerifyCode = () => ({ ok: accepted });
    expect(await mail.resendEmailPin('ann@example.com')).toEqual({ ok: true, value: accepted });
    expect(api.calls).toEqual([
      { id: 'sendVerifyCode', options: { payload: { email: 'ann@example.com' } } },
    ]);
    expect(vi.mocked(showToast).mock.calls.map((c) => c[0])).toEqual(toasts);
  });

  it('the automatic send is silent; a failed one gives the server’s text', async () => {
    api.answers.sendVerifyCode = () => ({ ok: true });
    expect(await mail.sendEmailPin('ann@example.com')).toEqual({ ok: true, value: true });
    api.answers.sendVerifyCode = failWith(429, 'Too many PIN requests');
    expect(await mail.sendEmailPin('ann@example.com')).toEqual({
      ok: false,
      message: 'Too many PIN requests',
    });
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('verifyEmailPin', () => {
  it('marks the e-mail verified, toasts and closes the modal', async () => {
    api.answers.verifyEmail = () => ({ ok: true });
    expect((await mail.verifyEmailPin('ann@example.com', '123456')).ok).toBe(true);
    expect(api.calls[0]!.options.payload).toEqual({
      email: 'ann@example.com',
      security_code: '123456',
    });
    expect(session.$emailVerified.get()).toBe(true);
    expect(session.$customer.get()?.is_verified).toBe(true);
    expect(showToast).toHaveBeenCalledWith('Email verified', { kind: 'success' });
    expect($modal.get()).toBeNull();
  });

  it.each([
    ['returns not ok', () => ({ ok: false }), 'Verification failed. Please try again.'],
    ['fails with a server text', failWith(400, 'PIN expired'), 'PIN expired'],
    ['gets no answer', failWith(0), 'Verification failed. Please try again.'],
  ])('%s: nothing is marked verified', async (_, answer, message) => {
    api.answers.verifyEmail = answer;
    expect(await mail.verifyEmailPin('ann@example.com', '123456')).toEqual({ ok: false, message });
    expect(session.$emailVerified.get()).toBe(false);
    expect($modal.get()).toBe('verify-email');
    expect(showToast).not.toHaveBeenCalled();
  });
});
