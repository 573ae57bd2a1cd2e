import { describe, expect, it } from 'vitest';
import {
  adminAutologinUrl,
  adminLabel,
  orderNowHref,
  loginScreenFace,
  profileLinkHref,
  profileOpensDropdown,
  showCartIcon,
  showLoginLink,
  showOrderNow,
  showSummaryBar,
} from '../../../src/lib/account/menu.ts';
import { SCREENS, type ScreenKey } from '../../../src/lib/routes.ts';

const KEYS = SCREENS.map((s) => s.key);
const PROFILE_AREA = KEYS.filter((k) => k === 'account' || k.startsWith('account-'));

describe('showLoginLink (docs/product.md §2.3 "Login" link)', () => {
  it.each([
    [false, false, 'menu', true],
    [false, undefined, 'home', true],
    [true, false, 'menu', false],
    [false, true, 'menu', false],
    [false, false, 'login', false],
    [true, true, 'login', false],
  ] as const)(
    'loggedIn %s, disable_login %s, on %s → %s',
    (loggedIn, disableLogin, screen, shown) => {
      expect(showLoginLink({ loggedIn, disableLogin, screen })).toBe(shown);
    },
  );
  it('shows on every screen but Login when the other two hold', () => {
    for (const screen of KEYS)
      expect(showLoginLink({ loggedIn: false, disableLogin: false, screen })).toBe(
        screen !== 'login',
      );
  });
});

describe('adminLabel / profileOpensDropdown (docs/product.md §2.3 widths)', () => {
  it.each([
    [320, 'Admin', true],
    [899, 'Admin', true],
    [900, 'Jump To Admin', true],
    [901, 'Jump To Admin', false],
    [1440, 'Jump To Admin', false],
  ])('%ipx → %s, dropdown %s', (width, label, dropdown) => {
    expect(adminLabel(width)).toBe(label);
    expect(profileOpensDropdown(width)).toBe(dropdown);
  });
});

describe('loginScreenFace: with disable_login the Login screen says sign-in is off (docs/product.md §6)', () => {
  it.each([
    ['configuration not known yet', undefined, 'pending'],
    ['sign-in on', { disable_login: false }, 'login'],
    ['no setting', {}, 'login'],
    ['sign-in off', { disable_login: true }, 'unavailable'],
  ] as const)('%s → %s', (_name, config, face) => {
    expect(loginScreenFace(config)).toBe(face);
  });
});

describe('profileLinkHref: above 900px the header’s Profile goes to the Profile screen (docs/product.md §2.3)', () => {
  it.each([
    [390, null],
    [900, null],
    [901, '/account/profile'],
    [1440, '/account/profile'],
  ])('%ipx → %s', (width, href) => {
    expect(profileLinkHref(width)).toBe(href);
  });
});

describe('showOrderNow / orderNowHref (docs/product.md §2.3 "Order Now")', () => {
  it('shows on the content hub, account and profile-area screens only', () => {
    expect(PROFILE_AREA).toHaveLength(9);
    for (const k of KEYS)
      expect(showOrderNow(k)).toBe(k === 'content-hub' || PROFILE_AREA.includes(k));
  });
  it.each([
    [true, '12', '/12'],
    [true, 12, '/12'],
    [false, '12', '/'],
    [true, null, '/'],
    [true, undefined, '/'],
    [true, '', '/'],
  ])('order %s, store %j → %s', (hasOrder, selectedStoreId, href) =>
    expect(orderNowHref({ hasOrder, selectedStoreId })).toBe(href),
  );
});

describe('showCartIcon (docs/product.md §2.3 "Cart icon")', () => {
  it.each([
    ['menu', 1440, true],
    ['menu', 320, true],
    ['checkout', 1000, true],
    ['checkout', 1001, false],
    ['checkout', 375, true],
  ] as const)('%s at %ipx → %s', (screen, width, shown) =>
    expect(showCartIcon(screen, width)).toBe(shown),
  );
  it('is hidden everywhere else', () => {
    for (const k of KEYS.filter((x) => x !== 'menu' && x !== 'checkout'))
      expect(showCartIcon(k, 375)).toBe(false);
  });
});

describe('showSummaryBar (docs/product.md §2.3 "Middle summary bar")', () => {
  const HIDDEN: ScreenKey[] = [
    'home',
    'checkout',
    'not-found',
    'confirmation',
    'content-hub',
    'login',
    ...PROFILE_AREA,
  ];
  it('is shown only off the listed screens and with day/time, service, store and order all set', () => {
    const B = [false, true];
    for (const screen of KEYS)
      for (const dayAndTime of B)
        for (const service of B)
          for (const store of B)
            for (const order of B) {
              const expected = !HIDDEN.includes(screen) && dayAndTime && service && store && order;
              expect(showSummaryBar({ screen, dayAndTime, service, store, order }), screen).toBe(
                expected,
              );
            }
  });
  it.each(['menu', 'order-quote', 'checkin', 'password-reset', 'login-callback'] as const)(
    'shows on %s when everything is set',
    (screen) => {
      expect(
        showSummaryBar({ screen, dayAndTime: true, service: true, store: true, order: true }),
      ).toBe(true);
    },
  );
});

describe('adminAutologinUrl (docs/product.md §2.3 "Jump To Admin")', () => {
  const session = {
    cookies: { __ac: 'a+b/c=', ROUTE_ID: 'r1' },
    apiBase: 'https://api.example.com/v1',
    chainName: 'Café Co',
  };
  const decode = (url: string) =>
    JSON.parse(
      Buffer.from(new URL(url).searchParams.get('params') ?? '', 'base64').toString('utf8'),
    );

  it('puts base64 JSON {cookies, api_base, chainName} in `params`', () => {
    const url = adminAutologinUrl('https://admin.example.com/autologin?x=1', session)!;
    expect(url.startsWith('https://admin.example.com/autologin?x=1&params=')).toBe(true);
    expect(decode(url)).toEqual({
      cookies: session.cookies,
      api_base: 'https://api.example.com/v1',
      chainName: 'Café Co',
    });
    expect(Object.keys(decode(url))).toEqual(['cookies', 'api_base', 'chainName']);
  });
  it('replaces a params value already in the URL', () => {
    const url = adminAutologinUrl('https://admin.example.com/autologin?params=old', session)!;
    expect(new URL(url).searchParams.getAll('params')).toHaveLength(1);
    expect(decode(url).chainName).toBe('Café Co');
  });
  it.each(['', '/autologin', 'javascript:alert(1)', 'not a url'])('rejects %j', (base) =>
    expect(adminAutologinUrl(base, session)).toBeUndefined(),
  );
});
