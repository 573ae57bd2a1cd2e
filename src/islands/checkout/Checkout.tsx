import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $order, $orderLoadError, $selectedStore, loadOrder } from '../../stores/order/current.ts';
import { $orderId, $selectedServiceId } from '../../stores/order/order.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { setPlaceOrderHandler } from '../../stores/order/current.ts';
import {
  loadCards,
  loadPaymentMethods,
  startFraudSession,
  takeReturnedToken,
} from '../../stores/checkout/data.ts';
import { placeOrder } from '../../stores/checkout/pay.ts';
import { menuPath } from '../../lib/store-path.ts';
import { button } from '../../theme/recipes.css.ts';
import { Contact } from './Contact.tsx';
import { Tip } from './Tip.tsx';
import { Discounts } from './Discounts.tsx';
import { Payment } from './Payment.tsx';
import { Extras } from './Extras.tsx';
import { PlaceOrder } from './PlaceOrder.tsx';
import { QuoteLink } from './QuoteLink.tsx';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { reveal } from '../../ui/reveal.ts';
import { $checkoutErrors } from '../../stores/checkout/checkout.ts';
import * as css from './checkout.css.ts';

// Needed only once there is an order to show: fetched while the order loads, not before.
const loadSummary = () => import('./Summary.tsx');
const Summary = lazy(() => loadSummary().then((m) => ({ default: m.Summary })));

/** Checkout (SPEC §2.1): contact, order, tip, discounts, payment, notes, PLACE ORDER. */
export default function Checkout() {
  const orderId = useStore($orderId);
  const order = useStore($order);
  const loadError = useStore($orderLoadError);
  const store = useStore($selectedStore);
  const loggedIn = useStore($loggedIn);
  const serviceId = useStore($selectedServiceId);
  const hydrated = useHydrated();

  useEffect(() => {
    // SPEC §4.6: after "Order time passed" / "We need more time" and UPDATE, the order is placed.
    setPlaceOrderHandler(() => placeOrder());
    // A card the hosted page declined: its message is shown and focused on arrival.
    void takeReturnedToken().then(
      () =>
        $checkoutErrors.get().payment &&
        requestAnimationFrame(() =>
          reveal(document.querySelector('#checkout-payment ~ [role=alert]')),
        ),
    );
  }, []);
  const storeId = store?.store_id;
  useEffect(() => {
    // Once per store, not per refresh of the store's details.
    const current = $selectedStore.get();
    if (!storeId || !current) return;
    void loadPaymentMethods(storeId);
    startFraudSession(current);
  }, [storeId]);
  useEffect(() => void loadCards(), [loggedIn]);
  useEffect(() => void (orderId && loadSummary()), [orderId]);

  const menu = store ? menuPath(store) : '/';
  // The stored order id is the browser's: the server's HTML says only that it is loading.
  if (!hydrated) return <p className={css.muted}>Loading your order…</p>;
  if (!orderId || (order && order.order_id === orderId && order.status !== 'open')) {
    return (
      <Nothing
        title="You have no order in progress"
        text="Start an order to choose your items, then come back here to pay."
        href={store ? menu : '/'}
        link={store ? 'Back to the menu' : 'Go to Home'}
      />
    );
  }
  if (!order || order.order_id !== orderId) {
    // What the guest typed lives in the checkout stores, so it is there again after a retry.
    if (loadError) {
      return (
        <div className={css.card}>
          <p role="alert">{loadError}</p>
          <button
            type="button"
            className={button({ kind: 'secondary' })}
            onClick={() => void loadOrder()}
          >
            Try again
          </button>
        </div>
      );
    }
    return (
      <p role="status" className={css.muted}>
        Loading your order…
      </p>
    );
  }
  if (!order.items.some((i) => !i.auto)) {
    return (
      <Nothing
        title="Your cart is empty"
        text="Add something from the menu, then come back here to pay."
        href={menu}
        link="Back to the menu"
      />
    );
  }
  const service = store?.services.find(
    (s) => s.service_type_id === (serviceId ?? order.service_type_id),
  );
  return (
    <div className={css.layout}>
      {/* First in reading order: on phones the order and its total come before the forms. */}
      <Suspense fallback={null}>
        <Summary order={order} />
      </Suspense>
      <div className={`${css.column} ${css.main}`}>
        <Contact />
        <Payment requiresAddress={!!service?.requires_address} />
        <Extras requiresAddress={!!service?.requires_address} />
      </div>
      <div className={`${css.column} ${css.sticky}`}>
        <QuoteLink order={order} />
        <Tip />
        <Discounts />
        <PlaceOrder />
      </div>
    </div>
  );
}

/** Checkout with nothing to pay for: what to do instead. */
function Nothing(p: { title: string; text: string; href: string; link: string }) {
  return (
    <div className={css.card}>
      <h2 className={css.heading}>{p.title}</h2>
      <p className={css.muted}>{p.text}</p>
      <p className={css.muted}>
        <a className={button({ kind: 'primary' })} href={p.href}>
          {p.link}
        </a>
      </p>
    </div>
  );
}
