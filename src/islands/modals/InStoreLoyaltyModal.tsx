import { useStore } from '@nanostores/react';
import { $inStoreTicket } from '../../stores/order.ts';
import { closeModal } from '../../stores/ui.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { button } from '../../theme/recipes.css.ts';
import * as css from '../../ui/form.css.ts';

/**
 * SPEC §2.11 in-store loyalty modal, opened by a ticket link (SPEC §2.2). Points are collected
 * once the store is known (SPEC §4.9); until then the ticket waits and the guest is told so.
 */
export function InStoreLoyaltyModal() {
  const ticket = useStore($inStoreTicket);
  return (
    <Dialog title="Congratulations!" onClose={closeModal} iconForPointerOnly>
      <div className={css.form}>
        <p>{ticket ? `We have your receipt ${ticket.ticket}. Your points will be added as soon as you choose the store you visited.` : 'Your points will be added to your account.'}</p>
        <button type="button" className={button({ kind: 'primary' })} onClick={closeModal}>
          CLOSE
        </button>
      </div>
    </Dialog>
  );
}
