// docs/product.md §4.1 SSO success, §8 "SSO fails": the single sign-on action with the popup and
// the API client mocked.
import { atom } from 'nanostores';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, failWith, memoryStorage, scriptedApi } from './fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
const api = scriptedApi();
const chainConfig = atom<Record<string, unknown> | undefined>(undefined);
const signInWithOkta = vi.fn();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const branding = atom<{ sso?: Record<string, unknown> }>({});
vi.mock('../../../src/stores/chain/config.ts', () => ({
  $storeConfig: chainConfig,
  $branding: branding,
}));
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
  ])('docs/product.md’s text when %s', async (_, arrange) => {
    arrange();
    expect(await signInWithProvider('okta')).toEqual({ ok: false, message: SPEC_TEXT });
    expect(session.$loggedIn.get()).toBe(false);
    expect($modal.get()).toBe('login');
  });

  it('a provider without a sign-in here gives docs/product.md’s text', async () => {
    expect(await signInWithProvider('google')).toEqual({ ok: false, message: SPEC_TEXT });
    expect(signInWithOkta).not.toHaveBeenCalled();
  });
});

describe('apple and google through their scripts (docs/product.md §7.2, §7.8)', () => {
  const appleSignIn = vi.fn();
  const appleInit = vi.fn();
  let googleAnswer: (c: {
    callback: (r: { access_token?: string }) => void;
    error_callback?: (e: { type?: string }) => void;
  }) => void;
  const tokenClients: Record<string, unknown>[] = [];

  beforeEach(() => {
    appleSignIn.mockReset();
    appleInit.mockReset();
    tokenClients.length = 0;
    branding.set({
      sso: {
        apple: {
          enabled: true,
          client_id: 'com.example.web',
          return_url: 'https://a.example/cb, http://shop.test/cb',
        },
        google: { enabled: true, client_id: 'g-client' },
      },
    });
    vi.stubGlobal('location', { origin: 'http://shop.test' });
    vi.stubGlobal('window', {
      AppleID: { auth: { init: appleInit, signIn: appleSignIn } },
      google: {
        accounts: {
          oauth2: {
            initTokenClient: (c: Parameters<typeof googleAnswer>[0] & Record<string, unknown>) => {
              tokenClients.push(c);
              return { requestAccessToken: () => googleAnswer(c) };
            },
          },
        },
      },
    });
  });

  it('apple: popup mode, the redirect URI of this origin, and the name it returned', async () => {
    appleSignIn.mockResolvedValue({
      authorization: { id_token: 'apple-token' },
      user: { name: { firstName: ' Ann ', lastName: 'Lee' } },
    });
    expect(await signInWithProvider('apple')).toEqual({ ok: true, value: 'signedIn' });
    expect(appleInit).toHaveBeenCalledWith({
      clientId: 'com.example.web',
      scope: 'name email',
      redirectURI: 'http://shop.test/cb',
      usePopup: true,
    });
    expect(api.calls[0]?.options).toEqual({
      payload: {
        provider: 'apple',
        auth_info: { access_token: 'apple-token', first_name: 'Ann', last_name: 'Lee' },
      },
    });
  });

  it('apple: a closed popup is a guest giving up', async () => {
    appleSignIn.mockRejectedValue({ error: 'popup_closed_by_user' });
    expect(await signInWithProvider('apple')).toEqual({ ok: true, value: 'cancelled' });
    expect(api.calls).toEqual([]);
  });

  it('google: automatic account selection, and no name sent', async () => {
    googleAnswer = (c) => c.callback({ access_token: 'google-token' });
    expect(await signInWithProvider('google')).toEqual({ ok: true, value: 'signedIn' });
    expect(tokenClients[0]).toMatchObject({ client_id: 'g-client', prompt: '' });
    expect(api.calls[0]?.options).toEqual({
      payload: { provider: 'google', auth_info: { access_token: 'google-token' } },
    });
  });

  it.each([
    ['a closed popup', { type: 'popup_closed' }, { ok: true, value: 'cancelled' }],
    [
      'a popup that cannot open',
      { type: 'popup_failed_to_open' },
      { ok: false, message: SPEC_TEXT },
    ],
  ])('google: %s', async (_, error, expected) => {
    googleAnswer = (c) => c.error_callback?.(error);
    expect(await signInWithProvider('google')).toEqual(expected);
  });

  it('docs/product.md’s text when the script is missing', async () => {
    vi.stubGlobal('window', {});
    expect(await signInWithProvider('apple')).toEqual({ ok: false, message: SPEC_TEXT });
    expect(await signInWithProvider('google')).toEqual({ ok: false, message: SPEC_TEXT });
  });
});
