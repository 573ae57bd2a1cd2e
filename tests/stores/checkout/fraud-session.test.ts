// docs/product.md §7.7 "Fraud gateway rule", §3 "Fraud: merchantId, fraud session id": a store with
// gateway 28 keeps its merchant id and takes the session id from the processor's script, continuing
// a kept session of the same merchant; the page makes the id itself only when the script gives
// none.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());

const collectorSession = vi.fn<(m: string, p: string | null) => Promise<string | null>>();
vi.mock('../../../src/integrations/payment-fraud.ts', () => ({ collectorSession }));
const track = vi.fn();
vi.mock('../../../src/integrations/index.ts', () => ({ track }));

const { paymentFraudSession } = await import('../../../src/stores/checkout/fraud-session.ts');
const { $fraudSessionId, $merchantId, startFraudSession } =
  await import('../../../src/stores/checkout/data.ts');
type Store = Parameters<typeof startFraudSession>[0];

const store = (gateways: { payproc_id: number; extra: { merchant_id: string } }[]) =>
  ({ fraud_detection_gateways: gateways }) as unknown as Store;

beforeEach(() => {
  collectorSession.mockReset();
  $merchantId.set(null);
  $fraudSessionId.set(null);
  track.mockReset();
});

describe('paymentFraudSession', () => {
  it.each([
    ['the script’s id', 'fromScript', null, 'fromScript'],
    ['the kept id when the script gives none', null, 'kept', 'kept'],
    ['a local 32-hex id when neither', null, null, /^[0-9a-f]{32}$/],
  ])('%s', async (_, fromScript, previous, expected) => {
    collectorSession.mockResolvedValue(fromScript);
    const id = await paymentFraudSession('m1', previous);
    if (expected instanceof RegExp) expect(id).toMatch(expected);
    else expect(id).toBe(expected);
  });

  it('a failing collector never fails the payment', async () => {
    collectorSession.mockRejectedValue(new Error('blocked'));
    expect(await paymentFraudSession('m1', null)).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('startFraudSession', () => {
  it('does nothing for a store without gateway 28', () => {
    startFraudSession(store([{ payproc_id: 3, extra: { merchant_id: 'x' } }]));
    expect(collectorSession).not.toHaveBeenCalled();
    expect($merchantId.get()).toBeNull();
  });

  it.each([
    ['nothing kept', null, null, null],
    ['the same merchant’s session continued', 'm28', 'kept', 'kept'],
    ['another merchant’s session dropped', 'other', 'kept', null],
  ])('%s', async (_, keptMerchant, keptSession, asked) => {
    $merchantId.set(keptMerchant);
    $fraudSessionId.set(keptSession);
    collectorSession.mockResolvedValue('s-new');
    startFraudSession(store([{ payproc_id: 28, extra: { merchant_id: 'm28' } }]));
    expect($merchantId.get()).toBe('m28');
    await vi.waitFor(() => expect(collectorSession).toHaveBeenCalledWith('m28', asked));
    await vi.waitFor(() => expect($fraudSessionId.get()).toBe('s-new'));
    expect(track).toHaveBeenCalledWith({
      type: 'fraud.payment-session',
      merchantId: 'm28',
      sessionId: 's-new',
    });
  });
});
