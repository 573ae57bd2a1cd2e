import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { splitLines, optionsText } from '../../lib/cart/lines.ts';
import { displayPhone } from '../../lib/format/phone.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { promisedInstant, quoteValidity, storeStamp } from '../../lib/quote/validity.ts';
import { storeAddressLine } from '../../lib/stores/format.ts';
import { OrderCharges } from '../checkout/OrderCharges.tsx';
import { PrintQuote } from './PrintQuote.tsx';
import * as css from './quote.css.ts';
import * as m from '#messages';

interface Props {
  order: Order;
  store: Store;
  chain: string;
  symbol: string | undefined;
  hideStoreAddress: boolean;
  now: number;
}

/** The quote a caterer would send for approval: who, what, when, how much, and until when. */
export function QuoteSheet({ order, store, chain, symbol, hideStoreAddress, now }: Props) {
  const money = (c: number) => formatMoney(c, symbol);
  const clock = { zone: store.timezone, offsetMins: store.timezone_offset_mins };
  const madeAt = Date.parse(order.created_at);
  const validity = quoteValidity({
    madeAt,
    promisedAt: promisedInstant(order.dp_stamp, clock),
    now,
  });
  const service = store.services.find((s) => s.service_type_id === order.service_type_id);
  const address = storeAddressLine(store, hideStoreAddress);
  const when = formatDate(order.dp_stamp, { time: true });
  const { own, extras } = splitLines(order.items);
  const until = validity ? formatDate(storeStamp(validity.validUntil, clock), { time: true }) : '';
  return (
    <article className={css.sheet} aria-labelledby="quote-title">
      <div className={css.head}>
        <div>
          {chain && <p className={css.brand}>{chain}</p>}
          <h2 id="quote-title" className={css.title}>
            {m.quote_title({ orderId: order.order_id })}
          </h2>
        </div>
        <dl className={css.facts}>
          <dt>{m.quote_date}</dt>
          <dd>{Number.isFinite(madeAt) ? formatDate(storeStamp(madeAt, clock)) : '—'}</dd>
          {until && <dt>{m.quote_validUntil}</dt>}
          {until && (
            <dd>
              {validity?.limitedBy === 'order-time' ? m.quote_untilOrderTime({ until }) : until}
            </dd>
          )}
        </dl>
      </div>
      {order.status !== 'open' ? (
        <p className={css.notice}>
          {order.status === 'cancelled' ? m.quote_cancelled : m.quote_placed}
        </p>
      ) : validity?.expired ? (
        <p className={css.notice}>{m.quote_expired({ until })}</p>
      ) : null}
      <section aria-labelledby="quote-order">
        <h3 id="quote-order" className={css.heading}>
          {m.quote_orderDetails}
        </h3>
        <dl className={css.facts}>
          <dt>{m.quote_store}</dt>
          <dd>
            {store.name}
            {address && <span className={css.small}>{address}</span>}
            {store.phone && <span className={css.small}>{displayPhone(store.phone)}</span>}
          </dd>
          <dt>{m.quote_service}</dt>
          <dd>{service?.display_name ?? '—'}</dd>
          <dt>{m.quote_dayAndTime}</dt>
          <dd>{when ? (order.is_asap ? m.quote_whenAsap({ when }) : when) : m.quote_notChosen}</dd>
          {order.guest_count !== null && <dt>{m.quote_guests}</dt>}
          {order.guest_count !== null && <dd>{order.guest_count}</dd>}
        </dl>
      </section>
      <section aria-labelledby="quote-items">
        <h3 id="quote-items" className={css.heading}>
          {m.quote_items}
        </h3>
        {own.length === 0 ? (
          <p className={css.text}>{m.quote_noItems}</p>
        ) : (
          <ul className={css.list}>
            {[...own, ...extras].map((i) => (
              <li key={i.item_id} className={css.line}>
                <span>
                  {i.quantity} × {i.name}
                  {i.auto && <span className={css.small}>{m.quote_included}</span>}
                  {i.options.length > 0 && (
                    <span className={css.small}>{optionsText(i.options)}</span>
                  )}
                  {i.note && <span className={css.small}>{m.quote_note({ note: i.note })}</span>}
                </span>
                <span>{money(i.total_cents)}</span>
              </li>
            ))}
          </ul>
        )}
        <OrderCharges order={order} money={money} />
      </section>
      <div className={css.screenOnly}>
        <PrintQuote />
      </div>
    </article>
  );
}
