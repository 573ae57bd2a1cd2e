import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { $order, $orderLoadError, $selectedStore, loadOrder } from '../../stores/order/current.ts';
import { $selectedServiceId } from '../../stores/order/order.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import { setPlaceOrderHandler } from '../../stores/order/current.ts';
import {
  $cardsLoaded,
  loadCards,
  loadPaymentMethods,
  startFraudSession,
  takeReturnedToken,
} from '../../stores/checkout/data.ts';
import { declinedCardShown } from '../../stores/checkout/declined.ts';
import { placeOrder } from '../../stores/checkout/pay.ts';
import { detectWallets } from '../../stores/checkout/wallet.ts';
import { $paymentMethods } from '../../stores/checkout/checkout.ts';
import { $discountsKnownFor, loadAvailableDiscounts } from '../../stores/discounts/discounts.ts';
import { button } from '../../theme/recipes.css.ts';
import { reveal } from '../../ui/reveal.ts';
import { validZone } from '../../lib/schedule/clock.ts';
import { OrderForm } from './OrderForm.tsx';
import { Summary } from './Summary.tsx';
import { Drawn } from './Drawn.tsx';
import * as css from './checkout.css.ts';
import { $checkoutBlock, checkAtOpen } from '../../stores/checkout/availability-gate.ts';
import { menuPath } from '../../lib/store-path.ts';

/**
 * Checkout with an order in progress: mounted while the order still loads, so its data (payment
 * methods, cards, the hosted page's answer) is asked for alongside the order.
 */
export function OrderCheckout(p: {
  orderId: number;
  /** Told when a state takes the place of Checkout's skeleton (./Drawn.tsx). */
  onDrawn: (on: boolean) => void;
  emptyCart: ReactNode;
}) {
  const order = useStore($order);
  const loadError = useStore($orderLoadError);
  const store = useStore($selectedStore);
  const loggedIn = useStore($loggedIn);
  const serviceId = useStore($selectedServiceId);
  // The forms appear once the payment choices and the discounts the order can use are known, in
  // one piece rather than growing under the guest's eyes (no layout shift); the three calls run
  // alongside the order's.
  const methods = useStore($paymentMethods);
  const cardsLoaded = useStore($cardsLoaded);
  const discountsKnown = useStore($discountsKnownFor) === p.orderId;
  const known = methods !== null && cardsLoaded && discountsKnown;
  const blocked = useStore($checkoutBlock);
  // Drawing the forms is the page's largest piece of work. Deferred, React draws them as a
  // transition, in short slices between which the page stays responsive (docs/architecture.md §8:
  // TBT), and commits them in one piece while the skeleton stays in place. No initial value: this
  // component mounts inside the lazy forms' Suspense boundary, and with one React committed that
  // boundary again and again, thousands of times, until the order came (e2e/render-work.spec.ts).
  // Mounted before the order, as it nearly always is, the value starts false and its change is
  // deferred all the same.
  const drawn = useDeferredValue(!!order && order.order_id === p.orderId && known);
  // A card the hosted page declined: its message is brought into view once it is drawn.
  const [declined, setDeclined] = useState(false);
  const revealed = useRef(false);

  useEffect(() => {
    // docs/product.md §4.6: after "Order time passed" / "We need more time" and UPDATE, the order
    // is placed.
    setPlaceOrderHandler(() => placeOrder());
    // Known before the forms are drawn, so a wallet button never pushes the payment choices down.
    detectWallets();
    void takeReturnedToken();
    void loadAvailableDiscounts();
    let live = true;
    void declinedCardShown().then((shown) => live && shown && setDeclined(true));
    return () => void (live = false);
  }, []);
  useEffect(() => {
    if (!declined || !drawn || revealed.current) return;
    revealed.current = true;
    requestAnimationFrame(() => reveal(document.querySelector('#checkout-payment ~ [role=alert]')));
  }, [declined, drawn]);
  const storeId = store?.store_id;
  useEffect(() => {
    // Once per store, not per refresh of the store's details.
    const current = $selectedStore.get();
    if (!storeId || !current) return;
    void loadPaymentMethods(storeId);
    startFraudSession(current);
    // The summary reads the store's clock when the order is drawn. The runtime's date formats that
    // takes load now, in a task of its own while the calls are in flight, rather than inside that
    // draw, which they would make a long task (docs/architecture.md §8: TBT).
    setTimeout(() => validZone(current.timezone), 0);
    // Sold out or paused since the cart was filled: said before anything is filled in.
    void checkAtOpen(storeId);
  }, [storeId]);
  useEffect(() => void loadCards(), [loggedIn]);

  if (!order || order.order_id !== p.orderId) {
    // What the guest typed lives in the checkout stores, so it is there again after a retry.
    if (loadError) {
      return (
        <Drawn onDrawn={p.onDrawn}>
          <div className={css.card}>
            <p role="alert">{loadError}</p>
            <button type="button" className={button.secondary} onClick={() => void loadOrder()}>
              {m.checkout_tryAgain}
            </button>
          </div>
        </Drawn>
      );
    }
    return null;
  }
  if (!known || !drawn) return null;
  if (!order.items.some((i) => !i.auto)) return <Drawn onDrawn={p.onDrawn}>{p.emptyCart}</Drawn>;
  const service = store?.services.find(
    (s) => s.service_type_id === (serviceId ?? order.service_type_id),
  );
  return (
    <Drawn onDrawn={p.onDrawn}>
      {blocked && (
        <div className={`${css.card} ${css.blocked}`} role="alert">
          <h2 className={css.heading}>{m.checkout_blockedTitle}</h2>
          <p>{blocked}</p>
          {store && (
            <p>
              <a className={button.secondary} href={menuPath(store)}>
                {m.checkout_backToMenu}
              </a>
            </p>
          )}
        </div>
      )}
      <div className={css.layout}>
        {/* First in reading order: on phones the order and its total come before the forms. */}
        <Summary order={order} />
        <OrderForm order={order} requiresAddress={!!service?.requires_address} />
      </div>
    </Drawn>
  );
}
