// SPEC §4.1 SSO success, §8 "SSO fails": the single sign-on action with the popup and the API
// client mocked.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
const signInWithOkta = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('../../../src/stores/chain/config.ts', () => ({ $storeConfig: chainConfig }));
vi.mock('../../../src/stores/app/toasts.ts', () => ({ showToast: vi.fn() }));
vi.mock('../../../src/integrations/index.ts', () => ({ track: vi.fn() }));
vi.mock('../../../src/stores/account/sso/okta.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signInWithOkta: (...args: unknown[]) => signInWithOkta(...args) as unknown,
}));

const { signInWithProvider } = await import('../../../src/stores/account/sso/sign-in.ts');
const { SsoError } = await import('../../../src/stores/account/sso/okta.ts');
const session = await import('../../../src/stores/account/session.ts');
const { $modal } = await import('../../../src/stores/app/modal.ts');

const okta = { issuer_url: '/__sandbox/oidc', client_id: 'storefront' };
const SPEC_TEXT = 'Something went wrong. Please try again';

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {
    ssoLogin: () => ({ customer_id: 42 }),
    me: () => ({ customer: customer() }),
  };
  chainConfig.set({ foreign_auth_providers: { okta } });
  signInWithOkta.mockReset();
  signInWithOkta.mockResolvedValue({ idToken: 'id-token' });
  session.$loggedIn.set(false);
  $modal.set('login');
});

describe('signInWithProvider', () => {
  it('opens the provider’s popup, exchanges its token and closes the modal', async () => {
    expect(await signInWithProvider('okta')).toEqual({ ok: true, value: 'signedIn' });
    expect(signInWithOkta).toHaveBeenCalledWith({
      issuerUrl: '/__sandbox/oidc',
      clientId: 'storefront',
    });
    expect(api.calls[0]).toEqual({
      id: 'ssoLogin',
      options: { payload: { provider: 'okta', auth_info: { access_token: 'id-token' } } },
    });
    expect(session.$loggedIn.get()).toBe(true);
    expect($modal.get()).toBeNull();
  });

  it.each(['popup_closed', 'cancelled'] as const)(
    'a guest who gives up (%s) is told nothing',
    async (code) => {
      signInWithOkta.mockRejectedValue(new SsoError(code, 'gone'));
      expect(await signInWithProvider('okta')).toEqual({ ok: true, value: 'cancelled' });
      expect(api.calls).toEqual([]);
      expect($modal.get()).toBe('login');
    },
  );

  it.each([
    [
      'the popup is blocked',
      () => signInWithOkta.mockRejectedValue(new SsoError('popup_blocked', 'x')),
    ],
    ['the exchange fails', () => (api.answers.ssoLogin = failWith(401, 'Single sign-on failed'))],
    ['the customer info fails', () => (api.answers.me = failWith(500, 'boom'))],
    ['the chain has no OIDC provider', () => chainConfig.set({})],
  ])('SPEC’s text when %s', async (_, arrange) => {
    arrange();
    expect(await signInWithProvider('okta')).toEqual({ ok: false, message: SPEC_TEXT });
    expect(session.$loggedIn.get()).toBe(false);
    expect($modal.get()).toBe('login');
  });

  it('a provider without a sign-in here gives SPEC’s text', async () => {
    expect(await signInWithProvider('google')).toEqual({ ok: false, message: SPEC_TEXT });
    expect(signInWithOkta).not.toHaveBeenCalled();
  });
});
