// docs/product.md §7.7 Risk: the device fingerprint, once per customer and browser session, kept
// for the payment.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, memoryStorage, scriptedApi } from '../account/fixtures.ts';

vi.stubGlobal('localStorage', memoryStorage());
vi.stubGlobal('sessionStorage', memoryStorage());
const api = scriptedApi();
vi.mock('../../../src/api/client.ts', () => ({ callApi: api.callApi }));

const { takeFingerprint, fingerprintBeforePaying, $deviceFingerprintId } =
  await import('../../../src/stores/fraud/fingerprint.ts');
const { $customerId, $loggedIn } = await import('../../../src/stores/account/session.ts');

beforeEach(() => {
  api.calls.length = 0;
  api.answers = { fingerprint: () => ({ device_fingerprint_id: 'fp_1' }) };
  $deviceFingerprintId.set(null);
  $loggedIn.set(true);
  $customerId.set(42);
});

describe('takeFingerprint', () => {
  it('posts user and session to the provider’s path and keeps the id', async () => {
    expect(await takeFingerprint('sandbox-risk')).toBe('fp_1');
    const call = api.calls[0] as {
      id: string;
      options: { params: unknown; payload: { user_id: string; session_id: string } };
    };
    expect(call.id).toBe('fingerprint');
    expect(call.options.params).toEqual({ fraud_provider: 'sandbox-risk' });
    expect(call.options.payload.user_id).toBe('42');
    expect(call.options.payload.session_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect($deviceFingerprintId.get()).toBe('fp_1');
  });

  it('asks once per customer and session', async () => {
    await takeFingerprint('p');
    await takeFingerprint('p');
    expect(api.calls).toHaveLength(1);
    $customerId.set(43);
    await takeFingerprint('p');
    expect(api.calls).toHaveLength(2);
  });

  it('asks nothing for a guest', async () => {
    $loggedIn.set(false);
    expect(await takeFingerprint('p')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('a failure is quiet and keeps nothing', async () => {
    $customerId.set(44);
    api.answers.fingerprint = failWith(503, 'down');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await takeFingerprint('p')).toBeNull();
    expect($deviceFingerprintId.get()).toBeNull();
  });
});

describe('fingerprintBeforePaying (the fingerprint goes with the payment)', () => {
  it('takes it for the tenant’s provider named by the page', async () => {
    vi.stubGlobal('document', { documentElement: { dataset: { fraudProvider: 'sandbox-risk' } } });
    $customerId.set(45);
    await fingerprintBeforePaying();
    expect(api.calls.at(-1)).toMatchObject({
      options: { params: { fraud_provider: 'sandbox-risk' } },
    });
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('does nothing for a tenant without fraud detection', async () => {
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    $customerId.set(46);
    await fingerprintBeforePaying();
    expect(api.calls).toEqual([]);
  });
});
