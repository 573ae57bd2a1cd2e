/**
 * Wallet adapters (docs/product.md §7.3 "Wallet payment", "Platform wallet session"): the Payment
 * Request method data each wallet expects, and the platform wallet's merchant-validation payload
 * for POST /payment/get_apple_pay_session.
 */
import type { WalletConfig, WalletKind } from './config.ts';
import { DOMAIN_MAX, WALLET_VALIDATION_URL_MAX } from '../limits.ts';

/** The Payment Request method identifier of each wallet. */
export const WALLET_METHOD: Record<WalletKind, string> = {
  google_pay: 'https://google.com/pay',
  apple_pay: 'https://apple.com/apple-pay',
};

const NETWORKS_GOOGLE = ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'];
const NETWORKS_APPLE = ['amex', 'discover', 'masterCard', 'visa'];

/**
 * The wallets this storefront offers among those the browser can pay with, in the browser's order.
 * @example walletsOffered(['apple_pay', 'google_pay'], { enabled: ['google_pay'] }) // ['google_pay']
 */
export function walletsOffered(
  available: readonly WalletKind[],
  config: Pick<WalletConfig, 'enabled'> | null,
): WalletKind[] {
  return config ? available.filter((w) => config.enabled.includes(w)) : [];
}

/**
 * One wallet's PaymentMethodData. The sandbox's implicit test wallets send the method alone; a
 * configured wallet sends what the wallet's own API asks for: the web-account wallet its API
 * version, merchant info and card parameters (tokenised by the merchant's gateway), the platform
 * wallet its version, merchant identifier, capabilities, networks and country.
 * @example paymentMethodData('apple_pay', { sandbox: true, enabled: ['apple_pay'], merchant_id: null, platform_merchant_id: null, display_name: 'X' }) // { supportedMethods: 'https://apple.com/apple-pay' }
 */
export function paymentMethodData(
  wallet: WalletKind,
  config: WalletConfig,
  countryCode = 'US',
): { supportedMethods: string; data?: Record<string, unknown> } {
  const supportedMethods = WALLET_METHOD[wallet];
  if (config.sandbox) return { supportedMethods };
  if (wallet === 'apple_pay')
    return {
      supportedMethods,
      data: {
        version: 3,
        merchantIdentifier: config.platform_merchant_id ?? '',
        merchantCapabilities: ['supports3DS'],
        supportedNetworks: NETWORKS_APPLE,
        countryCode: countryCode.toUpperCase(),
      },
    };
  return {
    supportedMethods,
    data: {
      apiVersion: 2,
      apiVersionMinor: 0,
      merchantInfo: {
        ...(config.merchant_id ? { merchantId: config.merchant_id } : {}),
        merchantName: config.display_name,
      },
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: {
            allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
            allowedCardNetworks: NETWORKS_GOOGLE,
          },
        },
      ],
    },
  };
}

/**
 * The payload of POST /payment/get_apple_pay_session for the validation URL the platform wallet
 * gave (its merchantvalidation event) and the page's host name; null for a URL that is not https,
 * which the wallet never gives, so nothing else is ever sent to the platform's session call.
 * @example applePaySessionRequest('https://apple-pay-gateway.apple.com/paymentservices/startSession', 'order.example') // { validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', domain: 'order.example' }
 */
export function applePaySessionRequest(
  validationUrl: string,
  hostname: string,
): { validation_url: string; domain: string } | null {
  let url: URL;
  try {
    url = new URL(validationUrl);
  } catch {
    return null;
  }
  if (
    url.protocol !== 'https:' ||
    validationUrl.length > WALLET_VALIDATION_URL_MAX ||
    !hostname ||
    hostname.length > DOMAIN_MAX
  )
    return null;
  return { validation_url: validationUrl, domain: hostname };
}
