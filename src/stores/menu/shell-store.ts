import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/errors.ts';
import { defaultService } from '../../lib/order/service.ts';
import { loadMenu, menuUnavailable } from './menu.ts';
import type { StoreFacts } from './useStoreService.ts';
import { pagePath } from '../../lib/i18n/page-path.ts';
import * as calls from '../../generated/api-calls.ts';

/**
 * On the static Menu shell (the on-demand page could not answer): the store from the address, its
 * name, and the menu of the stored service when the store offers it, else of its default.
 */
export async function loadShellStore(
  selected: number | null,
  set: (facts: StoreFacts) => void,
): Promise<void> {
  const id = Number(/^\/(\d{1,9})(?:\/|$)/.exec(pagePath(location.pathname))?.[1]);
  if (!id) return;
  set({ storeId: id, name: undefined, subtitle: undefined });
  try {
    const { store } = await callApi(calls.store, { params: { storeId: id }, payload: {} });
    set({ storeId: id, name: store.name, subtitle: store.subtitle ?? undefined });
    const offered = store.services.some((s) => s.service_type_id === selected);
    await loadMenu(
      id,
      offered ? selected : (defaultService(store.services)?.service_type_id ?? null),
    );
  } catch (err) {
    // A tenant API that timed out or cannot be reached would only make the menu wait as long
    // again: the guest gets the menu's error (with Try again) after one timeout, not two.
    if (err instanceof ApiError && [0, 502, 504].includes(err.status))
      menuUnavailable(id, selected);
    else await loadMenu(id, selected);
  }
}
