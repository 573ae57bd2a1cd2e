// docs/product.md §2.8, §8 "PIN verification", "Phone verified", "Phone changed", "Phone change
// returns 403": the phone verification actions with the API client mocked.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
const expireSession = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/chain/config.ts', () => ({ $storeConfig: chainConfig }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: (m: string) => expireSession(m),
}));

const phone = await import('../../../src/stores/account/phone-verification.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  chainConfig.set({});
  expireSession.mockReset();
  vi.mocked(showToast).mockReset();
  session.$customer.set(customer());
  session.$phoneVerified.set(false);
  $modal.set('verify-phone');
});

describe('sending and resending the PIN', () => {
  it('sends to the number and says whether the API took it', async () => {
    api.answers.sendVerifyPhone = () => ({ ok: true });
    expect(await phone.sendPhonePin('2125550199')).toEqual({ ok: true, value: true });
    expect(api.calls).toEqual([
      { id: 'sendVerifyPhone', options: { payload: { phone: '2125550199' } } },
    ]);
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    [true, ['Verification PIN sent again']],
    [false, []],
  ])('RESEND PIN accepted %s → toasts %j', async (accepted, toasts) => {
    api.answers.sendVerifyPhone = () => ({ ok: accepted });
    expect(await phone.resendPhonePin('2125550199')).toEqual({ ok: true, value: accepted });
    expect(vi.mocked(showToast).mock.calls.map((c) => c[0])).toEqual(toasts);
  });

  it('a failed send gives the server’s text, else docs/product.md’s', async () => {
    api.answers.sendVerifyPhone = failWith(429, 'Too many PIN requests');
    expect(await phone.resendPhonePin('2125550199')).toEqual({
      ok: false,
      message: 'Too many PIN requests',
    });
    api.answers.sendVerifyPhone = failWith(0);
    expect(await phone.sendPhonePin('2125550199')).toEqual({
      ok: false,
      message: 'Verification failed. Please try again.',
    });
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('verifyPhonePin', () => {
  it('marks the phone verified, toasts and closes the modal', async () => {
    api.answers.verifyPhone = () => ({ ok: true });
    expect((await phone.verifyPhonePin('2125550199', '123456')).ok).toBe(true);
    expect(api.calls[0]!.options.payload).toEqual({ phone: '2125550199', security_code: '123456' });
    expect(session.$phoneVerified.get()).toBe(true);
    expect(session.$customer.get()?.is_phone_verified).toBe(true);
    expect(showToast).toHaveBeenCalledWith('Phone number verified', { kind: 'success' });
    expect($modal.get()).toBeNull();
  });

  it.each([
    [{ require_email_verification: true }, false, 'verify-email'],
    [{ require_email_verification: true }, true, null],
    [{}, false, null],
  ])('then %j with e-mail verified %s → %s', async (config, emailVerified, next) => {
    chainConfig.set(config);
    session.$customer.set(customer({ is_verified: emailVerified }));
    api.answers.verifyPhone = () => ({ ok: true });
    await phone.verifyPhonePin('2125550199', '123456');
    expect($modal.get()).toBe(next);
  });

  it.each([
    ['returns not ok', () => ({ ok: false }), 'Verification failed. Please try again.'],
    ['fails with a server text', failWith(400, 'PIN expired'), 'PIN expired'],
    ['gets no answer', failWith(0), 'Verification failed. Please try again.'],
  ])('%s: nothing is marked verified', async (_, answer, message) => {
    api.answers.verifyPhone = answer;
    expect(await phone.verifyPhonePin('2125550199', '123456')).toEqual({ ok: false, message });
    expect(session.$phoneVerified.get()).toBe(false);
    expect($modal.get()).toBe('verify-phone');
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('changePhone', () => {
  it('saves the digits, sends the new number a PIN and toasts', async () => {
    api.answers.updateCustomer = () => ({ customer: customer({ phone: '3125550182' }) });
    api.answers.sendVerifyPhone = () => ({ ok: true });
    expect(await phone.changePhone('(312) 555-0182')).toEqual({ ok: true, value: 'sent' });
    expect(api.calls).toEqual([
      {
        id: 'updateCustomer',
        options: { params: { customerId: 42 }, payload: { phone: '3125550182' } },
      },
      { id: 'sendVerifyPhone', options: { payload: { phone: '3125550182' } } },
    ]);
    expect(session.$customer.get()?.phone).toBe('3125550182');
    expect(session.$phoneVerified.get()).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Verification code sent to the new phone number');
  });

  it('a 403 ends the session with docs/product.md’s toast and has nothing more to say', async () => {
    api.answers.updateCustomer = failWith(403, 'expired');
    expect(await phone.changePhone('(312) 555-0182')).toEqual({ ok: true, value: 'sessionEnded' });
    expect(expireSession).toHaveBeenCalledWith('Your session has expired. Please log in again');
    expect(showToast).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server’s text',
      failWith(400, 'Phone number already in use'),
      'Phone number already in use',
    ],
    [
      'docs/product.md’s text without one',
      failWith(500),
      'Something went wrong. Please try again.',
    ],
  ])('another failure gives %s', async (_, answer, message) => {
    api.answers.updateCustomer = answer;
    expect(await phone.changePhone('(312) 555-0182')).toEqual({ ok: false, message });
    expect(expireSession).not.toHaveBeenCalled();
    expect(session.$customer.get()?.phone).toBe('2125550199');
  });
});
