import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { splitLines, optionsText } from '../../lib/cart/lines.ts';
import { displayPhone } from '../../lib/account/format.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { promisedInstant, quoteValidity, storeStamp } from '../../lib/quote/validity.ts';
import { storeAddressLine } from '../../lib/stores/format.ts';
import { OrderCharges } from '../checkout/OrderCharges.tsx';
import { PrintQuote } from './PrintQuote.tsx';
import * as css from './quote.css.ts';

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
            Quote for order #{order.order_id}
          </h2>
        </div>
        <dl className={css.facts}>
          <dt>Quote date</dt>
          <dd>{Number.isFinite(madeAt) ? formatDate(storeStamp(madeAt, clock)) : '—'}</dd>
          {until && <dt>Valid until</dt>}
          {until && (
            <dd>
              {until}
              {validity?.limitedBy === 'order-time' ? ' (the order’s time)' : ''}
            </dd>
          )}
        </dl>
      </div>
      {order.status !== 'open' ? (
        <p className={css.notice}>
          {order.status === 'cancelled'
            ? 'This order was cancelled, so this quote no longer applies.'
            : 'This order has been placed. This quote is kept for your records.'}
        </p>
      ) : validity?.expired ? (
        <p className={css.notice}>
          This quote expired on {until}. Prices and times may have changed: open the order again for
          a new quote.
        </p>
      ) : null}
      <section aria-labelledby="quote-order">
        <h3 id="quote-order" className={css.heading}>
          Order details
        </h3>
        <dl className={css.facts}>
          <dt>Store</dt>
          <dd>
            {store.name}
            {address && <span className={css.small}>{address}</span>}
            {store.phone && <span className={css.small}>{displayPhone(store.phone)}</span>}
          </dd>
          <dt>Service</dt>
          <dd>{service?.display_name ?? '—'}</dd>
          <dt>Day and time</dt>
          <dd>{when ? `${when}${order.is_asap ? ' (ASAP)' : ''}` : 'Not chosen yet'}</dd>
          {order.guest_count !== null && <dt>Guests</dt>}
          {order.guest_count !== null && <dd>{order.guest_count}</dd>}
        </dl>
      </section>
      <section aria-labelledby="quote-items">
        <h3 id="quote-items" className={css.heading}>
          Items
        </h3>
        {own.length === 0 ? (
          <p className={css.text}>This order has no items yet.</p>
        ) : (
          <ul className={css.list}>
            {[...own, ...extras].map((i) => (
              <li key={i.item_id} className={css.line}>
                <span>
                  {i.quantity} × {i.name}
                  {i.auto && <span className={css.small}>Included with your order</span>}
                  {i.options.length > 0 && (
                    <span className={css.small}>{optionsText(i.options)}</span>
                  )}
                  {i.note && <span className={css.small}>Note: {i.note}</span>}
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
