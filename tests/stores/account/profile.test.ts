// docs/product.md §7.2 "Update customer", §4.2 phone change, §8 "Phone changed": saving the Profile
// screen.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFormOf } from '../../../src/lib/account/profile.ts';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('location', { pathname: '/account/profile', assign: vi.fn() });
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
const expireSession = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/chain/config.ts', () => ({ $storeConfig: chainConfig }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/stores/account/session.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  expireSession: () => expireSession(),
}));

const { saveProfile } = await import('../../../src/stores/account/profile.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');
const { showToast } = await import('../../../src/stores/app/toasts.ts');

const ann = customer({ is_phone_verified: true, is_verified: true, birthdate: null });
const echo = (over: object) => (o: { payload?: object }) => ({
  customer: { ...ann, ...o.payload, ...over },
});

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  chainConfig.set({ require_phone_verification: true, email_optin: true });
  expireSession.mockReset();
  vi.mocked(showToast).mockReset();
  session.$customer.set(ann);
  session.$customerId.set(42);
  session.$loggedIn.set(true);
  $modal.set(null);
});

describe('saveProfile', () => {
  it('sends only what changed and keeps the answer', async () => {
    api.answers.updateCustomer = echo({});
    const form = {
      ...profileFormOf(ann),
      firstName: 'Anna',
      birthday: '01/15/1990',
      emailOptin: true,
    };
    expect(await saveProfile(form)).toEqual({ ok: true, value: 'saved' });
    expect(api.calls).toEqual([
      {
        id: 'updateCustomer',
        options: {
          params: { customerId: 42 },
          payload: { first_name: 'Anna', birthdate: '1990-01-15', email_optin: true },
        },
      },
    ]);
    expect(session.$customer.get()).toMatchObject({ first_name: 'Anna', birthdate: '1990-01-15' });
    expect($modal.get()).toBeNull();
  });

  it('nothing changed: no call', async () => {
    expect(await saveProfile(profileFormOf(ann))).toEqual({ ok: true, value: 'unchanged' });
    expect(api.calls).toEqual([]);
  });

  it('a new e-mail comes back unverified and the stored flags follow', async () => {
    session.$emailVerified.set(true);
    api.answers.updateCustomer = echo({ is_verified: false });
    await saveProfile({ ...profileFormOf(ann), email: 'ann@new.example.com' });
    expect(session.$emailVerified.get()).toBe(false);
    expect(session.$userEmail.get()).toBe('ann@new.example.com');
  });

  it('docs/product.md §4.2: a new phone opens Verify Phone (which sends the code) with docs/product.md §8’s toast', async () => {
    api.answers.updateCustomer = echo({ is_phone_verified: false });
    expect(await saveProfile({ ...profileFormOf(ann), phone: '(646) 555-0100' })).toEqual({
      ok: true,
      value: 'verify-phone',
    });
    expect(api.calls.map((c) => c.id)).toEqual(['updateCustomer']);
    expect(session.$phoneVerified.get()).toBe(false);
    expect($modal.get()).toBe('verify-phone');
    expect(vi.mocked(showToast).mock.calls.map((c) => c[0])).toEqual([
      'Verification code sent to the new phone number',
    ]);
  });

  it('a chain that does not verify phones just saves the new number', async () => {
    chainConfig.set({});
    api.answers.updateCustomer = echo({ is_phone_verified: false });
    expect(await saveProfile({ ...profileFormOf(ann), phone: '(646) 555-0100' })).toEqual({
      ok: true,
      value: 'saved',
    });
    expect($modal.get()).toBeNull();
  });

  it('the opt-in is left alone when the chain hides its box', async () => {
    chainConfig.set({ require_phone_verification: true });
    expect(await saveProfile({ ...profileFormOf(ann), emailOptin: true })).toEqual({
      ok: true,
      value: 'unchanged',
    });
  });

  it.each([
    [409, 'An account with this email already exists', 'An account with this email already exists'],
    [500, '', 'Something went wrong. Please try again.'],
    [0, '', 'Something went wrong. Please try again.'],
  ])(
    'a refusal (%i) is the server’s text, else docs/product.md’s',
    async (status, text, message) => {
      api.answers.updateCustomer = failWith(status, text);
      expect(await saveProfile({ ...profileFormOf(ann), email: 'b@example.com' })).toEqual({
        ok: false,
        message,
      });
      expect(session.$customer.get()).toEqual(ann);
    },
  );

  it('a 403 ends the session (docs/product.md §4.1)', async () => {
    api.answers.updateCustomer = failWith(403);
    expect(await saveProfile({ ...profileFormOf(ann), firstName: 'Anna' })).toEqual({
      ok: false,
      message: 'Your session has expired. Please log in again.',
    });
    expect(expireSession).toHaveBeenCalledOnce();
  });
});
