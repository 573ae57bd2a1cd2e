/**
 * Sign-in calls (docs/product.md §7.2): registration, login, PIN login, guest, single sign-on,
 * logout, password.
 */
import type { Handlers, CallContext } from '../core/context.ts';
import { isoNow } from '../core/context.ts';
import type { Row } from '../core/db.ts';
import type { CustomerDoc } from '../core/records.ts';
import { fail } from '../core/http.ts';
import {
  grantPasswordReset,
  hashPassword,
  takePasswordResetGrant,
  verifyPassword,
} from './passwords.ts';
import { endSession, requireSession, startSession } from './session.ts';
import { checkPin, issuePin } from './verification.ts';
import { guestLocale, messagesOf } from '../core/guest-language.ts';
import { checkBirthdate, checkPhone, normalEmail } from '../core/validate.ts';
import { clientIdFor } from '../oidc/config.ts';
import { verifySandboxIdToken } from '../oidc/verify.ts';

export function newCustomer(c: CallContext, fields: Partial<CustomerDoc>): CustomerDoc {
  return {
    email: '',
    first_name: '',
    last_name: '',
    phone: '',
    birthdate: null,
    company_name: null,
    password_hash: null,
    is_phone_verified: false,
    is_verified: false,
    is_mgmt: false,
    is_guest: false,
    email_optin: false,
    sms_optin: false,
    loyalty: { points: 0, lifetime_points: 0, history: [] },
    created_at: isoNow(c),
    ...fields,
  };
}

function sessionReply(c: CallContext, row: Row<CustomerDoc>) {
  const auth_cookie = startSession(c, row.id);
  return {
    customer_id: row.id,
    email: row.data.email,
    is_phone_verified: row.data.is_phone_verified,
    auth_cookie,
  };
}

/**
 * The e-mail an apple or google token stands for in the sandbox: 'sandbox:<email>', or the email
 * claim of a JWT, unverified (the sandbox holds neither provider's keys). Never used for okta, whose
 * id_tokens come from the sandbox's own issuer and are verified.
 */
export function ssoEmail(token: string): string | undefined {
  if (token.startsWith('sandbox:')) return token.slice('sandbox:'.length);
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof claims.email === 'string' ? claims.email : undefined;
  } catch {
    return undefined;
  }
}

export const authHandlers: Handlers<
  'register' | 'login' | 'loginWithSecurityCode' | 'guestLogin' | 'logout' | 'ssoLogin' | 'password'
> = {
  async register(c) {
    const p = c.payload;
    const email = normalEmail(p.email);
    checkPhone(p.phone);
    checkBirthdate(p.birthdate, c.now);
    const customers = c.db.table<CustomerDoc>('customers');
    if (customers.byKey(email)) fail(409, (t) => t.api_emailTaken, 'email_taken');
    const password_hash = await hashPassword(p.password);
    if (customers.byKey(email)) fail(409, (t) => t.api_emailTaken, 'email_taken');
    const doc = newCustomer(c, {
      email,
      first_name: p.first_name.trim(),
      last_name: p.last_name.trim(),
      phone: p.phone,
      birthdate: p.birthdate ?? null,
      company_name: p.company_name?.trim() || null,
      password_hash,
      email_optin: p.email_optin,
      sms_optin: p.sms_optin,
    });
    return sessionReply(c, customers.insert(doc, { key: email }));
  },

  async login(c) {
    const row = c.db.table<CustomerDoc>('customers').byKey(c.payload.username.trim().toLowerCase());
    const ok = await verifyPassword(c.payload.password, row?.data.password_hash ?? null);
    if (!row || !ok) fail(401, (t) => t.api_invalidCredentials, 'invalid_credentials');
    return sessionReply(c, row);
  },

  loginWithSecurityCode(c) {
    const email = c.payload.email.trim().toLowerCase();
    const row = c.db.table<CustomerDoc>('customers').byKey(email);
    const result = row
      ? checkPin(c.db, c.now, 'email', email, c.payload.security_code, row.id)
      : 'missing';
    if (result === 'expired') fail(410, (t) => t.api_codeExpired, 'pin_expired');
    if (result === 'locked') fail(429, (t) => t.api_codeLocked, 'pin_locked');
    if (result !== 'ok' || !row) fail(401, (t) => t.api_invalidCode, 'invalid_code');
    // The code arrived by e-mail, which proves the address.
    row.data.is_verified = true;
    c.db.table<CustomerDoc>('customers').update(row.id, row.data);
    const reply = sessionReply(c, row);
    grantPasswordReset(c.db, c.now, reply.auth_cookie, row.id);
    return reply;
  },

  guestLogin(c) {
    const row = c.db.table<CustomerDoc>('customers').insert(newCustomer(c, { is_guest: true }));
    const auth_cookie = startSession(c, row.id);
    return { ok: true, customer_id: row.id, auth_cookie };
  },

  logout(c) {
    endSession(c);
    return { ok: 'Logged out' };
  },

  async ssoLogin(c) {
    const { provider, auth_info } = c.payload;
    let claimed:
      | { email: string; first_name?: string | undefined; last_name?: string | undefined }
      | undefined;
    if (provider === 'okta') {
      const audience =
        c.index.seed.store_configuration.foreign_auth_providers?.okta?.client_id ??
        clientIdFor(c.state.tenant);
      const identity = await verifySandboxIdToken(auth_info.access_token, audience);
      if (identity)
        claimed = {
          email: identity.email,
          first_name: identity.givenName,
          last_name: identity.familyName,
        };
    } else {
      const email = ssoEmail(auth_info.access_token);
      if (email)
        claimed = { email, first_name: auth_info.first_name, last_name: auth_info.last_name };
    }
    if (!claimed) fail(401, (t) => t.api_ssoFailed, 'sso_failed');
    const email = normalEmail(claimed.email);
    const customers = c.db.table<CustomerDoc>('customers');
    let row = customers.byKey(email);
    if (!row) {
      const local = email.split('@')[0]!;
      const first = claimed.first_name ?? local.charAt(0).toUpperCase() + local.slice(1);
      row = customers.insert(
        newCustomer(c, {
          email,
          first_name: first,
          last_name: claimed.last_name ?? '',
          is_verified: true,
        }),
        { key: email },
      );
    }
    return sessionReply(c, row);
  },

  async password(c) {
    const p = c.payload;
    if ('reset' in p) {
      const email = p.email.trim().toLowerCase();
      const row = c.db.table<CustomerDoc>('customers').byKey(email);
      if (!row) return { ok: false };
      const brand = c.index.brandName;
      const m = messagesOf(guestLocale(c.request.headers.get('accept-language')));
      issuePin(c.db, c.now, {
        channel: 'email',
        recipient: email,
        kind: 'password_reset',
        customerId: row.id,
        text: (pin) =>
          m.mail_passwordReset({
            brand,
            link: `/password_reset?email=${encodeURIComponent(email)}&code=${pin}`,
            pin,
          }),
      });
      return { ok: true };
    }
    const s = requireSession(c);
    if (!('old_password' in p)) {
      // The reset journey: no current password, only the grant of a sign-in by code.
      const grant = takePasswordResetGrant(c.db, c.now, s.token, s.customer.id);
      if (grant === 'expired') fail(410, (t) => t.api_codeExpired, 'pin_expired');
      if (grant === 'missing') fail(400, (t) => t.api_oldPasswordRequired, 'old_password_required');
    } else if (!(await verifyPassword(p.old_password, s.customer.data.password_hash)))
      fail(400, (t) => t.api_wrongPassword, 'wrong_password');
    s.customer.data.password_hash = await hashPassword(p.new_password);
    c.db.table<CustomerDoc>('customers').update(s.customer.id, s.customer.data);
    return { ok: true };
  },
};
