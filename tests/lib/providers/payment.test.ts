/**
 * The hosted card page (docs/architecture.md §6) and the wallets (docs/product.md §7.3 "Wallet
 * payment", "Platform wallet session") as each tenant configures them.
 */
import { describe, expect, it } from 'vitest';
import { hostedPaymentUrl } from '../../../src/lib/checkout/hosted-page.ts';
import type { WalletConfig } from '../../../src/lib/providers/config.ts';
import {
  applePaySessionRequest,
  paymentMethodData,
  walletsOffered,
} from '../../../src/lib/providers/wallet.ts';

describe('hostedPaymentUrl', () => {
  const origin = 'https://order.chain.example';
  it.each([
    ['the sandbox page', { kind: 'sandbox' } as const, '/__sandbox/pay/new?return=%2Fcheckout'],
    [
      'a stand-in on our origin gets a path back',
      { kind: 'hosted', base_url: '/__sandbox/pay/new' } as const,
      '/__sandbox/pay/new?return=%2Fcheckout',
    ],
    [
      'a provider elsewhere gets the whole return URL',
      { kind: 'hosted', base_url: 'https://pay.example/start' } as const,
      'https://pay.example/start?return=https%3A%2F%2Forder.chain.example%2Fcheckout',
    ],
  ])('%s', (_name, page, expected) => {
    expect(hostedPaymentUrl('/checkout', page, origin)).toBe(expected);
  });

  it('no page, or one of a kind it does not know: not offered (null), never the sandbox', () => {
    expect(hostedPaymentUrl('/checkout', null, origin)).toBeNull();
    expect(hostedPaymentUrl('/checkout', { kind: 'other' } as never, origin)).toBeNull();
  });
});

const configured: WalletConfig = {
  sandbox: false,
  enabled: ['google_pay', 'apple_pay'],
  merchant_id: 'BCR2DN4T1234',
  platform_merchant_id: 'merchant.com.example',
  display_name: 'Example Chain',
};

describe('wallets', () => {
  it.each([
    [['apple_pay', 'google_pay'], { enabled: ['google_pay'] }, ['google_pay']],
    [['apple_pay'], { enabled: ['google_pay', 'apple_pay'] }, ['apple_pay']],
    [['apple_pay', 'google_pay'], null, []],
  ] as const)('browser %j, storefront %j → %j', (available, config, expected) => {
    expect(walletsOffered(available, config && { enabled: [...config.enabled] })).toEqual(expected);
  });

  it("the web-account wallet's request carries its API version and merchant", () => {
    expect(paymentMethodData('google_pay', configured)).toEqual({
      supportedMethods: 'https://google.com/pay',
      data: {
        apiVersion: 2,
        apiVersionMinor: 0,
        merchantInfo: { merchantId: 'BCR2DN4T1234', merchantName: 'Example Chain' },
        allowedPaymentMethods: [
          {
            type: 'CARD',
            parameters: {
              allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
              allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
            },
          },
        ],
      },
    });
  });

  it("the platform wallet's request carries its merchant identifier and country", () => {
    expect(paymentMethodData('apple_pay', configured, 'ca')).toEqual({
      supportedMethods: 'https://apple.com/apple-pay',
      data: {
        version: 3,
        merchantIdentifier: 'merchant.com.example',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: ['amex', 'discover', 'masterCard', 'visa'],
        countryCode: 'CA',
      },
    });
  });

  it("the sandbox's implicit wallets send the method alone", () => {
    expect(paymentMethodData('google_pay', { ...configured, sandbox: true })).toEqual({
      supportedMethods: 'https://google.com/pay',
    });
  });

  it.each([
    [
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      'order.example',
      {
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        domain: 'order.example',
      },
    ],
    ['http://apple-pay-gateway.apple.com/x', 'order.example', null],
    ['not a url', 'order.example', null],
    ['https://apple-pay-gateway.apple.com/x', '', null],
  ])('POST /payment/get_apple_pay_session for %s on %s', (url, host, expected) => {
    expect(applePaySessionRequest(url, host)).toEqual(expected);
  });
});
