import { parseStartup, startupActions } from '../../lib/account/startup.ts';
import {
  $dayAndTimeSelected,
  $deepLinkItemId,
  $discountCode,
  $inStoreTicket,
  $orderId,
} from '../order/order.ts';
import { $loggedIn } from '../account/session.ts';
import { openModal } from './modal.ts';

const PARAMS = ['merchant', 'location', 'ticket', 'discount_code', 'menu_item_id'];

/**
 * Applies the start-up query parameters once (docs/product.md §2.2), then removes them from the
 * address so a reload or a shared link does not apply them again.
 */
export function applyStartupParams(): void {
  const parsed = parseStartup(location.search);
  for (const action of startupActions(parsed, { loggedIn: $loggedIn.get() })) {
    switch (action.type) {
      case 'store-ticket':
        $inStoreTicket.set(action.ticket);
        break;
      case 'open-modal':
        openModal(action.modal);
        break;
      case 'reset-order-for-discount':
        $orderId.set(null);
        $dayAndTimeSelected.set(false);
        $discountCode.set(action.code);
        break;
      case 'store-deep-link': {
        const id = Number(action.itemId);
        if (Number.isSafeInteger(id) && id > 0) $deepLinkItemId.set(id);
        break;
      }
    }
  }
  const url = new URL(location.href);
  if (PARAMS.some((p) => url.searchParams.has(p))) {
    for (const p of PARAMS) url.searchParams.delete(p);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}
