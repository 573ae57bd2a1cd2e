import { describe, expect, it } from 'vitest';
import { collectRequest, collectResult } from '../../../src/lib/account/loyalty-collect.ts';

// docs/product.md §7.6 body, §8 outcomes
describe('collectRequest', () => {
  it('carries every field of the webhook body', () => {
    expect(
      collectRequest({
        ticket: { merchant: 'M1', location: 'L1', ticket: 'T-1001' },
        chain: 'burger',
        storeId: 101,
        customerId: 7,
        restaurantId: 3,
      }),
    ).toEqual({
      params: { id: 'M1' },
      payload: {
        service_id: 'M1',
        restaurant_external_id: 'L1',
        event_type: 'order_redeem_request',
        chain: 'burger',
        item_id: 'T-1001',
        ticket_id: 'T-1001',
        store_id: '101',
        loyalty_identifier: '7',
        rest_id: '3',
      },
    });
  });
});

describe('collectResult', () => {
  it.each([
    [
      'success',
      { data: { ok: true } },
      { header: 'Success', message: 'You’ve successfully earned points through your purchase' },
    ],
    [
      'data.error',
      { data: { error: { message: 'This ticket is from another store.' } } },
      { header: 'Error', message: 'This ticket is from another store.' },
    ],
    [
      'request failed with text',
      { failed: 'Bad gateway' },
      { header: 'Error', message: 'Bad gateway' },
    ],
    [
      'request failed with data',
      { failed: { error: 'nope' } },
      { header: 'Error', message: '{"error":"nope"}' },
    ],
  ])('%s', (_n, outcome, expected) => expect(collectResult(outcome as never)).toEqual(expected));
});
