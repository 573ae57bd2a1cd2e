import { useEffect, useState } from 'react';
import type { Menu } from '../../api/schemas/menu.ts';
import { loadMenu } from './menu.ts';
import { $selectedServiceId } from '../order/order.ts';

/** What the server-rendered Menu page hands its island. */
export interface MenuInitial {
  serviceTypeId: number | null;
  /** Services the store offers, so a stored service it lacks is not asked for. */
  serviceIds: number[];
  menus: Menu[];
  includeOutOfStock: boolean;
  currencySymbol: string;
}

export interface StoreFacts {
  storeId: number | undefined;
  name: string | undefined;
  subtitle: string | undefined;
}

/**
 * Which service's menu the page shows. The server rendered the store's default service (it cannot
 * read the stored selectedServiceId): when the stored one differs and the store offers it, the
 * menu is fetched again. The static shell knows nothing yet: it looks the store up (a module of
 * its own, so the server-rendered page does not load it).
 */
export function useStoreService(
  storeId: number | undefined,
  initial: MenuInitial | undefined,
): StoreFacts {
  const [facts, setFacts] = useState<StoreFacts>({ storeId, name: undefined, subtitle: undefined });
  useEffect(() => {
    const selected = $selectedServiceId.get();
    if (storeId && initial) {
      if (selected && selected !== initial.serviceTypeId && initial.serviceIds.includes(selected))
        void loadMenu(storeId, selected);
      return;
    }
    void import('./shell-store.ts').then((m) => m.loadShellStore(selected, setFacts));
  }, []);
  return facts;
}
