// docs/architecture.md §6: new cards go through the payment provider's hosted page; Checkout and
// Manage cards both start it and read the token it comes back with.
import { describe, expect, it } from 'vitest';
import { hostedPaymentUrl, returnedPaymentToken } from '../../../src/lib/checkout/hosted-page.ts';

describe('hosted payment page', () => {
  it.each([
    ['/101/burger/checkout', '/__sandbox/pay/new?return=%2F101%2Fburger%2Fcheckout'],
    ['/account/manage-cards', '/__sandbox/pay/new?return=%2Faccount%2Fmanage-cards'],
  ])('starts for %s at %s', (path, url) => {
    expect(hostedPaymentUrl(path, { kind: 'sandbox' })).toBe(url);
  });

  it.each([
    ['https://x.test/a?payment_token=tok_12345678', 'tok_12345678', true, '/a'],
    ['https://x.test/a?x=1&payment_token=tok_12345678#h', 'tok_12345678', true, '/a?x=1#h'],
    ['https://x.test/a?payment_token=bad%20one', null, true, '/a'],
    ['https://x.test/a?payment_token=short', null, true, '/a'],
    ['https://x.test/a?x=1', null, false, '/a?x=1'],
  ])('%s → token %s', (href, token, present, cleaned) => {
    expect(returnedPaymentToken(href)).toEqual({ token, present, cleaned });
  });
});
