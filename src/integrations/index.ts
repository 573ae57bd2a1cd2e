/**
 * The one door to outside services (DESIGN §6b). Every event goes to an in-page recorder
 * (`window.__storefrontEvents`), so tests and support staff can see what would be sent, and to the
 * tenant's configured services once they have loaded after the page became interactive
 * (src/integrations/start.ts). A tenant without services never loads more than this file.
 */
export type IntegrationEvent =
  | { type: 'fraud.page-view'; path: string }
  | { type: 'fraud.view-login' }
  | { type: 'fraud.login'; customerId: number }
  | { type: 'fraud.payment-session'; merchantId: string; sessionId: string }
  | { type: 'marketing.add-to-cart'; menuItemId: number; quantity: number; valueCents: number }
  | { type: 'marketing.purchase'; orderId: number; valueCents: number };

declare global {
  interface Window {
    __storefrontEvents?: IntegrationEvent[];
    /** Set by the loaded services; events sent before it exists are replayed from the recorder. */
    __storefrontDeliver?: (event: IntegrationEvent) => void;
  }
}

/**
 * Where a purchase waits: the order is placed on Checkout and the guest lands on Confirmation, and
 * neither page runs marketing tags, so the next page that does sends it.
 */
export const PENDING_PURCHASES_KEY = 'sf.pendingPurchases';

/** Sends an event to the recorder and to the tenant's loaded services. */
export function track(event: IntegrationEvent): void {
  if (typeof window === 'undefined') return;
  (window.__storefrontEvents ??= []).push(event);
  if (event.type === 'marketing.purchase')
    try {
      const list: unknown = JSON.parse(sessionStorage.getItem(PENDING_PURCHASES_KEY) ?? '[]');
      const kept: unknown[] = Array.isArray(list) ? list.slice(-4) : [];
      sessionStorage.setItem(PENDING_PURCHASES_KEY, JSON.stringify([...kept, event]));
    } catch {
      // Storage may be full or off: the purchase is then not reported, and nothing else breaks.
    }
  window.__storefrontDeliver?.(event);
}

/**
 * The marketing event for a line just added: the order's last line of that menu item is the new
 * one (the server appends), and its total is the value.
 */
export function addToCartEvent(
  order: { items: readonly { menu_item_id: number; quantity: number; total_cents: number }[] },
  menuItemId: number,
): IntegrationEvent {
  const line = order.items.findLast((i) => i.menu_item_id === menuItemId);
  return {
    type: 'marketing.add-to-cart',
    menuItemId,
    quantity: line?.quantity ?? 1,
    valueCents: line?.total_cents ?? 0,
  };
}
