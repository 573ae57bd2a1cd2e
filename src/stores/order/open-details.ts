/**
 * Opens the order details modal (docs/product.md §2.10), loading its code on first use. Every
 * screen and dialog opens it through here, so the list of files that code needs is written once, in
 * the shell, rather than again in each chunk that can open it.
 */
import type { OrderDetailsRequest } from './details-draft.ts';

export async function requestOrderDetails(request: OrderDetailsRequest): Promise<void> {
  const { openOrderDetails } = await import('./details.ts');
  openOrderDetails(request);
}
