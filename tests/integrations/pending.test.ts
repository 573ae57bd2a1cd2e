// Neither Checkout nor Confirmation runs marketing (docs/architecture.md §6b): the purchase waits
// in session storage for the next page that does, once per order; a malformed entry is dropped.
import { describe, expect, it } from 'vitest';
import {
  keepPurchase,
  NOTED_ORDERS_KEY,
  PENDING_PURCHASE_KEY,
  notedOrders,
  takePendingPurchase,
} from '../../src/integrations/pending.ts';

function storageWith(value: string | null) {
  const data = new Map<string, string>();
  if (value !== null) data.set(PENDING_PURCHASE_KEY, value);
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('takePendingPurchase', () => {
  it.each([
    [null, undefined],
    ['not json', undefined],
    ['{"a":1}', undefined],
    ['{"type":"marketing.purchase","orderId":"5","valueCents":1}', undefined],
    ['{"type":"marketing.purchase","orderId":5}', undefined],
    [
      '{"type":"marketing.purchase","orderId":5,"valueCents":1200,"email":"x@y.z"}',
      { type: 'marketing.purchase', orderId: 5, valueCents: 1200 },
    ],
  ])('%s', (stored, expected) => {
    const storage = storageWith(stored);
    expect(takePendingPurchase(storage)).toEqual(expected);
    expect(storage.data.has(PENDING_PURCHASE_KEY)).toBe(false);
  });
});

describe('keepPurchase', () => {
  const purchase = { type: 'marketing.purchase', orderId: 9, valueCents: 500 } as const;
  it('keeps an order once, however often Confirmation loads', () => {
    const session = storageWith(null);
    const local = storageWith(null);
    const setItem = (data: Map<string, string>) => (k: string, v: string) => void data.set(k, v);
    const s = { setItem: setItem(session.data) };
    const l = { getItem: local.getItem, setItem: setItem(local.data) };
    expect(keepPurchase(s, l, purchase)).toBe(true);
    expect(takePendingPurchase(session)).toEqual(purchase);
    expect(keepPurchase(s, l, purchase)).toBe(false);
    expect(takePendingPurchase(session)).toBeUndefined();
    expect(notedOrders(local)).toEqual([9]);
  });
  it.each([['nope'], ['{"a":1}'], ['[1,"2",3.5,4]']])(
    'a corrupted list %s reads as clean',
    (raw) => {
      const local = storageWith(null);
      local.data.set(NOTED_ORDERS_KEY, raw);
      expect(notedOrders(local)).toEqual(raw.startsWith('[') ? [1, 4] : []);
    },
  );
});
