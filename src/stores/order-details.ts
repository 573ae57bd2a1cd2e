import { atom } from 'nanostores';
import type { DetailsOrigin } from '../lib/order/session.ts';
import type { ParsedAddress } from '../lib/address/types.ts';
import { openModal } from './ui.ts';

/** How the order details modal (SPEC §2.10) was asked to open. */
export interface OrderDetailsRequest {
  origin: DetailsOrigin;
  /** For 'need-more-time': the server's message that goes before SPEC's sentence. */
  message?: string | undefined;
  /** The store chosen on Home; otherwise the selected store. */
  storeId?: number | undefined;
  /** The service chosen on Home; otherwise the selected service or the default (SPEC §4.3). */
  serviceTypeId?: number | undefined;
  /** An address the guest already searched for on Home, offered as the delivery address. */
  address?: ParsedAddress | undefined;
}

export const $orderDetails = atom<OrderDetailsRequest | null>(null);

/** Opens the order details modal. */
export function openOrderDetails(request: OrderDetailsRequest): void {
  $orderDetails.set(request);
  openModal('order-details');
}
