import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { CLOSES_AFTER_MIN, OPENS_BEFORE_MIN } from '../../lib/checkin/window.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { $checkinList, loadCheckinList } from '../../stores/checkin/list.ts';
import { button } from '../../theme/recipes.css.ts';
import { Skeleton, SkeletonCards } from '../../ui/Skeleton.tsx';
import { CheckinAction } from './CheckinAction.tsx';
import * as css from './checkin.css.ts';

/**
 * The /checkin screen (docs/product.md §2.1, §7.2): the orders that can be checked in now, each
 * with "I'm here".
 */
export default function Checkin() {
  const list = useStore($checkinList);
  useEffect(() => {
    void loadCheckinList();
  }, []);

  if (list.status === 'loading')
    return (
      <Skeleton label={m.checkin_loading}>
        <SkeletonCards count={1} lines={3} />
      </Skeleton>
    );
  if (list.status === 'signed-out')
    return (
      <div className={css.state}>
        <p className={css.intro}>{m.checkin_signedOut}</p>
        <button type="button" className={button.primary} data-open-modal="login">
          {m.checkin_login}
        </button>
      </div>
    );
  if (list.status === 'error')
    return (
      <div className={css.state}>
        <p className={css.text} role="alert">
          {list.message}
        </p>
        <button type="button" className={button.secondary} onClick={() => void loadCheckinList()}>
          {m.checkin_tryAgain}
        </button>
      </div>
    );
  if (!list.orders.length)
    return (
      <div className={css.state}>
        <p className={css.intro}>
          {m.checkin_none({ opens: OPENS_BEFORE_MIN, closes: CLOSES_AFTER_MIN })}
        </p>
        <a className={button.primary} href="/">
          {m.checkin_startOrder}
        </a>
      </div>
    );
  return (
    <ul className={css.list}>
      {list.orders.map((order) => {
        const store = list.stores[order.store_id];
        const service = store?.services.find((s) => s.service_type_id === order.service_type_id);
        const headingId = `checkin-order-${order.order_id}`;
        return (
          <li key={order.order_id}>
            <article className={css.card} aria-labelledby={headingId}>
              <h2 id={headingId} className={css.heading}>
                {m.checkin_orderNumber({ id: order.order_id })}
              </h2>
              <p className={css.meta}>
                <span>{store?.name ?? m.checkin_storeNumber({ id: order.store_id })}</span>
                {service && <span>{service.display_name}</span>}
                {order.dp_stamp && (
                  <span>
                    {m.checkin_ready({ time: formatDate(order.dp_stamp, { time: true }) })}
                  </span>
                )}
              </p>
              <CheckinAction order={order} store={store} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
