/** Hosted-payment tokens: created for the test payment page, completed by it, used to pay or save a card. */
import { randomBytes } from 'node:crypto';
import type { SandboxDb, Row } from '../core/db.ts';
import type { PaymentTokenDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';

export function createPaymentToken(db: SandboxDb, nowMs: number): string {
  const token = `tok_${randomBytes(18).toString('base64url')}`;
  db.table<PaymentTokenDoc>('payment_tokens').insert(
    {
      status: 'pending',
      brand: null,
      last4: null,
      exp_month: null,
      exp_year: null,
      message: null,
      created_at: new Date(nowMs).toISOString(),
      used_by_order: null,
    },
    { key: token },
  );
  return token;
}

export function findToken(db: SandboxDb, token: string): Row<PaymentTokenDoc> | undefined {
  return db.table<PaymentTokenDoc>('payment_tokens').byKey(token);
}

/** A token a card may be charged or saved with: approved, or a refusal the client can show. */
export function approvedToken(db: SandboxDb, token: string): Row<PaymentTokenDoc> {
  const row = findToken(db, token) ?? fail(404, 'Unknown payment token', 'unknown_token');
  if (row.data.status === 'pending') fail(400, (t) => t.api_paymentPending, 'payment_pending');
  if (row.data.status === 'declined') fail(402, (t) => t.api_cardDeclined, 'card_declined');
  return row;
}
