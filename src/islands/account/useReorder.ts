import { useEffect, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';

type ReorderModule = typeof import('../../stores/order/reorder.ts');
type ReorderCheck = ReturnType<ReorderModule['$reorderCheck']['get']>;

let loading: Promise<ReorderModule> | undefined;
// Reorder plans against the menu and opens the order details modal: code Order history's first
// paint does without, fetched the first time the guest asks for it.
const loadReorder = () => (loading ??= import('../../stores/order/reorder.ts'));

/** The reorder check and its actions, with the reorder code loaded on first use. */
export function useReorder() {
  const [mod, setMod] = useState<ReorderModule | null>(null);
  const [check, setCheck] = useState<ReorderCheck>({ state: 'idle' });
  useEffect(() => mod?.$reorderCheck.subscribe(setCheck), [mod]);
  const withModule = async (run: (m: ReorderModule) => void | Promise<void>) => {
    const m = await loadReorder();
    setMod(m);
    await run(m);
  };
  return {
    check,
    loaded: mod !== null,
    start: (order: Order, storeName: string) => withModule((m) => m.checkReorder(order, storeName)),
    resume: () => withModule((m) => m.continueReorder()),
  };
}
