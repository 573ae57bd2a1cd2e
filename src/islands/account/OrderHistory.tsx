import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { $currencySymbol } from '../../stores/chain/config.ts';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { $orderHistory, loadOrderHistory } from '../../stores/account/order-history.ts';
import { $pendingReorder } from '../../stores/order/reorder-pending.ts';
import { button } from '../../theme/recipes.css.ts';
import { OrderCard } from './OrderCard.tsx';
import { Failure } from './ScreenState.tsx';
import { useReorder } from './useReorder.ts';
import * as css from './order-history.css.ts';

const ReorderDialog = lazy(() =>
  import('./ReorderDialog.tsx').then((mod) => ({ default: mod.ReorderDialog })),
);

/**
 * Order history (docs/product.md §7.2): past orders newest first, tracking links and Reorder.
 * `children` is its loading face, rendered by the server (OrderHistorySkeleton), so showing it
 * costs no script.
 */
export default function OrderHistory({ children }: { children?: ReactNode }) {
  const history = useStore($orderHistory);
  const reorder = useReorder();
  const check = reorder.check;
  const pending = useStore($pendingReorder);
  const symbol = useStore($currencySymbol);

  useEffect(() => {
    void loadOrderHistory();
  }, []);

  if (history.status === 'idle' || history.status === 'loading') return children;
  if (history.status === 'error')
    return <Failure message={history.message} onRetry={() => void loadOrderHistory()} />;
  if (!history.orders.length)
    return (
      <div className={css.card}>
        <p className={css.text}>{m.orderHistory_empty}</p>
        <div className={css.actions}>
          <a className={button.primary} href="/">
            {m.orderHistory_startOrder}
          </a>
        </div>
      </div>
    );

  const busy = check.state === 'checking';
  return (
    <>
      {pending && (
        <div className={css.notice}>
          <p className={css.text}>{m.orderHistory_pendingReorder({ store: pending.storeName })}</p>
          <div className={css.actions}>
            <button type="button" className={button.primary} onClick={() => void reorder.resume()}>
              {m.orderHistory_chooseTime}
            </button>
            <button
              type="button"
              className={button.secondary}
              onClick={() => $pendingReorder.set(null)}
            >
              {m.orderHistory_cancelReorder}
            </button>
          </div>
        </div>
      )}
      {check.state === 'error' && (
        <p className={css.checkError} role="alert">
          {check.message}
        </p>
      )}
      <ul className={css.list}>
        {history.orders.map((order) => (
          <OrderCard
            key={order.order_id}
            order={order}
            store={history.stores[order.store_id]}
            symbol={symbol}
            checking={check.state === 'checking' && check.orderId === order.order_id}
            busy={busy}
            onReorder={() => {
              if (!busy) void reorder.start(order, history.stores[order.store_id]?.name ?? '');
            }}
          />
        ))}
      </ul>
      {reorder.loaded && (
        <Suspense fallback={null}>
          <ReorderDialog />
        </Suspense>
      )}
    </>
  );
}
