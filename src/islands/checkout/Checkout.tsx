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
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { reveal } from '../../ui/reveal.ts';
import { Bone, BoneField, Skeleton } from '../../ui/Skeleton.tsx';
import { $checkoutErrors } from '../../stores/checkout/checkout.ts';
import * as css from './checkout.css.ts';

// Needed only once there is an order to show: fetched while the order loads, not before.
const loadSummary = () => import('./Summary.tsx');
const Summary = lazy(() => loadSummary().then((m) => ({ default: m.Summary })));
const loadForm = () => import('./OrderForm.tsx');
const OrderForm = lazy(() => loadForm().then((m) => ({ default: m.OrderForm })));

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
  useEffect(() => void (orderId && Promise.all([loadSummary(), loadForm()])), [orderId]);

  const menu = store ? menuPath(store) : '/';
  // The stored order id is the browser's: the server's HTML says only that it is loading.
  if (!hydrated) return <Loading />;
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
    return <Loading />;
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
    // One boundary: the summary and the forms appear together, in place of the skeleton.
    <Suspense fallback={<Loading />}>
      <div className={css.layout}>
        {/* First in reading order: on phones the order and its total come before the forms. */}
        <Summary order={order} />
        <OrderForm order={order} requiresAddress={!!service?.requires_address} />
      </div>
    </Suspense>
  );
}

/** Checkout's shape (contact and payment beside the order's total) while the order loads. */
function Loading() {
  const card = (fields: number) => (
    <div className={css.card}>
      <Bone width="half" height="title" />
      {Array.from({ length: fields }, (_, i) => (
        <BoneField key={i} />
      ))}
    </div>
  );
  return (
    <Skeleton label="Loading your order…">
      <div className={css.layout}>
        <div className={`${css.column} ${css.main}`}>
          {card(3)}
          {card(1)}
        </div>
        <div className={`${css.column} ${css.sticky}`}>
          <div className={css.card}>
            <Bone width="half" height="title" />
            <Bone />
            <Bone width="wide" />
            <Bone height="pill" />
          </div>
        </div>
      </div>
    </Skeleton>
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
