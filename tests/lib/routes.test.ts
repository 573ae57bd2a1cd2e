import { describe, expect, it } from 'vitest';
import { guardRedirect, matchRoute, menuPath, screen, SCREENS } from '../../src/lib/routes.ts';

// docs/product.md §2.1 route table
describe('matchRoute (docs/product.md §2.1)', () => {
  it.each([
    ['/login/callback', 'login-callback', {}],
    ['/', 'home', {}],
    ['/12', 'menu', { storeId: '12' }],
    ['/12/', 'menu', { storeId: '12' }],
    ['/12/main-street', 'menu', { storeId: '12', storeName: 'main-street' }],
    ['/12/checkout', 'checkout', { storeId: '12' }],
    ['/12/main-street/checkout', 'checkout', { storeId: '12', storeName: 'main-street' }],
    ['/12/Caf%C3%A9', 'menu', { storeId: '12', storeName: 'Café' }],
    ['/account', 'account', {}],
    ['/account/profile', 'account-profile', {}],
    ['/account/addresses', 'account-addresses', {}],
    ['/account/order-history', 'account-order-history', {}],
    ['/account/external-links', 'account-external-links', {}],
    ['/account/manage-cards', 'account-manage-cards', {}],
    ['/account/gift-cards', 'account-gift-cards', {}],
    ['/account/rewards', 'account-rewards', {}],
    ['/account/favorite-items', 'account-favorite-items', {}],
    ['/confirmation/A-1001', 'confirmation', { orderId: 'A-1001' }],
    ['/content-hub', 'content-hub', {}],
    ['/password_reset', 'password-reset', {}],
    ['/order-quote', 'order-quote', {}],
    ['/checkin', 'checkin', {}],
    ['/login', 'login', {}],
    ['/login/', 'login', {}],
  ])('%s → %s', (path, key, params) => {
    const m = matchRoute(path);
    expect(m.screen.key).toBe(key);
    expect(m.params).toEqual(params);
  });

  it.each([
    ['/nope'],
    ['/account/nope'],
    ['/12/a/b'],
    ['/12/a/b/checkout'],
    ['/confirmation'],
    ['/confirmation/1/2'],
    ['/abc/checkout'],
    ['/12/%E0%A4%A'],
    ['/password-reset'],
    ['//12'],
  ])('%s → Not found', (path) => {
    expect(matchRoute(path).screen.key).toBe('not-found');
  });

  it('serves Not found with status 404', () => {
    expect(screen('not-found').status).toBe(404);
  });

  it('hides the header nav on Confirmation only', () => {
    expect(SCREENS.filter((s) => s.confirmationHeader).map((s) => s.key)).toEqual(['confirmation']);
  });

  it('gives every screen its own shell path', () => {
    expect(new Set(SCREENS.map((s) => s.shellPath)).size).toBe(SCREENS.length);
  });
});

// docs/product.md §2.1 "Account guard"
describe('guardRedirect (docs/product.md §2.1)', () => {
  const guarded = SCREENS.filter((s) => s.path?.startsWith('/account'));
  it('guards /account and every child', () => {
    expect(guarded).toHaveLength(9);
    expect(guarded.every((s) => s.requiresLogin)).toBe(true);
  });
  it.each([
    ['absent flag', null, '/'],
    ['empty flag', '', '/'],
    ['false flag', 'false', '/'],
    ['logged in', 'true', undefined],
  ])('account with %s → %s', (_n, stored, expected) => {
    for (const s of guarded) expect(guardRedirect(s, stored)).toBe(expected);
  });
  it('never redirects from unguarded screens', () => {
    for (const s of SCREENS.filter((x) => !x.requiresLogin))
      expect(guardRedirect(s, null)).toBeUndefined();
  });
});

describe('menuPath and storeSlug (docs/product.md §2.1 /{storeId}/{storeName?})', () => {
  it.each([
    [
      { store_id: 101, name: 'Harbor Burger Co. Fulton Street' },
      '/101/harbor-burger-co-fulton-street',
    ],
    [{ store_id: 7, name: 'Café Déjà Vu' }, '/7/cafe-deja-vu'],
    [{ store_id: 8, name: '***' }, '/8'],
  ])('%o → %s', (store, path) => {
    expect(menuPath(store)).toBe(path);
    expect(matchRoute(path).screen.key).toBe('menu');
    expect(matchRoute(path).params.storeId).toBe(String(store.store_id));
  });
});
