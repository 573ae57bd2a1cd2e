import * as m from '#messages';
import type { Store } from '../../api/schemas/store.ts';
import { storeAddressLine } from '../../lib/stores/format.ts';
import { selectAnotherStore } from '../../stores/order/details.ts';
import * as css from './details.css.ts';
import { pausedText } from '../../lib/stores/paused.ts';

/**
 * The store of a service that needs no address (docs/product.md §2.10): name, address unless
 * hide_store_address, subtitle, and a chevron back to Home to change the location.
 */
export function StoreBlock({ store, hideAddress }: { store: Store; hideAddress: boolean }) {
  const address = storeAddressLine(store, hideAddress);
  const paused = pausedText(store, store.timezone_offset_mins, store.today);
  return (
    <div className={css.storeBlock}>
      <p className={css.storeText}>
        <span className={css.storeName}>{store.name}</span>
        {address && <span>{address}</span>}
        {store.subtitle && <span>{store.subtitle}</span>}
        {paused && <strong>{paused}</strong>}
      </p>
      <a
        className={css.chevron}
        href="/"
        aria-label={m.orderDetails_changeLocation}
        onClick={(e) => {
          e.preventDefault();
          selectAnotherStore();
        }}
      >
        <span aria-hidden="true">›</span>
      </a>
    </div>
  );
}
