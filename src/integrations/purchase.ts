/**
 * On Confirmation, for a guest who accepted marketing: the order's total, kept for the next page
 * that runs the tags (neither Checkout nor Confirmation runs them, and Checkout's first load has
 * no room for the code). Reads the order as the Confirmation screen does.
 */
import { callApi } from '../api/client.ts';
import { keepPurchase, notedOrders } from './pending.ts';
import { pagePath } from '../lib/i18n/page-path.ts';
import * as calls from '../generated/api-calls.ts';

export async function notePurchase(): Promise<void> {
  const orderId = Number(/^\/confirmation\/(\d{1,12})\/?$/.exec(pagePath(location.pathname))?.[1]);
  if (!orderId || notedOrders(localStorage).includes(orderId)) return;
  try {
    const { order } = await callApi(calls.getOrder, { params: { orderId } });
    keepPurchase(sessionStorage, localStorage, {
      type: 'marketing.purchase',
      orderId,
      valueCents: order.charges.total_cents,
    });
  } catch {
    // The order could not be read (or storage is off): the purchase goes unreported.
  }
}
