// docs/product.md §7.7: the processor's fraud collector runs on Checkout, and its CSP allows
// exactly its origin.
import { describe, expect, it } from 'vitest';
import {
  paymentFraudPage,
  paymentFraudSources,
} from '../../src/integrations/payment-fraud-config.ts';

const own = {
  api_base: 'https://api.example.com',
  integrations: { payment_fraud_collector_url: 'https://tst.kaptcha.com/x' },
};

describe('paymentFraudPage', () => {
  it.each([
    [
      'Checkout of a sandbox tenant',
      { api_base: 'sandbox' },
      'checkout',
      { collector: '/__sandbox/integrations/payproc' },
    ],
    [
      'Checkout of a tenant with its own collector',
      own,
      'checkout',
      { collector: 'https://tst.kaptcha.com/x' },
    ],
    ['Menu', own, 'menu', null],
    ['Checkout without a collector', { api_base: 'https://api.example.com' }, 'checkout', null],
  ])('%s', (_, tenant, screen, expected) => {
    expect(paymentFraudPage(tenant, screen)).toEqual(expected);
  });
});

describe('paymentFraudSources', () => {
  it('allows the collector’s origin only', () => {
    const origin = 'https://tst.kaptcha.com';
    expect(paymentFraudSources(paymentFraudPage(own, 'checkout'))).toEqual({
      'script-src': [origin],
      'connect-src': [origin],
      'img-src': [origin],
      'frame-src': [origin],
    });
  });

  it.each([
    ['a site path', { collector: '/__sandbox/integrations/payproc' }],
    ['no collector', null],
  ])('%s needs nothing', (_, page) => {
    expect(paymentFraudSources(page)).toEqual({});
  });
});
