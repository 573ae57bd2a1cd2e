import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { lazy, memo, Suspense, useState, type ReactNode } from 'react';
import { $order, $selectedStore } from '../../stores/order/current.ts';
import { $orderId } from '../../stores/order/order.ts';
import { menuPath } from '../../lib/store-path.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { button } from '../../theme/recipes.css.ts';
import { Drawn } from './Drawn.tsx';
import * as css from './checkout.css.ts';

// Everything that needs an order (its data, forms and payment) is one file, fetched as soon as the
// browser knows there is an order and while that order loads: Checkout without one stays light.
const OrderCheckout = lazy(() =>
  import('./OrderCheckout.tsx').then((c) => ({ default: c.OrderCheckout })),
);

/** Checkout (docs/product.md §2.1): contact, order, tip, discounts, payment, notes, PLACE ORDER. */
export default function Checkout({ children }: { children?: ReactNode }) {
  // The server-rendered skeleton (CheckoutSkeleton) stays the same element, hydrated once, until a
  // state is drawn in its place. Handed from one state to the next instead, React would build it
  // again from its HTML each time: long tasks on a phone (docs/architecture.md §8: TBT).
  const [drawn, setDrawn] = useState(false);
  return (
    // At least a screen tall in every state, so the footer never jumps as the order arrives.
    <div className={css.screen}>
      {!drawn && children}
      <CheckoutState onDrawn={setDrawn} />
    </div>
  );
}

/** What Checkout shows instead of its skeleton, once it knows; nothing until then. */
const CheckoutState = memo(function CheckoutState({ onDrawn }: { onDrawn: (on: boolean) => void }) {
  const orderId = useStore($orderId);
  const order = useStore($order);
  const store = useStore($selectedStore);
  const hydrated = useHydrated();

  // The stored order id is the browser's: the server's HTML says only that it is loading.
  if (!hydrated) return null;
  if (!orderId || (order && order.order_id === orderId && order.status !== 'open')) {
    return (
      <Drawn onDrawn={onDrawn}>
        <Nothing
          title={m.checkout_noOrderTitle}
          text={m.checkout_noOrderText}
          href={store ? menuPath(store) : '/'}
          link={store ? m.checkout_backToMenu : m.checkout_goHome}
        />
      </Drawn>
    );
  }
  return (
    <Suspense fallback={null}>
      <OrderCheckout
        orderId={orderId}
        onDrawn={onDrawn}
        emptyCart={
          <Nothing
            title={m.checkout_emptyTitle}
            text={m.checkout_emptyText}
            href={store ? menuPath(store) : '/'}
            link={m.checkout_backToMenu}
          />
        }
      />
    </Suspense>
  );
});

/** Checkout with nothing to pay for: what to do instead. */
function Nothing(p: { title: string; text: string; href: string; link: string }) {
  return (
    <div className={css.card}>
      <h2 className={css.heading}>{p.title}</h2>
      <p className={css.muted}>{p.text}</p>
      <p className={css.muted}>
        <a className={button.primary} href={p.href}>
          {p.link}
        </a>
      </p>
    </div>
  );
}
