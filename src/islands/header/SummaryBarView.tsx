import { useStore } from '@nanostores/react';
import { $summaryLines } from '../../stores/order/summary.ts';
import * as css from './summary.css.ts';

// The modal's code loads on demand: most page views never open it.
const openDetails = () =>
  void import('../../stores/order/details.ts').then((m) =>
    m.openOrderDetails({ origin: 'default' }),
  );

/** The middle summary bar (SPEC §2.3): when, how, where, and CHANGE. */
export default function Bar() {
  const lines = useStore($summaryLines);
  if (!lines) return null;
  return (
    <section className={css.bar} aria-label="Your order">
      <p className={css.lines}>
        <span className={css.when}>{lines.when}</span>{' '}
        <span>
          <span className={css.service}>{lines.service}</span>
          {lines.address && ` ${lines.address}`}
        </span>{' '}
        <span>{lines.store}</span>
      </p>
      {/* SPEC §2.3 names it a link; it opens the order details modal in place. */}
      <a
        className={css.change}
        href="#order-details"
        data-warms-modal
        onClick={(e) => {
          e.preventDefault();
          openDetails();
        }}
      >
        CHANGE
      </a>
    </section>
  );
}
