// docs/product.md §8 (menu fetch failures), docs/architecture.md §6 (one upstream deadline): on the
// static Menu shell, a tenant API that timed out or cannot be reached shows the menu's error after
// one wait, not two.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
const { loadShellStore } = await import('../../../src/stores/menu/shell-store.ts');
const { $menu } = await import('../../../src/stores/menu/menu.ts');

const set = vi.fn();

beforeEach(() => {
  api.calls.length = 0;
  api.answers = {};
  vi.stubGlobal('location', { pathname: '/102/williamsburg' });
  $menu.set({ status: 'loading', storeId: 102, serviceTypeId: 1, menus: [] });
});

describe('loadShellStore when the store call fails', () => {
  it.each([
    ['timed out (504)', 504],
    ['unreachable (502)', 502],
    ['no network', 0],
  ])('%s: the menu error at once, without a second call', async (_name, status) => {
    api.answers.store = failWith(status);
    await loadShellStore(1, set);
    expect(api.calls.map((c) => c.id)).toEqual(['store']);
    expect($menu.get()).toMatchObject({ status: 'error', storeId: 102, serviceTypeId: 1 });
  });

  it('any other failure still tries the menu of the stored service', async () => {
    api.answers.store = failWith(404);
    api.answers.menus = () => ({ menus: [] });
    await loadShellStore(1, set);
    expect(api.calls.map((c) => [c.id, c.options.payload])).toEqual([
      ['store', {}],
      ['menus', { service_type_id: 1 }],
    ]);
    expect($menu.get().status).toBe('ready');
  });
});
