import * as m from '#messages';

/**
 * The one error type of the API client, and the one place where failures become the texts of
 * docs/product.md §8. Components never compose error texts themselves.
 */
export class ApiError extends Error {
  /** HTTP status (0 when the network failed before any answer). */
  readonly status: number;
  /** Machine-readable code: the proxy's or the tenant API's, else derived from the status. */
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }

  /**
   * The session is gone (docs/product.md §8: status 403 means the session expired) — unless the
   * proxy found the session still valid, and the 403 was about someone else's order or account.
   */
  get sessionExpired(): boolean {
    return this.status === 403 && this.code !== NOT_YOURS;
  }

  /** A 403 on something that belongs to another customer; the visitor's own session stands. */
  get notYours(): boolean {
    return this.status === 403 && this.code === NOT_YOURS;
  }
}

/**
 * The proxy's code for a 403 while the visitor's own session is still valid (it asks the tenant
 * API's GET /customers/me before ending a session): the order or account asked for is another's.
 */
export const NOT_YOURS = 'not_yours';
export const NOT_YOURS_MESSAGE = m.errors_notYours;

/**
 * Why an order opened by its id (a confirmation or quote link) cannot be shown:
 * - `notYours`: it is another customer's; the visitor stays signed in;
 * - `notFound`: there is no such order, or no session to read it with;
 * - `sessionExpired`: the visitor's own session ended (the proxy checked): the catalogue's expiry;
 * - `outage`: the service failed or did not answer; worth a retry.
 */
export type OrderLinkFailure = 'notYours' | 'notFound' | 'sessionExpired' | 'outage';

/**
 * @example orderLinkFailure(new ApiError(403, NOT_YOURS, '')) // 'notYours'
 * @example orderLinkFailure(new ApiError(504, 'upstream_timeout', '')) // 'outage'
 */
export function orderLinkFailure(err: unknown): OrderLinkFailure {
  if (!(err instanceof ApiError)) return 'outage';
  if (err.notYours) return 'notYours';
  if (err.sessionExpired) return 'sessionExpired';
  if (err.status === 404 || err.status === 401) return 'notFound';
  return 'outage';
}

/** Situations of docs/product.md §8 whose text depends on the failure. */
export type Situation =
  | 'signup'
  | 'login'
  | 'sso'
  | 'customerInfo'
  | 'passwordReset'
  | 'pinVerify'
  | 'phoneChange'
  | 'saveOrder'
  | 'deliveryCheck'
  | 'saveAddress'
  | 'storeDays'
  /**
   * A change to the open order (cart lines, discounts, tip and notes, the guest's details, the
   * payment): like "Create/update order, other failure", the server's text, else docs/product.md's
   * "later".
   */
  | 'orderChange'
  /** Adding or removing a favourite store: the list changes back and a toast says so. */
  | 'favorite'
  /**
   * Any other call: docs/product.md §8 names no text, so the guest never reads an upstream string.
   */
  | 'generic';

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * Codes of 4xx answers the proxy or the sandbox's fault injector make themselves: their texts
 * describe the plumbing ("payload.x: …", "Injected fault"), not the guest's request. The proxy's
 * other codes (upstream_*, bad_response) and the client's "network" come with a 5xx or status 0;
 * the rest of its 4xx (unknown tenant, wrong method) cannot come from the storefront's own calls.
 */
const PLUMBING = new Set(['bad_envelope', 'bad_payload', 'unknown_call', 'injected_fault']);

/**
 * The tenant API's own text, when it is one the guest can act on; else ''. docs/product.md §8's
 * "the server's error text" means the API's answer to the guest's request, so only a 4xx qualifies:
 * a 5xx or no answer at all is the service's trouble, and its text is internal. Codes
 * ("access_denied") and stack traces (several lines) are not sentences; a leading field path
 * ("email: …") is the API's, not the guest's.
 * @example serverText(new ApiError(400, 'x', 'email: Please enter a valid email address')) // 'Please enter a valid email address'
 * @example serverText(new ApiError(503, 'injected_fault', 'Injected fault')) // ''
 */
export function serverText(err: unknown): string {
  if (!(err instanceof ApiError) || err.status < 400 || err.status > 499) return '';
  if (PLUMBING.has(err.code)) return '';
  // The proxy writes its own refusal in the default language; the page says it in its own.
  if (err.code === NOT_YOURS) return m.errors_notYours;
  const text = err.message.replace(/^[a-z][a-z0-9_.[\]]*: /, '').trim();
  return /\s/.test(text) && !text.includes('\n') ? text : '';
}

/**
 * The text a guest sees when a call fails (docs/product.md §8 "Sign-in and accounts", "Orders and
 * stores"). Where docs/product.md says "the server's error text" it is serverText(); everything
 * else is docs/product.md's fixed text.
 * @example userMessage('login', new ApiError(401, 'invalid', 'invalid email or password')) // 'Invalid email or password'
 */
export function userMessage(situation: Situation, err: unknown): string {
  const server = serverText(err);
  switch (situation) {
    case 'signup':
      return server || m.errors_somethingWentWrong;
    case 'login':
      return server ? capitalise(server) : m.errors_somethingWentWrongNoStop;
    case 'sso':
    case 'customerInfo':
      return m.errors_somethingWentWrongNoStop;
    case 'passwordReset':
      return m.errors_somethingWentWrongNoStop;
    case 'pinVerify':
      return server || m.errors_verificationFailed;
    case 'phoneChange':
      return err instanceof ApiError && err.sessionExpired
        ? m.errors_sessionExpiredNoStop
        : server || m.errors_somethingWentWrong;
    case 'saveOrder':
      if (err instanceof ApiError && err.sessionExpired) return m.errors_orderSessionExpired;
      return server || m.errors_somethingWentWrongLater;
    case 'deliveryCheck':
      // The sandbox says it in the page's language: its code is the same in every one.
      if (
        server.toLowerCase() === 'no stores found' ||
        (err instanceof ApiError && err.code === 'no_stores_found')
      )
        return m.errors_notInDeliveryArea;
      return server || m.errors_somethingWentWrongLater;
    case 'saveAddress':
    case 'storeDays':
      return m.errors_somethingWentWrongLater;
    case 'orderChange':
      if (err instanceof ApiError && err.sessionExpired) return m.errors_sessionExpired;
      return server || m.errors_somethingWentWrongLater;
    case 'favorite':
      if (err instanceof ApiError && err.sessionExpired) return m.errors_sessionExpired;
      return m.errors_somethingWentWrongLater;
    case 'generic':
      if (err instanceof ApiError && err.sessionExpired) return m.errors_sessionExpired;
      return m.errors_somethingWentWrong;
  }
}
