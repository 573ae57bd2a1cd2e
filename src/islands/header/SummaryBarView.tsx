import { useStore } from '@nanostores/react';
import { $selectedStore } from '../../stores/order/current.ts';
import { $summaryLines } from '../../stores/order/summary.ts';
import * as css from './summary.css.ts';
import { requestOrderDetails } from '../../stores/order/open-details.ts';

// The modal's code loads on demand: most page views never open it.
const openDetails = () => void requestOrderDetails({ origin: 'default' });

const change = (e: React.MouseEvent) => {
  e.preventDefault();
  openDetails();
};

/**
 * The middle summary bar (docs/product.md §2.3): when, how, where, and CHANGE. On phones it is one
 * line, a link whose name carries the whole summary and opens the order details modal.
 */
export default function Bar() {
  const lines = useStore($summaryLines);
  const store = useStore($selectedStore);
  if (!lines) return null;
  // A chain that hides store addresses (hide_store_address) says which store instead, so the
  // subtitle (e.g. "Open 24 hours") never reads as the place after "FROM:".
  const pickup = lines.service.endsWith('FROM:');
  const place =
    lines.address ?? (pickup && store && store.name !== lines.store ? store.name : undefined);
  const where = `${lines.service}${place ? ` ${place}` : ''}`;
  return (
    <section className={css.bar} aria-label="Your order">
      <p className={css.lines}>
        <span className={css.when}>{lines.when}</span>{' '}
        <span>
          <span className={css.service}>{lines.service}</span>
          {place && ` ${place}`}
        </span>{' '}
        <span>{lines.store}</span>
      </p>
      {/* docs/product.md §2.3 names it a link; it opens the order details modal in place. */}
      <a className={css.change} href="#order-details" data-warms-modal onClick={change}>
        CHANGE
      </a>
      <a className={css.chip} href="#order-details" data-warms-modal onClick={change}>
        <span className={css.chipText}>
          {lines.when} · {where} · {lines.store}
        </span>
        <span className={css.chipAction}>CHANGE</span>
      </a>
    </section>
  );
}
