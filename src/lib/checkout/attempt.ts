/**
 * The idempotency key of a payment (docs/product.md §7.3 Pay; docs/architecture.md §6). One key
 * covers every retry of the same attempt — a double click, a timeout, a reload — so the order is
 * charged once. A new key is made when what is being paid changes (order, cart, total, payment
 * method) or after a decline (the API replays a declined key's answer, so another card needs
 * another key).
 */

export interface Attempt {
  key: string;
  /** What the key pays for; see attemptFingerprint. */
  fingerprint: string;
}

export interface AttemptSubject {
  orderId: number;
  totalCents: number;
  /** Cart lines as item_id × quantity. */
  lines: ReadonlyArray<{ item_id: number; quantity: number }>;
  /** The payment method, e.g. 'card_token:tok_1' or 'saved_card:12'; gift card parts included. */
  method: string;
}

/**
 * @example attemptFingerprint({ orderId: 5, totalCents: 1099, lines: [{ item_id: 1, quantity: 2 }], method: 'saved_card:3' }) // '5|1099|1x2|saved_card:3'
 */
export function attemptFingerprint(s: AttemptSubject): string {
  const lines = [...s.lines]
    .sort((a, b) => a.item_id - b.item_id)
    .map((l) => `${l.item_id}x${l.quantity}`)
    .join(',');
  return `${s.orderId}|${s.totalCents}|${lines}|${s.method}`;
}

/**
 * The attempt to send: the stored one while it pays for the same thing, else a new key.
 * @example attemptFor({ key: 'k1', fingerprint: 'a' }, 'a', () => 'k2') // { key: 'k1', fingerprint: 'a' }
 */
export function attemptFor(
  stored: Attempt | null,
  fingerprint: string,
  newKey: () => string,
): Attempt {
  return stored && stored.fingerprint === fingerprint ? stored : { key: newKey(), fingerprint };
}

export type AttemptOutcome = 'approved' | 'declined' | 'refused' | 'unknown';

/**
 * What is kept after an answer: nothing once paid or declined; the same key when the outcome is
 * unknown (no answer, a server error) so the retry cannot charge twice, or the request was refused
 * before any charge (e.g. the time passed) so a corrected retry still counts as the same attempt.
 * @example afterOutcome({ key: 'k', fingerprint: 'f' }, 'declined') // null
 */
export function afterOutcome(attempt: Attempt, outcome: AttemptOutcome): Attempt | null {
  return outcome === 'approved' || outcome === 'declined' ? null : attempt;
}

/**
 * The outcome of a pay call from its HTTP status (0: no answer).
 * @example outcomeOf(402) // 'declined'
 */
export function outcomeOf(status: number): AttemptOutcome {
  if (status >= 200 && status < 300) return 'approved';
  if (status === 402) return 'declined';
  if (status === 0 || status >= 500 || status === 408) return 'unknown';
  return 'refused';
}

/** A new key for an attempt (./random-key.ts). */
export { newRandomKey as newIdempotencyKey } from './random-key.ts';
