import { describe, expect, it } from 'vitest';
import { ApiError, MESSAGES, userMessage, type Situation } from '../../src/api/errors.ts';

const server = (status: number, message: string) => new ApiError(status, 'x', message);
const network = new ApiError(0, 'network', 'The network is unavailable');

// SPEC §8 error catalogue
describe('userMessage (SPEC §8)', () => {
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
    ['deliveryCheck', server(404, 'no stores found'), MESSAGES.notInDeliveryArea],
    ['deliveryCheck', server(400, 'Address out of range'), 'Address out of range'],
    ['saveAddress', server(400, 'x'), 'Something went wrong. Please try again later'],
    ['storeDays', network, 'Something went wrong. Please try again later'],
    ['orderChange', server(403, 'x'), MESSAGES.sessionExpired],
    ['orderChange', server(404, 'This promo code is not valid'), 'This promo code is not valid'],
    ['orderChange', network, 'Something went wrong. Please try again later'],
    ['favorite', server(500, 'x'), 'Something went wrong. Please try again later'],
    ['favorite', server(403, 'x'), MESSAGES.sessionExpired],
    ['generic', server(503, 'Injected fault'), 'Something went wrong. Please try again.'],
    ['generic', server(403, 'x'), MESSAGES.sessionExpired],
  ])('%s: %o → %s', (situation, err, text) => {
    expect(userMessage(situation, err)).toBe(text);
  });

  it('keeps SPEC texts verbatim', () => {
    expect(MESSAGES.passwordResetSent).toBe(
      "Password reset link sent! Check your inbox and spam folder if you don't see it within a few minutes.",
    );
    expect(MESSAGES.sessionExpired).toBe('Your session has expired. Please log in again.');
    expect(MESSAGES.notInDeliveryArea).toBe(
      'Your address is not in the delivery area of this store. Please enter another address or click the button below to select another location.',
    );
  });

  it('knows an expired session by its status', () => {
    expect(server(403, '').sessionExpired).toBe(true);
    expect(server(401, '').sessionExpired).toBe(false);
  });
});
