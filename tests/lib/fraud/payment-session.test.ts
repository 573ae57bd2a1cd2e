// docs/product.md §7.7 "Fraud gateway rule" and §9 "Fraud": the payment processor's fraud session.
import { describe, expect, it } from 'vitest';
import {
  collectorScriptUrl,
  isPaymentSessionId,
  paymentFraudCollector,
  SANDBOX_PAYMENT_FRAUD_COLLECTOR,
} from '../../../src/lib/fraud/payment-session.ts';

describe('isPaymentSessionId', () => {
  it.each([
    ['32 hex characters', 'abcdef0123456789abcdef0123456789', true],
    ['letters, digits, _ and -', 'A_b-9', true],
    ['33 characters', 'a'.repeat(33), false],
    ['empty', '', false],
    ['a space', 'a b', false],
    ['a number', 42, false],
    ['undefined', undefined, false],
  ])('%s → %s', (_, value, expected) => {
    expect(isPaymentSessionId(value)).toBe(expected);
  });
});

describe('collectorScriptUrl', () => {
  it.each([
    [
      'an https collector',
      'https://ssl.kaptcha.com',
      'm1',
      undefined,
      'https://ssl.kaptcha.com/collect/sdk?m=m1',
    ],
    [
      'a trailing slash',
      '/__sandbox/integrations/payproc/',
      'm1',
      undefined,
      '/__sandbox/integrations/payproc/collect/sdk?m=m1',
    ],
    [
      'a kept session continued',
      'https://c.example',
      'm1',
      'abc',
      'https://c.example/collect/sdk?m=m1&s=abc',
    ],
    [
      'an invalid kept session dropped',
      'https://c.example',
      'm1',
      'a b',
      'https://c.example/collect/sdk?m=m1',
    ],
    [
      'a merchant id escaped',
      'https://c.example',
      'a&b',
      undefined,
      'https://c.example/collect/sdk?m=a%26b',
    ],
  ])('%s', (_, base, merchant, session, expected) => {
    expect(collectorScriptUrl(base, merchant, session)).toBe(expected);
  });
});

describe('paymentFraudCollector', () => {
  it.each([
    [
      'the tenant’s own',
      { api_base: 'sandbox', integrations: { payment_fraud_collector_url: 'https://c.example' } },
      'https://c.example',
    ],
    ['the stand-in on the sandbox API', { api_base: 'sandbox' }, SANDBOX_PAYMENT_FRAUD_COLLECTOR],
    [
      'none on a chain’s own API',
      { api_base: 'https://api.example.com', integrations: {} },
      undefined,
    ],
  ])('%s', (_, tenant, expected) => {
    expect(paymentFraudCollector(tenant)).toBe(expected);
  });
});
