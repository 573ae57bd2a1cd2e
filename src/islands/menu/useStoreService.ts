import { useEffect, useState } from 'react';
import { callApi } from '../../api/client.ts';
import { defaultService } from '../../lib/order/service.ts';
import { loadMenu } from '../../stores/menu.ts';
import { $selectedServiceId } from '../../stores/order.ts';
import type { MenuInitial } from './MenuView.tsx';

interface StoreFacts {
  storeId: number | undefined;
  name: string | undefined;
  subtitle: string | undefined;
}

/**
 * Which service's menu the page shows. The server rendered the store's default service (it cannot
 * read the stored selectedServiceId): when the stored one differs and the store offers it, the
 * menu is fetched again. The static shell knows nothing yet: it reads the store from the address.
 */
export function useStoreService(storeId: number | undefined, initial: MenuInitial | undefined): StoreFacts {
  const [facts, setFacts] = useState<StoreFacts>({ storeId, name: undefined, subtitle: undefined });
  useEffect(() => {
    const selected = $selectedServiceId.get();
    if (storeId && initial) {
      if (selected && selected !== initial.serviceTypeId && initial.serviceIds.includes(selected)) void loadMenu(storeId, selected);
      return;
    }
    const id = Number(/^\/(\d{1,9})(?:\/|$)/.exec(location.pathname)?.[1]);
    if (!id) return;
    setFacts({ storeId: id, name: undefined, subtitle: undefined });
    callApi('store', { params: { storeId: id }, payload: {} })
      .then(({ store }) => {
        setFacts({ storeId: id, name: store.name, subtitle: store.subtitle ?? undefined });
        const offered = store.services.some((s) => s.service_type_id === selected);
        void loadMenu(id, offered ? selected : (defaultService(store.services)?.service_type_id ?? null));
      })
      .catch(() => void loadMenu(id, selected));
  }, []);
  return facts;
}
