import { useStore } from '@nanostores/react';
import * as m from '#messages';
import { $selectedStore } from '../../stores/order/current.ts';
import { $summaryLines } from '../../stores/order/summary.ts';
import * as css from './summary.css.ts';
import { requestOrderDetails } from '../../stores/order/open-details.ts';

// The modal's code loads on demand: most page views never open it.
const openDetails = () => void requestOrderDetails({ origin: 'default' });

/**
 * The middle summary bar (docs/product.md §2.3): when, how, where, and CHANGE. On phones it is one
 * line, a button whose name carries the whole summary and opens the order details modal.
 */
export default function Bar() {
  const lines = useStore($summaryLines);
  const store = useStore($selectedStore);
  if (!lines) return null;
  // A chain that hides store addresses (hide_store_address) says which store instead, so the
  // subtitle (e.g. "Open 24 hours") never reads as the place after "FROM:".
  const place =
    lines.address ?? (lines.pickup && store && store.name !== lines.store ? store.name : undefined);
  const where = `${lines.service}${place ? ` ${place}` : ''}`;
  return (
    <section className={css.bar} aria-label={m.summary_label}>
      <p className={css.lines}>
        <span className={css.when}>{lines.when}</span>{' '}
        <span>
          <span className={css.service}>{lines.service}</span>
          {place && ` ${place}`}
        </span>{' '}
        <span>{lines.store}</span>
      </p>
      {/* docs/product.md §2.3's CHANGE link looks like one, but it opens the order details modal in
        place and goes nowhere, so it is a button. */}
      <button type="button" className={css.change} data-warms-modal onClick={openDetails}>
        {m.summary_change}
      </button>
      <button type="button" className={css.chip} data-warms-modal onClick={openDetails}>
        <span className={css.chipText}>
          {lines.when} · {where} · {lines.store}
        </span>
        <span className={css.chipAction}>{m.summary_change}</span>
      </button>
    </section>
  );
}
