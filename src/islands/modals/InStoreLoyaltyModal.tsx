import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { COLLECT_PENDING_HEADER } from '../../lib/account/loyalty-collect.ts';
import { $branding } from '../../stores/chain/config.ts';
import { $collect } from '../../stores/account/in-store-loyalty.ts';
import { $inStoreTicket } from '../../stores/order/order.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { button } from '../../theme/recipes.css.ts';
import * as css from '../../ui/form.css.ts';

/**
 * docs/product.md §2.11 in-store loyalty modal, opened by a ticket link (docs/product.md §2.2): the
 * logo and a loader while the points are collected (docs/product.md §4.9), then the result's header
 * and message. Before the store is known the ticket waits, and the guest is told so.
 */
export function InStoreLoyaltyModal() {
  const ticket = useStore($inStoreTicket);
  const collect = useStore($collect);
  const branding = useStore($branding);
  const logo =
    branding.display_options.loading_logo_url || branding.menu_logo_url || branding.logo_url;
  const title = collect.state === 'done' ? collect.header : COLLECT_PENDING_HEADER;
  return (
    <Dialog title={title} onClose={closeModal} iconForPointerOnly>
      <div className={css.form} aria-busy={collect.state === 'loading' || undefined}>
        {collect.state === 'loading' ? (
          <>
            {logo && <img src={logo} alt="" width="120" height="48" />}
            <p role="status">{m.modals_addingPoints}</p>
          </>
        ) : collect.state === 'done' ? (
          <p role={collect.header === m.loyalty_errorHeader ? 'alert' : 'status'}>
            {collect.message}
          </p>
        ) : (
          <p>
            {ticket
              ? m.modals_receiptWaiting({ ticket: ticket.ticket })
              : m.modals_pointsWillBeAdded}
          </p>
        )}
        <button type="button" className={button.primary} onClick={closeModal}>
          {m.modals_close}
        </button>
      </div>
    </Dialog>
  );
}
