/** The popup sign-in (src/stores/account/sso/okta.ts) and the callback relay (callback.ts) against a scripted window. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithOkta, SsoError, SSO_TIMEOUT_MS } from '../../src/stores/account/sso/okta.ts';
import { isCallbackPath, relayCallback } from '../../src/stores/account/sso/callback.ts';

const ORIGIN = 'http://burger.localhost:4321';
const ISSUER = `${ORIGIN}/__sandbox/oidc`;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown) => `${b64({ alg: 'RS256' })}.${b64(payload)}.c2ln`;

class FakePopup {
  closed = false;
  url = '';
  location = { replace: (url: string) => void (this.url = url) };
  close() {
    this.closed = true;
  }
}

class FakeWindow extends EventTarget {
  location = { origin: ORIGIN };
  screenX = 100;
  screenY = 50;
  outerWidth = 1280;
  outerHeight = 800;
  blocked = false;
  popup: FakePopup | undefined;
  opened: [string, string, string][] = [];
  setInterval = (fn: () => void, ms: number) => setInterval(fn, ms);
  clearInterval = (id: number) => clearInterval(id);
  setTimeout = (fn: () => void, ms: number) => setTimeout(fn, ms);
  clearTimeout = (id: number) => clearTimeout(id);
  open(url: string, name: string, features: string) {
    this.opened.push([url, name, features]);
    if (this.blocked) return null;
    this.popup = new FakePopup();
    return this.popup;
  }
  /** A message as the browser would deliver it. */
  deliver(data: unknown, origin = ORIGIN, source: unknown = this.popup) {
    this.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  }
}

let win: FakeWindow;
const fetchMock = vi.fn();
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  win = new FakeWindow();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    json: () => Promise.resolve({ issuer: ISSUER, authorization_endpoint: `${ISSUER}/auth` }),
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts a sign-in and waits until the popup is sent to the provider; returns its request. */
async function start(options: Partial<Parameters<typeof signInWithOkta>[0]> = {}) {
  const promise = signInWithOkta(
    { issuerUrl: '/__sandbox/oidc', clientId: 'storefront-burger', ...options },
    win as unknown as Window,
  );
  promise.catch(() => {});
  await flush();
  const url = new URL(win.popup!.url);
  return {
    promise,
    url,
    state: url.searchParams.get('state')!,
    nonce: url.searchParams.get('nonce')!,
  };
}

async function rejection(promise: Promise<unknown>): Promise<SsoError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(SsoError);
    return err as SsoError;
  }
  throw new Error('resolved');
}

describe('signInWithOkta', () => {
  it('opens a 480×640 popup, sends it to the authorization endpoint and resolves with the id_token', async () => {
    const { promise, url, state, nonce } = await start();
    expect(win.opened).toEqual([
      ['', 'storefront-sso', 'popup=yes,width=480,height=640,left=500,top=130'],
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      `${ISSUER}/.well-known/openid-configuration`,
      expect.objectContaining({ credentials: 'omit' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'storefront-burger',
      response_type: 'id_token',
      response_mode: 'fragment',
      scope: 'openid profile email',
      redirect_uri: `${ORIGIN}/login/callback`,
      state,
      nonce,
    });
    expect(state).not.toBe(nonce);
    const token = jwt({ nonce });
    win.deliver({ type: 'storefront-sso', hash: `#id_token=${token}&state=${state}` });
    await expect(promise).resolves.toEqual({ idToken: token });
    expect(win.popup!.closed).toBe(true);
  });

  it('ignores messages from another origin, another window or of another kind', async () => {
    const { promise, state, nonce } = await start();
    const hash = `#id_token=${jwt({ nonce })}&state=${state}`;
    win.deliver(
      { type: 'storefront-sso', hash: `#id_token=${jwt({ nonce: 'x' })}&state=${state}` },
      'http://evil.example',
    );
    win.deliver({ type: 'storefront-sso', hash: '#error=access_denied' }, ORIGIN, {});
    win.deliver({ type: 'other', hash });
    win.deliver('storefront-sso');
    win.deliver({ type: 'storefront-sso', hash });
    await expect(promise).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it.each([
    [
      'another state',
      (s: string, n: string) => `#id_token=${jwt({ nonce: n })}&state=${s}x`,
      'state_mismatch',
    ],
    [
      'another nonce',
      (s: string) => `#id_token=${jwt({ nonce: 'other' })}&state=${s}`,
      'nonce_mismatch',
    ],
    ['no token', (s: string) => `#state=${s}`, 'invalid_response'],
    [
      'an error',
      (s: string) => `#error=server_error&error_description=Boom&state=${s}`,
      'provider_error',
    ],
  ])('rejects an answer with %s', async (_what, hash, code) => {
    const { promise, state, nonce } = await start();
    win.deliver({ type: 'storefront-sso', hash: hash(state, nonce) });
    const err = await rejection(promise);
    expect(err.code).toBe(code);
    expect(err.cancelled).toBe(false);
    expect(win.popup!.closed).toBe(true);
  });

  it('treats the provider’s access_denied (Cancel) as a cancellation', async () => {
    const { promise, state } = await start();
    win.deliver({ type: 'storefront-sso', hash: `#error=access_denied&state=${state}` });
    const err = await rejection(promise);
    expect([err.code, err.providerError, err.cancelled]).toEqual([
      'provider_error',
      'access_denied',
      true,
    ]);
  });

  it('rejects when the popup is blocked, without asking the provider', async () => {
    win.blocked = true;
    const err = await rejection(
      signInWithOkta({ issuerUrl: '/__sandbox/oidc', clientId: 'c' }, win as unknown as Window),
    );
    expect(err.code).toBe('popup_blocked');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:alert(1)', 'c'],
    ['/__sandbox/oidc', ''],
  ])(
    'rejects issuer %j with client %j as not configured, without a popup',
    async (issuerUrl, clientId) => {
      expect(
        (await rejection(signInWithOkta({ issuerUrl, clientId }, win as unknown as Window))).code,
      ).toBe('invalid_configuration');
      expect(win.opened).toEqual([]);
    },
  );

  it('rejects when the user closes the popup, after one more poll for a late message', async () => {
    const { promise } = await start();
    win.popup!.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    let settled = false;
    promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect((await rejection(promise)).code).toBe('popup_closed');
  });

  it('still takes the message the callback posted just before closing itself', async () => {
    const { promise, state, nonce } = await start();
    win.popup!.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    win.deliver({ type: 'storefront-sso', hash: `#id_token=${jwt({ nonce })}&state=${state}` });
    await expect(promise).resolves.toMatchObject({ idToken: expect.any(String) });
  });

  it('gives up after 5 minutes and closes the popup', async () => {
    const { promise } = await start();
    await vi.advanceTimersByTimeAsync(SSO_TIMEOUT_MS - 1000);
    expect(win.popup!.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await rejection(promise)).code).toBe('timeout');
    expect(win.popup!.closed).toBe(true);
  });

  it('rejects and closes the popup when discovery fails or names another issuer', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, json: () => Promise.resolve({}) });
    const first = signInWithOkta(
      { issuerUrl: 'https://acme.okta.com/oauth2/default', clientId: 'c' },
      win as unknown as Window,
    );
    expect((await rejection(first)).code).toBe('discovery_failed');
    expect(win.popup!.closed).toBe(true);
    fetchMock.mockResolvedValueOnce({
      ok: true,
      json: () =>
        Promise.resolve({
          issuer: 'https://evil.example',
          authorization_endpoint: 'https://evil.example/auth',
        }),
    });
    const second = signInWithOkta(
      { issuerUrl: 'https://acme2.okta.com/', clientId: 'c' },
      win as unknown as Window,
    );
    expect((await rejection(second)).code).toBe('discovery_failed');
  });

  it('is cancelled by its signal and by a newer sign-in', async () => {
    const controller = new AbortController();
    const { promise } = await start({ signal: controller.signal });
    controller.abort();
    const err = await rejection(promise);
    expect([err.code, err.cancelled]).toEqual(['cancelled', true]);

    const older = await start();
    const newer = await start();
    expect((await rejection(older.promise)).code).toBe('cancelled');
    win.deliver({
      type: 'storefront-sso',
      hash: `#id_token=${jwt({ nonce: newer.nonce })}&state=${newer.state}`,
    });
    await expect(newer.promise).resolves.toMatchObject({ idToken: expect.any(String) });
  });
});

describe('relayCallback', () => {
  function callbackWindow(opener: unknown, hash = '#id_token=a.b.c&state=s') {
    return {
      location: { origin: ORIGIN, pathname: '/login/callback', search: '', hash },
      history: { state: null, replaceState: vi.fn() },
      opener,
      close: vi.fn(),
    };
  }

  it('posts the fragment to the opener on this origin only, drops it from the address bar and closes', () => {
    const opener = { closed: false, postMessage: vi.fn() };
    const w = callbackWindow(opener);
    expect(relayCallback(w as unknown as Window)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'storefront-sso', hash: '#id_token=a.b.c&state=s' },
      ORIGIN,
    );
    expect(w.history.replaceState).toHaveBeenCalledWith(null, '', '/login/callback');
    expect(w.close).toHaveBeenCalled();
  });

  it.each([
    ['no opener', null],
    ['a closed opener', { closed: true, postMessage: vi.fn() }],
  ])('with %s leaves the page open', (_what, opener) => {
    const w = callbackWindow(opener);
    expect(relayCallback(w as unknown as Window)).toBe(false);
    expect(w.close).not.toHaveBeenCalled();
    expect(w.history.replaceState).toHaveBeenCalledWith(null, '', '/login/callback');
  });

  it.each([
    ['/login/callback', true],
    ['/login/callback/', true],
    ['/login', false],
    ['/login/callback/x', false],
  ])('runs by itself on %s: %s', (path, ok) => expect(isCallbackPath(path)).toBe(ok));
});
