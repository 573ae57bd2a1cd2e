/**
 * The payment processor's fraud session in the browser (docs/product.md §7.7): the processor's
 * device data collector script is loaded for the store's merchant id, the session id is the one the
 * script made (`ka.sessionId`), and its collection is started the documented way (`ka.ClientSDK`,
 * `autoLoadEvents()` on a `kaxsdc` element). Fetched only on Checkout of a store with gateway 28.
 */
import {
  collectorScriptUrl,
  isPaymentSessionId,
  PAYMENT_FRAUD_SCRIPT_ID,
  PAYMENT_FRAUD_TIMEOUT_MS,
} from '../lib/fraud/payment-session.ts';
import { loadScript } from './load-script.ts';

interface ClientSdk {
  setupCallback?(hooks: Record<string, (params: unknown) => void>): void;
  autoLoadEvents(): void;
}

declare global {
  interface Window {
    ka?: { sessionId?: unknown; ClientSDK?: new () => ClientSdk };
  }
}

function collector(): string | undefined {
  try {
    const text = document.getElementById(PAYMENT_FRAUD_SCRIPT_ID)?.textContent;
    const value = (JSON.parse(text ?? 'null') as { collector?: unknown } | null)?.collector;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The collection binds to the `load` of elements marked `kaxsdc`; the body is ours. */
function startCollection(): void {
  const Sdk = window.ka?.ClientSDK;
  if (!Sdk) return;
  document.body.classList.add('kaxsdc');
  document.body.dataset.event = 'load';
  new Sdk().autoLoadEvents();
}

/**
 * The processor's session id for `merchantId`, continuing `previous` when given; null when there
 * is no collector, its script fails or is slower than PAYMENT_FRAUD_TIMEOUT_MS. Never rejects.
 */
export async function collectorSession(
  merchantId: string,
  previous: string | null,
): Promise<string | null> {
  const base = collector();
  if (!base) return null;
  const loaded = loadScript(collectorScriptUrl(base, merchantId, previous ?? undefined)).then(
    () => true,
    () => false,
  );
  const late = new Promise<false>((r) => setTimeout(() => r(false), PAYMENT_FRAUD_TIMEOUT_MS));
  if (!(await Promise.race([loaded, late]))) return null;
  const sessionId = window.ka?.sessionId;
  if (!isPaymentSessionId(sessionId)) return null;
  try {
    startCollection();
  } catch {
    // The id is what the payment needs; a collection that fails to start must not cost it.
  }
  return sessionId;
}
