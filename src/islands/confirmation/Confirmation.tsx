import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $branding } from '../../stores/chain/config.ts';
import { MESSAGES } from '../../api/errors.ts';
import { $loggedIn } from '../../stores/account/session.ts';
import {
  $confirmed,
  loadConfirmed,
  pageOrderId,
  retryConfirmed,
  trackOrder,
} from '../../stores/order/confirmation.ts';
import { button } from '../../theme/recipes.css.ts';
import { PlacedOrder } from './PlacedOrder.tsx';
import * as css from './confirmation.css.ts';

/**
 * Confirmation (docs/product.md §2.1): the page's one heading and the placed order. The server
 * renders the heading, the introduction and a skeleton of the order's sections; the page keeps at
 * least a screen's height so what follows stays put while the order arrives.
 */
export default function Confirmation({ children }: { children?: ReactNode }) {
  const confirmed = useStore($confirmed);
  const tracking = !!useStore($branding).display_options.display_order_tracking;
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    const id = pageOrderId();
    if (!id) return void $confirmed.set({ state: 'missing' });
    void loadConfirmed(id);
    return tracking ? trackOrder(id) : undefined;
  }, [tracking]);

  if (confirmed.state === 'loading')
    return (
      <div className={css.page}>
        <h1 id="confirmation-title" className={css.title}>
          Thank you for your order
        </h1>
        <Intro />
        {/* The order's skeleton (ConfirmationSkeleton), rendered by the server. */}
        {children}
      </div>
    );
  if (confirmed.state === 'outage')
    return (
      <div className={css.page}>
        <h1 id="confirmation-title" className={css.title}>
          We couldn’t load this order
        </h1>
        <p role="alert" className={css.text}>
          {confirmed.message}
        </p>
        <p className={css.text}>
          <button
            type="button"
            className={button.primary}
            onClick={() => {
              const id = pageOrderId();
              if (id) void retryConfirmed(id);
            }}
          >
            Try again
          </button>
        </p>
      </div>
    );
  if (confirmed.state === 'notYours' || confirmed.state === 'missing')
    return (
      <div className={css.page}>
        <h1 id="confirmation-title" className={css.title}>
          {confirmed.state === 'notYours' ? MESSAGES.orderNotYours : MESSAGES.orderNotFound}
        </h1>
        <p className={css.text}>
          {confirmed.state === 'notYours'
            ? 'It belongs to another customer, so its details stay private.'
            : 'It may belong to another browser or session.'}{' '}
          {loggedIn
            ? 'Orders you placed while logged in are in your order history.'
            : 'Orders placed while logged in are in the order history of that account.'}
        </p>
        <p className={css.text}>
          {loggedIn ? (
            <a className={button.secondary} href="/account/order-history">
              Order history
            </a>
          ) : (
            <a className={button.secondary} href="/">
              Go to Home
            </a>
          )}
        </p>
      </div>
    );
  const { order, store } = confirmed;
  if (order.status === 'open')
    return (
      <div className={css.page}>
        <h1 id="confirmation-title" className={css.title}>
          This order has not been placed yet
        </h1>
        <p className={css.text}>
          <a className={button.primary} href={store ? `/${store.store_id}/checkout` : '/'}>
            Go to checkout
          </a>
        </p>
      </div>
    );
  return (
    <div className={css.page}>
      <h1 id="confirmation-title" className={css.title}>
        Thank you! Order #{order.order_id}
      </h1>
      <Intro />
      <PlacedOrder order={order} store={store} tracking={tracking} />
    </div>
  );
}

/**
 * In the server's HTML and kept, unchanged, once the order is drawn: the page's largest text paints
 * with the first HTML rather than after the order's calls (docs/architecture.md §8, LCP).
 */
function Intro() {
  return (
    <p className={css.intro}>
      Your order is in. Below are when and where it will be ready, its status, what you ordered and
      how you paid.
    </p>
  );
}
