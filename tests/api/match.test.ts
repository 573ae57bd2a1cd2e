import { describe, expect, it } from 'vitest';
import { CONTRACT } from '../../src/api/contract.ts';
import { buildPath, matchCall } from '../../src/api/match.ts';

describe('matchCall', () => {
  it('matches every contract call by its own path', () => {
    for (const [id, def] of Object.entries(CONTRACT)) {
      const path = buildPath(
        def.path,
        new Proxy(
          {},
          {
            get: (_t, name) =>
              name === 'token'
                ? 'tok_12345678'
                : name === 'id'
                  ? 'abc'
                  : name === 'fraud_provider'
                    ? 'risk'
                    : '12',
          },
        ),
      );
      expect(matchCall(def.method, path)?.id, id).toBe(id);
    }
  });

  it.each([
    ['GET', '/stores/configuration', 'storeConfiguration'],
    ['GET', '/stores/12', 'store'],
    ['POST', '/customers/password', 'password'],
    ['POST', '/customers/12', 'updateCustomer'],
    ['GET', '/customers/12/favorite-stores', 'favoriteStores'],
    ['POST', '/customers/12/favorite_stores', 'addFavoriteStore'],
    ['GET', '/customers/12/favorite_stores', undefined],
    ['GET', '/stores/12/', undefined],
    ['GET', '/stores/1e3', undefined],
    ['GET', '/orders/payment/short', undefined],
  ])('%s %s → %s', (method, path, id) => {
    expect(matchCall(method, path)?.id).toBe(id);
  });

  it('encodes parameters when building paths', () => {
    expect(buildPath('/orders/payment/{token}', { token: 'a/b' })).toBe('/orders/payment/a%2Fb');
    expect(() => buildPath('/stores/{storeId}', {})).toThrow(/storeId/);
  });
});
