/**
 * PINs and the dev outbox. A PIN is six random digits, lives 10 minutes on the sandbox clock and
 * survives 5 wrong attempts; every message the sandbox "sends" lands in the outbox instead.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { SandboxDb } from '../core/db.ts';
import type { OutboxDoc, PinDoc } from '../core/records.ts';

export const PIN_TTL_MS = 10 * 60_000;
export const PIN_MAX_ATTEMPTS = 5;

export type Channel = 'sms' | 'email';
export type PinCheck = 'ok' | 'wrong' | 'missing' | 'expired' | 'locked';

const pinKey = (channel: Channel, recipient: string) => `${channel}:${recipient.toLowerCase()}`;

/**
 * Judges one attempt and says what to keep: the PIN is used up when it matches, and stays locked
 * after the fifth miss so even the right PIN then fails.
 * @example checkPinDoc({ pin: '123456', expires_ms: 10, attempts: 0, kind: 'x', customer_id: 1 }, '123456', 5).result // 'ok'
 */
export function checkPinDoc(
  doc: PinDoc | undefined,
  attempt: string,
  now: number,
): { result: PinCheck; next: PinDoc | null } {
  if (!doc) return { result: 'missing', next: null };
  if (doc.attempts >= PIN_MAX_ATTEMPTS) return { result: 'locked', next: doc };
  if (now > doc.expires_ms) return { result: 'expired', next: null };
  const a = Buffer.from(attempt.padEnd(6, ' ').slice(0, 12));
  const b = Buffer.from(doc.pin.padEnd(6, ' '));
  if (a.length === b.length && timingSafeEqual(a, b)) return { result: 'ok', next: null };
  return { result: 'wrong', next: { ...doc, attempts: doc.attempts + 1 } };
}

export function writeOutbox(db: SandboxDb, entry: OutboxDoc): void {
  db.table<OutboxDoc>('outbox').insert(entry);
}

/** The outbox, newest first. */
export function readOutbox(db: SandboxDb): OutboxDoc[] {
  return db
    .table<OutboxDoc>('outbox')
    .all()
    .reverse()
    .map((r) => r.data);
}

/** Creates a PIN (replacing an earlier one for the recipient) and sends it to the outbox. */
export function issuePin(
  db: SandboxDb,
  now: number,
  message: {
    channel: Channel;
    recipient: string;
    kind: string;
    customerId: number | null;
    text: (pin: string) => string;
  },
): string {
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const key = pinKey(message.channel, message.recipient);
  const pins = db.table<PinDoc>('pins');
  const doc: PinDoc = {
    pin,
    kind: message.kind,
    customer_id: message.customerId,
    expires_ms: now + PIN_TTL_MS,
    attempts: 0,
  };
  const existing = pins.byKey(key);
  if (existing) pins.update(existing.id, doc);
  else pins.insert(doc, { key, owner: message.customerId });
  writeOutbox(db, {
    channel: message.channel,
    recipient: message.recipient,
    pin,
    kind: message.kind,
    text: message.text(pin),
    time: new Date(now).toISOString(),
  });
  return pin;
}

/**
 * Checks a PIN for a recipient. `customerId` (when given) must be the customer the PIN was sent
 * for, so nobody verifies a phone with a PIN sent to someone else's account.
 */
export function checkPin(
  db: SandboxDb,
  now: number,
  channel: Channel,
  recipient: string,
  attempt: string,
  customerId?: number,
): PinCheck {
  const pins = db.table<PinDoc>('pins');
  const row = pins.byKey(pinKey(channel, recipient));
  const doc =
    row && (customerId === undefined || row.data.customer_id === customerId) ? row.data : undefined;
  const { result, next } = checkPinDoc(doc, attempt, now);
  if (row && doc) {
    if (next) pins.update(row.id, next);
    else pins.delete(row.id);
  }
  return result;
}
