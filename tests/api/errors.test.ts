import * as m from '#messages';
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NOT_YOURS,
  NOT_YOURS_MESSAGE,
  orderLinkFailure,
  serverText,
  userMessage,
  type OrderLinkFailure,
  type Situation,
} from '../../src/api/errors.ts';

const server = (status: number, message: string) => new ApiError(status, 'x', message);
const network = new ApiError(0, 'network', 'The network is unavailable');

// docs/product.md §8 error catalogue
describe('userMessage (docs/product.md §8)', () => {
  it.each<[Situation, unknown, string]>([
    [
      'signup',
      server(409, 'An account with this email already exists'),
      'An account with this email already exists',
    ],
    ['signup', network, 'Something went wrong. Please try again.'],
    ['login', server(401, 'invalid email or password'), 'Invalid email or password'],
    ['login', network, 'Something went wrong. Please try again'],
    ['sso', server(400, 'bad token'), 'Something went wrong. Please try again'],
    ['customerInfo', server(500, 'boom'), 'Something went wrong. Please try again'],
    ['passwordReset', network, 'Something went wrong. Please try again'],
    ['pinVerify', server(400, 'PIN expired'), 'PIN expired'],
    ['phoneChange', server(403, 'expired'), 'Your session has expired. Please log in again'],
    ['saveOrder', server(403, 'expired'), 'Your session is expired. Please login again.'],
    ['saveOrder', server(400, 'Store is closed'), 'Store is closed'],
    ['saveOrder', network, 'Something went wrong. Please try again later'],
    ['deliveryCheck', server(404, 'no stores found'), m.errors_notInDeliveryArea],
    ['deliveryCheck', server(400, 'Address out of range'), 'Address out of range'],
    ['saveAddress', server(400, 'x'), 'Something went wrong. Please try again later'],
    ['storeDays', network, 'Something went wrong. Please try again later'],
    ['orderChange', server(403, 'x'), m.errors_sessionExpired],
    ['orderChange', server(404, 'This promo code is not valid'), 'This promo code is not valid'],
    ['orderChange', network, 'Something went wrong. Please try again later'],
    ['favorite', server(500, 'x'), 'Something went wrong. Please try again later'],
    ['favorite', server(403, 'x'), m.errors_sessionExpired],
    ['generic', server(503, 'Injected fault'), 'Something went wrong. Please try again.'],
    ['generic', server(403, 'x'), m.errors_sessionExpired],
  ])('%s: %o → %s', (situation, err, text) => {
    expect(userMessage(situation, err)).toBe(text);
  });

  // docs/product.md §8 "the server's error text" (sign-up, login, PIN verification, create/update
  // order, delivery check) is the tenant API's answer to the guest's request; never plumbing.
  const LATER = m.errors_somethingWentWrongLater;
  it.each<[string, unknown, string]>([
    ['a 4xx sentence of the API', server(400, 'Store is closed'), 'Store is closed'],
    [
      'its field path dropped',
      server(400, 'email: Please enter a valid email address'),
      'Please enter a valid email address',
    ],
    [
      'a 429 of the rate limit',
      new ApiError(
        429,
        'too_many_attempts',
        'Too many attempts. Please wait a few minutes and try again.',
      ),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    ['a 5xx of the fault injector', new ApiError(503, 'injected_fault', 'Injected fault'), LATER],
    ['any 5xx text', server(500, 'Store is closed'), LATER],
    [
      'a proxy timeout',
      new ApiError(
        504,
        'upstream_timeout',
        'The ordering service took too long to answer. Please try again.',
      ),
      LATER,
    ],
    [
      'an unreachable API',
      new ApiError(
        502,
        'upstream_unreachable',
        'The ordering service could not be reached. Please try again.',
      ),
      LATER,
    ],
    ['no answer at all', network, LATER],
    ['a 4xx of the fault injector', new ApiError(400, 'injected_fault', 'Injected fault'), LATER],
    ['a proxy refusal', new ApiError(400, 'bad_payload', 'payload.note: Too long'), LATER],
    ['an unknown call', new ApiError(404, 'unknown_call', 'GET /x is not an allowed call'), LATER],
    [
      'an unexpected answer',
      new ApiError(502, 'bad_response', 'The ordering service sent an unexpected answer'),
      LATER,
    ],
    ['a bare code', server(400, 'access_denied'), LATER],
    ['a stack trace', server(400, 'TypeError: x is undefined\n    at f (a.js:1:1)'), LATER],
    ['not an ApiError', new Error('Failed to fetch'), LATER],
  ])('create/update order: %s', (_, err, text) => {
    expect(userMessage('saveOrder', err)).toBe(text);
    expect(userMessage('orderChange', err)).toBe(text);
  });

  it.each<Situation>(['signup', 'login', 'pinVerify', 'deliveryCheck', 'orderChange', 'generic'])(
    '%s never shows "Injected fault" or "The network is unavailable"',
    (situation) => {
      for (const err of [new ApiError(503, 'injected_fault', 'Injected fault'), network]) {
        const text = userMessage(situation, err);
        expect(text).not.toMatch(/Injected fault|network is unavailable/);
        expect(text).toMatch(/^Something went wrong|^Verification failed/);
      }
    },
  );

  it('passes only a sentence through', () => {
    expect(serverText(server(409, 'This order has already been placed'))).toBe(
      'This order has already been placed',
    );
    expect(serverText(server(404, 'no stores found'))).toBe('no stores found');
    expect(serverText(server(400, 'x'))).toBe('');
    expect(serverText(server(200, 'Store is closed'))).toBe('');
  });

  it('keeps docs/product.md texts verbatim', () => {
    expect(m.errors_passwordResetSent).toBe(
      "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
    );
    expect(m.errors_sessionExpired).toBe('Your session has expired. Please log in again.');
    expect(m.errors_notInDeliveryArea).toBe(
      'Your address is not in the delivery area of this store. Please enter another address or click the button below to select another location.',
    );
  });

  it('knows an expired session by its status', () => {
    expect(server(403, '').sessionExpired).toBe(true);
    expect(server(401, '').sessionExpired).toBe(false);
  });
});

// Only a 403 on the visitor's own session is the catalogue's expiry; the proxy marks the other 403s.
describe('a 403 on someone else’s order is not an expired session', () => {
  const notYours = new ApiError(403, NOT_YOURS, NOT_YOURS_MESSAGE);
  it.each<[Situation, string]>([
    ['phoneChange', NOT_YOURS_MESSAGE],
    ['saveOrder', NOT_YOURS_MESSAGE],
    ['orderChange', NOT_YOURS_MESSAGE],
    ['favorite', m.errors_somethingWentWrongLater],
    ['generic', m.errors_somethingWentWrong],
  ])('%s', (situation, text) => {
    expect(userMessage(situation, notYours)).toBe(text);
  });
});

describe('orderLinkFailure: why a confirmation or quote link shows no order', () => {
  it.each<[string, unknown, OrderLinkFailure]>([
    ['another customer’s order', new ApiError(403, NOT_YOURS, NOT_YOURS_MESSAGE), 'notYours'],
    ['the visitor’s session is over', server(403, 'expired'), 'sessionExpired'],
    ['no such order', server(404, 'Order not found'), 'notFound'],
    ['no session to read it with', server(401, 'Please log in'), 'notFound'],
    ['an outage', new ApiError(503, 'injected_fault', 'Injected fault'), 'outage'],
    ['a timeout', new ApiError(504, 'upstream_timeout', 'late'), 'outage'],
    ['no network', network, 'outage'],
    ['too many requests', server(429, 'slow down'), 'outage'],
    ['not an ApiError', new Error('bug'), 'outage'],
  ])('%s → %s', (_name, err, failure) => {
    expect(orderLinkFailure(err)).toBe(failure);
  });

  it('says it in the product’s words', () => {
    expect(m.errors_orderNotYours).toBe('This order isn’t yours');
    expect(m.errors_orderNotFound).toBe('We couldn’t find this order');
  });
});
