/**
 * The store's menus as the cart's suggestions need them (docs/product.md §7.4), fetched once per
 * store and service for the page.
 */
import { atom } from 'nanostores';
import { callApi } from '../../api/client.ts';
import type { Menu } from '../../api/schemas/menu.ts';
import * as calls from '../../generated/api-calls.ts';

/** Menus by "storeId:serviceTypeId". */
export const $menusByStore = atom<Readonly<Record<string, readonly Menu[]>>>({});

const inFlight = new Set<string>();

export const menusKey = (storeId: number, serviceTypeId: number | null) =>
  `${storeId}:${serviceTypeId ?? ''}`;

/** Loads a store's menus unless they are cached or on their way; failures only hide suggestions. */
export async function loadMenus(storeId: number, serviceTypeId: number | null): Promise<void> {
  const key = menusKey(storeId, serviceTypeId);
  if ($menusByStore.get()[key] || inFlight.has(key)) return;
  inFlight.add(key);
  try {
    const { menus } = await callApi(calls.menus, {
      params: { storeId },
      payload: serviceTypeId ? { service_type_id: serviceTypeId } : {},
    });
    $menusByStore.set({ ...$menusByStore.get(), [key]: menus });
  } catch (err) {
    console.warn('Loading the menus failed', err);
  } finally {
    inFlight.delete(key);
  }
}
