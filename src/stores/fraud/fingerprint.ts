/**
 * The fraud-detection device fingerprint (docs/product.md §7.7): `POST
 * /risk/{fraud_provider}/fingerprint` on the same origin with credentials, `{ user_id, session_id
 * }`, once per customer and browser session; the `device_fingerprint_id` it answers is kept
 * (docs/product.md §3 "Fraud") and sent with the payment. A failure costs the guest nothing: the
 * payment goes without it.
 */
import { callApi } from '../../api/client.ts';
import { nullable, string } from '../persist/decode.ts';
import { $deviceFingerprintId } from './device.ts';
import { sessionAtom } from '../persist/session.ts';
import { $customerId, $loggedIn } from '../account/session.ts';
import { FINGERPRINT_ID_MAX, SESSION_ID_MAX } from '../../lib/limits.ts';
import * as calls from '../../generated/api-calls.ts';

export { $deviceFingerprintId };

/** This browser session's id for the fraud provider; a new tab session gets a new one. */
const $riskSessionId = sessionAtom(
  'riskSessionId',
  nullable(string({ max: SESSION_ID_MAX })),
  null,
);
/** Who the current fingerprint was taken for (`<customerId>:<session>`), so it is asked once. */
const $fingerprintFor = sessionAtom(
  'fingerprintFor',
  nullable(string({ max: FINGERPRINT_ID_MAX })),
  null,
);

export function riskSessionId(): string {
  const existing = $riskSessionId.get();
  if (existing) return existing;
  const id = crypto.randomUUID();
  $riskSessionId.set(id);
  return id;
}

/** Takes the fingerprint for the signed-in customer, unless this session already has it. */
export async function takeFingerprint(fraudProvider: string): Promise<string | null> {
  const customerId = $customerId.get();
  if (!$loggedIn.get() || !customerId) return null;
  const session = riskSessionId();
  const key = `${customerId}:${session}`;
  if ($fingerprintFor.get() === key && $deviceFingerprintId.get())
    return $deviceFingerprintId.get();
  try {
    const { device_fingerprint_id } = await callApi(calls.fingerprint, {
      params: { fraud_provider: fraudProvider },
      payload: { user_id: String(customerId), session_id: session },
    });
    $deviceFingerprintId.set(device_fingerprint_id);
    $fingerprintFor.set(key);
    return device_fingerprint_id;
  } catch (err) {
    console.warn('The device fingerprint failed', err);
    return null;
  }
}

/** How long a payment waits for the fingerprint before it goes without one. */
const BEFORE_PAYING_MS = 1500;

/**
 * The fingerprint goes with the payment (docs/product.md §7.7): taken, if this session has none
 * yet, for a tenant with fraud detection (the shell names its provider), never holding the payment
 * long.
 */
export async function fingerprintBeforePaying(): Promise<void> {
  const provider =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.fraudProvider;
  if (!provider) return;
  await Promise.race([
    takeFingerprint(provider),
    new Promise((resolve) => setTimeout(resolve, BEFORE_PAYING_MS)),
  ]);
}
