// docs/product.md §1 "marketing pixels", "a tag manager": PageView, AddToCart and Purchase with
// value and currency, and never personal data.
import { describe, expect, it } from 'vitest';
import { addedLine, marketingCalls, isMarketing } from '../../src/integrations/events.ts';

describe('marketingCalls', () => {
  it.each([
    [{ type: 'marketing.page-view' } as const, ['track', 'PageView'], { event: 'page_view' }],
    [
      {
        type: 'marketing.add-to-cart',
        line: { menu_item_id: 12, quantity: 2 },
        order: { items: [{ menu_item_id: 12, quantity: 2, total_cents: 1798 }] },
      } as const,
      [
        'track',
        'AddToCart',
        {
          value: 17.98,
          currency: 'USD',
          content_ids: ['12'],
          content_type: 'product',
          num_items: 2,
        },
      ],
      {
        event: 'add_to_cart',
        ecommerce: { currency: 'USD', value: 17.98, items: [{ item_id: '12', quantity: 2 }] },
      },
    ],
    [
      { type: 'marketing.purchase', orderId: 1001, valueCents: 2500 } as const,
      ['track', 'Purchase', { value: 25, currency: 'USD' }],
      { event: 'purchase', ecommerce: { transaction_id: '1001', currency: 'USD', value: 25 } },
    ],
  ])('%j', (event, pixel, dataLayer) => {
    expect(marketingCalls(event, 'USD')).toEqual({ pixel, dataLayer });
  });

  it('carries nothing but amounts, the currency and ids', () => {
    const text = JSON.stringify(
      marketingCalls({ type: 'marketing.purchase', orderId: 7, valueCents: 100 }, 'EUR'),
    );
    expect(text).not.toMatch(/@|email|phone|name|address|http/i);
  });

  it('fraud events are not marketing', () => {
    expect(isMarketing({ type: 'fraud.page-view' })).toBe(false);
    expect(isMarketing({ type: 'marketing.purchase' })).toBe(true);
  });
});

describe('addedLine', () => {
  const order = {
    items: [
      { menu_item_id: 5, quantity: 1, total_cents: 499 },
      { menu_item_id: 9, quantity: 1, total_cents: 300 },
      { menu_item_id: 5, quantity: 3, total_cents: 1650 },
    ],
  };
  const added = (menuItemId: number) =>
    addedLine({
      type: 'marketing.add-to-cart',
      line: { menu_item_id: menuItemId, quantity: 2 },
      order,
    });
  it('values the newest line of the item', () => {
    expect(added(5)).toEqual({ menuItemId: 5, quantity: 3, valueCents: 1650 });
  });
  it('an item the order lacks is still reported, at no value', () => {
    expect(added(77)).toEqual({ menuItemId: 77, quantity: 2, valueCents: 0 });
  });
  it("the order's other fields never reach the services", () => {
    const text = JSON.stringify(
      marketingCalls(
        {
          type: 'marketing.add-to-cart',
          line: { menu_item_id: 5, quantity: 1 },
          order: { ...order, customer: { email: 'ann@example.com' } } as typeof order,
        },
        'USD',
      ),
    );
    expect(text).not.toMatch(/ann|@|customer/);
  });
});
