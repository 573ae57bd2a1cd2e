/**
 * The one door to outside services (docs/architecture.md §6b). Every event goes to an in-page
 * recorder (`window.__storefrontEvents`), so tests and support staff can see what would be sent,
 * and to the tenant's configured services once they have loaded after the page became interactive
 * (src/integrations/start.ts). A tenant without services never loads more than this file, and
 * this file must stay this small: it is part of every page's first load, Checkout's included.
 * Hence a purchase is not tracked from Checkout's code: src/integrations/purchase.ts notes it on
 * Confirmation instead.
 */
export type IntegrationEvent =
  | { type: 'fraud.page-view'; path: string }
  | { type: 'fraud.view-login' }
  | { type: 'fraud.login'; customerId: number }
  | { type: 'fraud.payment-session'; merchantId: string; sessionId: string }
  | {
      /** The line as sent and the order as the server answered: the services take only amounts and ids. */
      type: 'marketing.add-to-cart';
      line: { menu_item_id: number; quantity: number };
      order: { items: readonly { menu_item_id: number; quantity: number; total_cents: number }[] };
    }
  | { type: 'marketing.purchase'; orderId: number; valueCents: number };

declare global {
  interface Window {
    /** The recorder; the marketing services, once loaded, also take what is pushed to it. */
    __storefrontEvents?: IntegrationEvent[];
  }
}

/** Sends an event to the recorder, and so to the tenant's loaded services. */
export function track(event: IntegrationEvent): void {
  if (typeof window === 'undefined') return;
  (window.__storefrontEvents ??= []).push(event);
}
