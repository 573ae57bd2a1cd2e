/**
 * Sessions: a random token is the auth_cookie (sent back as `Authorization: Basic <token>` or the
 * `__ac` cookie); `session` and `ROUTE_ID` cookies come along as a real backend's would.
 */
import { randomBytes } from 'node:crypto';
import type { SandboxDb, Row } from '../core/db.ts';
import type { CallContext } from '../core/context.ts';
import type { CustomerDoc, SessionDoc } from '../core/records.ts';
import { fail, parseCookies } from '../core/http.ts';
import type { Customer } from '../../api/schemas/customer.ts';

const SESSION_DAYS = 30;
const COOKIE_ATTRS = 'Path=/; HttpOnly; SameSite=Lax';

export interface ActiveSession {
  token: string;
  session: Row<SessionDoc>;
  customer: Row<CustomerDoc>;
}

/** The session a request carries, if it is valid on the sandbox clock. */
export function resolveSession(
  db: SandboxDb,
  request: Pick<Request, 'headers'>,
  now: number,
): ActiveSession | undefined {
  const auth = request.headers.get('authorization');
  const token = auth
    ? auth.replace(/^Basic\s+/i, '').trim()
    : parseCookies(request.headers.get('cookie')).get('__ac');
  if (!token) return undefined;
  const session = db.table<SessionDoc>('sessions').byKey(token);
  if (!session || session.data.expires_ms < now) return undefined;
  const customer = db.table<CustomerDoc>('customers').get(session.data.customer_id);
  return customer ? { token, session, customer } : undefined;
}

/** Starts a session for a customer: sets the cookies and returns the auth_cookie. */
export function startSession(c: CallContext, customerId: number): string {
  const token = randomBytes(24).toString('base64url');
  // A sign-in made from a guest's own session (the cookies the guest still carries) remembers that
  // guest, so the guest's order can become this customer's; nothing else can name a guest.
  const from = c.session?.customer;
  const handoverFrom =
    from && from.data.is_guest && from.id !== customerId ? { handover_from: from.id } : {};
  const doc: SessionDoc = {
    customer_id: customerId,
    session_id: randomBytes(12).toString('hex'),
    route_id: `sandbox.${c.state.tenant}.${1 + (customerId % 4)}`,
    created_at: new Date(c.now).toISOString(),
    expires_ms: c.now + SESSION_DAYS * 86_400_000,
    ...handoverFrom,
  };
  c.db.table<SessionDoc>('sessions').insert(doc, { key: token, owner: customerId });
  const maxAge = `Max-Age=${SESSION_DAYS * 86_400}`;
  c.cookies.push(
    `__ac=${token}; ${COOKIE_ATTRS}; ${maxAge}`,
    `session=${doc.session_id}; ${COOKIE_ATTRS}; ${maxAge}`,
    `ROUTE_ID=${doc.route_id}; ${COOKIE_ATTRS}; ${maxAge}`,
  );
  return token;
}

/** Ends the request's session (if any) and expires its cookies. */
export function endSession(c: CallContext): void {
  if (c.session) c.db.table('sessions').delete(c.session.session.id);
  const expired = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
  c.cookies.push(
    `__ac=; ${COOKIE_ATTRS}; ${expired}`,
    `session=; ${COOKIE_ATTRS}; ${expired}`,
    `ROUTE_ID=; ${COOKIE_ATTRS}; ${expired}`,
  );
}

/** 401 without a session. */
export function requireSession(c: CallContext): ActiveSession {
  return c.session ?? fail(401, (t) => t.api_loginRequired, 'login_required');
}

/**
 * The session's customer, who must be the one the path names; another customer's id means the
 * client holds a stale session (docs/product.md §8: 403 means session expired).
 */
export function requireSelf(
  c: CallContext,
  customerId: string | undefined = c.params.customerId,
): ActiveSession {
  const s = requireSession(c);
  if (String(s.customer.id) !== customerId)
    fail(403, (t) => t.api_sessionExpired, 'session_expired');
  return s;
}

/** docs/product.md §3 Customer as the contract returns it. */
export function presentCustomer(row: Row<CustomerDoc>): Customer {
  const d = row.data;
  return {
    customer_id: row.id,
    email: d.email,
    first_name: d.first_name,
    last_name: d.last_name,
    phone: d.phone,
    birthdate: d.birthdate,
    company_name: d.company_name,
    is_phone_verified: d.is_phone_verified,
    is_verified: d.is_verified,
    is_mgmt: d.is_mgmt,
    is_guest: d.is_guest,
    email_optin: d.email_optin,
    sms_optin: d.sms_optin,
  };
}
