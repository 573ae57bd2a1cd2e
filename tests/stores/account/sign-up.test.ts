// docs/product.md §2.5, §4.1, §8 "Sign-up fails": the sign-up action with the API client mocked —
// the payload, the login fallback, the session it leaves and the verification modal that follows.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignUpForm } from '../../../src/lib/account/validate.ts';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/chain/config.ts', () => ({ $storeConfig: chainConfig }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/integrations/index.ts', () => ({ track: vi.fn() }));

const { signUp } = await import('../../../src/stores/account/sign-up.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');

const form: SignUpForm = {
  firstName: ' Ann ',
  lastName: 'Lee',
  email: 'ann@example.com ',
  company: '',
  birthday: '',
  phone: '(212) 555-0199',
  password: 'Burger#2026',
  emailOptin: true,
  smsOptin: true,
};

beforeEach(() => {
  api.calls.length = 0;
  api.answers = { me: () => ({ customer: customer() }) };
  chainConfig.set({ email_optin: true });
  session.$loggedIn.set(false);
  session.$customerId.set(null);
  $modal.set('signup');
});

describe('signUp', () => {
  it('registers, logs the new customer in and closes the modal', async () => {
    api.answers.register = () => ({ customer_id: 42 });
    expect(await signUp(form)).toEqual({ ok: true, value: undefined });
    expect(api.calls.map((c) => c.id)).toEqual(['register', 'me']);
    expect(api.calls[0]!.options.payload).toEqual({
      email: 'ann@example.com',
      password: 'Burger#2026',
      first_name: 'Ann',
      last_name: 'Lee',
      phone: '2125550199',
      auto_login: true,
      email_optin: true,
      sms_optin: false,
    });
    expect(session.$loggedIn.get()).toBe(true);
    expect(session.$customerId.get()).toBe(42);
    expect($modal.get()).toBeNull();
  });

  it('without a customer_id, logs in with the same credentials', async () => {
    api.answers.register = () => ({});
    api.answers.login = () => ({ customer_id: 42 });
    expect((await signUp(form)).ok).toBe(true);
    expect(api.calls.map((c) => c.id)).toEqual(['register', 'login', 'me']);
    expect(api.calls[1]!.options.payload).toEqual({
      username: 'ann@example.com',
      password: 'Burger#2026',
    });
    expect(session.$loggedIn.get()).toBe(true);
  });

  it.each([
    [{ require_phone_verification: true, require_email_verification: true }, 'verify-phone'],
    [{ require_email_verification: true }, 'verify-email'],
    [{}, null],
  ])('then the verification the chain requires: %j → %s', async (config, next) => {
    chainConfig.set(config);
    api.answers.register = () => ({ customer_id: 42 });
    await signUp(form);
    expect($modal.get()).toBe(next);
  });

  it.each([
    [
      'the server’s data.error',
      failWith(400, 'Email already registered'),
      'Email already registered',
    ],
    ['no answer', failWith(0, 'fetch failed'), 'Something went wrong. Please try again.'],
    ['no text', failWith(500), 'Something went wrong. Please try again.'],
  ])('a failed registration shows %s and logs nobody in', async (_, answer, message) => {
    api.answers.register = answer;
    expect(await signUp(form)).toEqual({ ok: false, message });
    expect(api.calls.map((c) => c.id)).toEqual(['register']);
    expect(session.$loggedIn.get()).toBe(false);
    expect($modal.get()).toBe('signup');
  });

  it('a failed login fallback keeps the modal open with docs/product.md’s login text', async () => {
    api.answers.register = () => ({});
    api.answers.login = failWith(401, 'invalid email or password');
    expect(await signUp(form)).toEqual({ ok: false, message: 'Invalid email or password' });
    expect($modal.get()).toBe('signup');
    expect(session.$loggedIn.get()).toBe(false);
  });
});
