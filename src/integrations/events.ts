/**
 * What each marketing service receives for a storefront event: the Meta pixel's `fbq('track', …)`
 * arguments and the tag manager's `dataLayer` entry (GA4 e-commerce names). Only amounts, the
 * currency and ids of menu items and orders: never a name, e-mail, phone, address or URL.
 */
import type { IntegrationEvent } from './index.ts';

export type MarketingEvent =
  { type: 'marketing.page-view' } | Extract<IntegrationEvent, { type: `marketing.${string}` }>;

export interface MarketingCalls {
  pixel: [string, string, Record<string, unknown>?];
  dataLayer: Record<string, unknown>;
}

/**
 * What was added: the order's last line of that menu item is the new one (the server appends), and
 * its total is the value.
 */
export function addedLine(event: Extract<MarketingEvent, { type: 'marketing.add-to-cart' }>): {
  menuItemId: number;
  quantity: number;
  valueCents: number;
} {
  const menuItemId = event.line.menu_item_id;
  const line = event.order.items.findLast((i) => i.menu_item_id === menuItemId);
  return {
    menuItemId,
    quantity: line?.quantity ?? event.line.quantity,
    valueCents: line?.total_cents ?? 0,
  };
}

/** Cents to the currency's major unit, as both vendors expect (1250 → 12.5). */
const major = (cents: number) => Math.round(cents) / 100;

/**
 * @example marketingCalls({ type: 'marketing.purchase', orderId: 7, valueCents: 1250 }, 'USD').pixel
 * // ['track', 'Purchase', { value: 12.5, currency: 'USD' }]
 */
export function marketingCalls(event: MarketingEvent, currency: string): MarketingCalls {
  switch (event.type) {
    case 'marketing.page-view':
      return { pixel: ['track', 'PageView'], dataLayer: { event: 'page_view' } };
    case 'marketing.add-to-cart': {
      const { menuItemId, quantity, valueCents } = addedLine(event);
      const value = major(valueCents);
      const id = String(menuItemId);
      return {
        pixel: [
          'track',
          'AddToCart',
          { value, currency, content_ids: [id], content_type: 'product', num_items: quantity },
        ],
        dataLayer: {
          event: 'add_to_cart',
          ecommerce: { currency, value, items: [{ item_id: id, quantity }] },
        },
      };
    }
    case 'marketing.purchase': {
      const value = major(event.valueCents);
      return {
        pixel: ['track', 'Purchase', { value, currency }],
        dataLayer: {
          event: 'purchase',
          ecommerce: { transaction_id: String(event.orderId), currency, value },
        },
      };
    }
  }
}

/** Whether an event is for the marketing services. */
export const isMarketing = (event: { type: string }): event is MarketingEvent =>
  event.type.startsWith('marketing.');
