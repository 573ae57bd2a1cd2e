import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $order, $selectedStore } from '../../stores/order/current.ts';
import { $orderId } from '../../stores/order/order.ts';
import { menuPath } from '../../lib/store-path.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { Loading, Nothing } from './CheckoutStates.tsx';
import * as css from './checkout.css.ts';

// Everything that needs an order (its data, forms and payment) is one file, fetched as soon as the
// browser knows there is an order and while that order loads: Checkout without one stays light.
const OrderCheckout = lazy(() =>
  import('./OrderCheckout.tsx').then((m) => ({ default: m.OrderCheckout })),
);

/** Checkout (SPEC §2.1): contact, order, tip, discounts, payment, notes, PLACE ORDER. */
export default function Checkout() {
  return (
    // At least a screen tall in every state, so the footer never jumps as the order arrives.
    <div className={css.screen}>
      <CheckoutState />
    </div>
  );
}

function CheckoutState() {
  const orderId = useStore($orderId);
  const order = useStore($order);
  const store = useStore($selectedStore);
  const hydrated = useHydrated();

  // The stored order id is the browser's: the server's HTML says only that it is loading.
  if (!hydrated) return <Loading />;
  if (!orderId || (order && order.order_id === orderId && order.status !== 'open')) {
    return (
      <Nothing
        title="You have no order in progress"
        text="Start an order to choose your items, then come back here to pay."
        href={store ? menuPath(store) : '/'}
        link={store ? 'Back to the menu' : 'Go to Home'}
      />
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <OrderCheckout orderId={orderId} />
    </Suspense>
  );
}
