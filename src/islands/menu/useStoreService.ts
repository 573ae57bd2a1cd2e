import { useEffect, useState } from 'react';
import { loadMenu } from '../../stores/menu/menu.ts';
import { $selectedServiceId } from '../../stores/order/order.ts';
import type { MenuInitial } from './MenuView.tsx';

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
