import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $branding } from '../../stores/chain/config.ts';

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
          {m.confirmation_thanks}
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
          {m.confirmation_loadFailed}
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
            {m.confirmation_tryAgain}
          </button>
        </p>
      </div>
    );
  if (confirmed.state === 'notYours' || confirmed.state === 'missing')
    return (
      <div className={css.page}>
        <h1 id="confirmation-title" className={css.title}>
          {confirmed.state === 'notYours' ? m.errors_orderNotYours : m.errors_orderNotFound}
        </h1>
        <p className={css.text}>
          {confirmed.state === 'notYours'
            ? m.confirmation_notYoursText
            : m.confirmation_missingText}{' '}
          {loggedIn ? m.confirmation_historyLoggedIn : m.confirmation_historyGuest}
        </p>
        <p className={css.text}>
          {loggedIn ? (
            <a className={button.secondary} href="/account/order-history">
              {m.confirmation_orderHistory}
            </a>
          ) : (
            <a className={button.secondary} href="/">
              {m.confirmation_goHome}
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
          {m.confirmation_notPlaced}
        </h1>
        <p className={css.text}>
          <a className={button.primary} href={store ? `/${store.store_id}/checkout` : '/'}>
            {m.confirmation_goToCheckout}
          </a>
        </p>
      </div>
    );
  return (
    <div className={css.page}>
      <h1 id="confirmation-title" className={css.title}>
        {m.confirmation_thankYouOrder({ id: order.order_id })}
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
  return <p className={css.intro}>{m.confirmation_intro}</p>;
}
