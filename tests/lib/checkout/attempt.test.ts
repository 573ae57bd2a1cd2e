// docs/product.md §7.3 Pay; docs/architecture.md §6: one idempotency key per payment attempt, so a
// retry charges once.
import { describe, expect, it } from 'vitest';
import {
  afterOutcome,
  attemptFingerprint,
  attemptFor,
  newIdempotencyKey,
  outcomeOf,
} from '../../../src/lib/checkout/attempt.ts';

const subject = {
  orderId: 5,
  totalCents: 1099,
  lines: [
    { item_id: 2, quantity: 1 },
    { item_id: 1, quantity: 2 },
  ],
  method: 'saved_card:3',
};
const fp = attemptFingerprint(subject);

describe('attemptFingerprint', () => {
  it('ignores the order of the lines', () => expect(fp).toBe('5|1099|1x2,2x1|saved_card:3'));
  it.each([
    ['another order', { orderId: 6 }],
    ['another total', { totalCents: 1100 }],
    ['another quantity', { lines: [{ item_id: 1, quantity: 3 }] }],
    ['another method', { method: 'card_token:tok_x' }],
  ])('%s changes it', (_n, change) =>
    expect(attemptFingerprint({ ...subject, ...change })).not.toBe(fp),
  );
});

describe('the key lifecycle', () => {
  const key = () => 'new-key-0000000000';
  it.each([
    ['no attempt yet → new key', null, fp, 'new-key-0000000000'],
    [
      'same attempt → same key (double click, retry, reload)',
      { key: 'kept-key-000000000', fingerprint: fp },
      fp,
      'kept-key-000000000',
    ],
    [
      'the cart or method changed → new key',
      { key: 'kept-key-000000000', fingerprint: 'other' },
      fp,
      'new-key-0000000000',
    ],
  ] as const)('%s', (_n, stored, fingerprint, expected) =>
    expect(attemptFor(stored, fingerprint, key).key).toBe(expected),
  );

  it.each([
    [200, 'approved', null],
    [402, 'declined', null],
    [0, 'unknown', 'kept'],
    [502, 'unknown', 'kept'],
    [504, 'unknown', 'kept'],
    [400, 'refused', 'kept'],
    [409, 'refused', 'kept'],
  ] as const)('status %i is %s; the key is %s', (status, outcome, kept) => {
    expect(outcomeOf(status)).toBe(outcome);
    const attempt = { key: 'kept', fingerprint: fp };
    expect(afterOutcome(attempt, outcomeOf(status))?.key ?? null).toBe(kept);
  });

  it('makes keys the API accepts, different each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(newIdempotencyKey(() => new Uint8Array(16))).toBe('0'.repeat(32));
  });
});
