import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { Order } from '../../api/schemas/order.ts';
import type { Store } from '../../api/schemas/store.ts';
import { changeText, changeWindow } from '../../lib/order/changes.ts';
import { $checkinNow } from '../../stores/checkin/now.ts';
import { button } from '../../theme/recipes.css.ts';
import * as css from './confirmation.css.ts';
import * as changes from './changes.css.ts';

// The dialogs and their actions load when a button is pressed, never with the page.
const loadDialogs = () => import('./ChangeDialogs.tsx');
const ChangeDialogs = lazy(loadDialogs);

export type ChangeKind = 'move' | 'items' | 'cancel';

/**
 * Confirmation's "Change or cancel" section (docs/kitchen.md §3): while the order has not fired it
 * says until when, and offers moving it, changing its items and cancelling it. Shown only where the
 * API says orders can be changed.
 */
export function OrderChanges({ order, store }: { order: Order; store: Store | null }) {
  const now = useStore($checkinNow);
  const [open, setOpen] = useState<ChangeKind | null>(null);
  const [done, setDone] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const changeable = changeWindow(order, store, now);
  const cancelled = order.status === 'cancelled' && order.change_cutoff_minutes !== undefined;
  if (changeable.state === 'none' && !cancelled && !done) return null;
  const opener = (kind: ChangeKind) => () => {
    void loadDialogs();
    setDone('');
    setOpen(kind);
  };
  return (
    <section className={css.card} aria-labelledby="confirmation-changes">
      <h2 id="confirmation-changes" className={css.heading} ref={heading} tabIndex={-1}>
        {m.changes_heading}
      </h2>
      <p className={css.text} role="status">
        {done}
      </p>
      {cancelled ? (
        <p className={css.text}>{m.changes_cancelled}</p>
      ) : (
        <p className={css.text}>{changeText(changeable)}</p>
      )}
      {changeable.state === 'open' && (
        <div className={changes.actions}>
          <button type="button" className={button.secondary} onClick={opener('move')}>
            {m.changes_changeTime}
          </button>
          <button type="button" className={button.secondary} onClick={opener('items')}>
            {m.changes_changeItems}
          </button>
          <button type="button" className={button.secondary} onClick={opener('cancel')}>
            {m.changes_cancelOrder}
          </button>
        </div>
      )}
      {open && store && (
        <Suspense fallback={null}>
          <ChangeDialogs
            kind={open}
            order={order}
            store={store}
            returnFocus={heading}
            onClose={(message) => {
              setOpen(null);
              if (message) setDone(message);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
