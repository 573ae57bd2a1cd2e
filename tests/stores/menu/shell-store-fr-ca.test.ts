// docs/architecture.md §4b: the static Menu shell of the fr-CA build is under /fr-ca/; the store id
// follows the language's segment.
import { describe, expect, it, vi } from 'vitest';
import { failWith, scriptedApi } from '../fixtures.ts';

const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));
vi.mock('#messages', () => import('../../../src/generated/messages/fr-CA.ts'));
const { loadShellStore } = await import('../../../src/stores/menu/shell-store.ts');

describe('loadShellStore in the fr-CA build', () => {
  it.each([
    ['/fr-ca/102/williamsburg', 102],
    ['/FR-CA/102', 102],
    ['/102', 102],
    ['/fr-ca/', undefined],
  ])('%s → store %s', async (pathname, storeId) => {
    vi.stubGlobal('location', { pathname });
    api.answers.store = failWith(504);
    const set = vi.fn();
    await loadShellStore(1, set);
    if (storeId)
      expect(set).toHaveBeenCalledWith({ storeId, name: undefined, subtitle: undefined });
    else expect(set).not.toHaveBeenCalled();
  });
});
