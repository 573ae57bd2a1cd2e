/** The customer's own record and its verification by PIN (docs/product.md §4.2, §7.2). */
import type { Handlers } from '../core/context.ts';
import type { CustomerDoc, OrderDoc } from '../core/records.ts';
import type { SandboxDb } from '../core/db.ts';
import { fail } from '../core/http.ts';
import { endSession, presentCustomer, requireSelf, requireSession } from './session.ts';
import { checkPin, issuePin, type PinCheck } from './verification.ts';
import { guestLocale, messagesOf } from '../core/guest-language.ts';
import { checkBirthdate, checkPhone, normalEmail } from '../core/validate.ts';

/** {ok} for a right or wrong PIN; an expired or locked PIN is an error the client shows as is. */
function pinReply(result: PinCheck): { ok: boolean } {
  if (result === 'expired') fail(410, (t) => t.api_pinExpired, 'pin_expired');
  if (result === 'locked') fail(429, (t) => t.api_pinLocked, 'pin_locked');
  return { ok: result === 'ok' };
}

const OWNED_TABLES = [
  'sessions',
  'addresses',
  'favorite_items',
  'favorite_stores',
  'cards',
  'pins',
] as const;

/**
 * A deleted account's orders are not handed on to anyone: open carts go, placed orders stay for
 * the restaurant's books with nothing that names the customer or leads back to them.
 */
function anonymiseOrders(db: SandboxDb, customerId: number): void {
  const orders = db.table<OrderDoc>('orders');
  for (const row of orders.byOwner(customerId)) {
    if (row.data.status === 'open') {
      orders.delete(row.id);
      continue;
    }
    orders.update(row.id, {
      ...row.data,
      customer_id: 0,
      address_id: null,
      note: null,
      delivery_instructions: null,
      checkin_info: null,
      payments: row.data.payments.map((p) => ({ ...p, last4: null })),
    });
    orders.setOwner(row.id, null);
  }
}

export const profileHandlers: Handlers<
  | 'me'
  | 'updateCustomer'
  | 'deleteCustomer'
  | 'sendVerifyPhone'
  | 'sendVerifyCode'
  | 'verifyPhone'
  | 'verifyEmail'
> = {
  me(c) {
    return { customer: presentCustomer(requireSession(c).customer) };
  },

  updateCustomer(c) {
    const { customer } = requireSelf(c);
    const p = c.payload;
    const d = customer.data;
    const customers = c.db.table<CustomerDoc>('customers');
    let key: string | null | undefined;
    if (p.email !== undefined) {
      const email = normalEmail(p.email);
      if (email !== d.email) {
        // Guests only leave contact details; only accounts must own their address alone.
        if (!d.is_guest) {
          const other = customers.byKey(email);
          if (other && other.id !== customer.id) fail(409, (t) => t.api_emailTaken, 'email_taken');
          key = email;
        }
        d.email = email;
        d.is_verified = false;
      }
    }
    if (p.phone !== undefined && p.phone !== d.phone) {
      d.phone = checkPhone(p.phone);
      d.is_phone_verified = false;
    }
    if (p.first_name !== undefined) d.first_name = p.first_name.trim();
    if (p.last_name !== undefined) d.last_name = p.last_name.trim();
    if (p.birthdate !== undefined) {
      checkBirthdate(p.birthdate, c.now);
      d.birthdate = p.birthdate;
    }
    if (p.email_optin !== undefined) d.email_optin = p.email_optin;
    customers.update(customer.id, d, key);
    return { customer: presentCustomer(customer) };
  },

  deleteCustomer(c) {
    const { customer } = requireSelf(c);
    endSession(c);
    c.db.tx(() => {
      for (const t of OWNED_TABLES) c.db.table(t).deleteByOwner(customer.id);
      anonymiseOrders(c.db, customer.id);
      c.db.table('customers').delete(customer.id);
    });
    return { ok: true };
  },

  sendVerifyPhone(c) {
    const { customer } = requireSession(c);
    if (c.payload.phone !== customer.data.phone)
      fail(400, (t) => `phone: ${t.api_phoneMismatch}`, 'phone_mismatch');
    const brand = c.index.brandName;
    const m = messagesOf(guestLocale(c.request.headers.get('accept-language')));
    issuePin(c.db, c.now, {
      channel: 'sms',
      recipient: c.payload.phone,
      kind: 'verify_phone',
      customerId: customer.id,
      text: (pin) => m.sms_verifyPhone({ brand, pin }),
    });
    return { ok: true };
  },

  sendVerifyCode(c) {
    const email = c.payload.email.trim().toLowerCase();
    const brand = c.index.brandName;
    const m = messagesOf(guestLocale(c.request.headers.get('accept-language')));
    // A guest (who has no e-mail of its own yet) asking for a code is signing in mid-order.
    if (c.session && !c.session.customer.data.is_guest) {
      const { customer } = c.session;
      if (email !== customer.data.email)
        fail(400, (t) => `email: ${t.api_emailMismatch}`, 'email_mismatch');
      issuePin(c.db, c.now, {
        channel: 'email',
        recipient: email,
        kind: 'verify_email',
        customerId: customer.id,
        text: (pin) => m.mail_verifyEmail({ brand, pin }),
      });
      return { ok: true };
    }
    // Without a customer's session this is a sign-in code, for accounts only.
    const row = c.db.table<CustomerDoc>('customers').byKey(email);
    if (!row) return { ok: false };
    issuePin(c.db, c.now, {
      channel: 'email',
      recipient: email,
      kind: 'login_code',
      customerId: row.id,
      text: (pin) => m.mail_loginCode({ brand, pin }),
    });
    return { ok: true };
  },

  verifyPhone(c) {
    const { customer } = requireSession(c);
    const reply = pinReply(
      checkPin(c.db, c.now, 'sms', c.payload.phone, c.payload.security_code, customer.id),
    );
    if (reply.ok && c.payload.phone === customer.data.phone) {
      customer.data.is_phone_verified = true;
      c.db.table<CustomerDoc>('customers').update(customer.id, customer.data);
    }
    return reply;
  },

  verifyEmail(c) {
    const { customer } = requireSession(c);
    const email = c.payload.email.trim().toLowerCase();
    const reply = pinReply(
      checkPin(c.db, c.now, 'email', email, c.payload.security_code, customer.id),
    );
    if (reply.ok && email === customer.data.email) {
      customer.data.is_verified = true;
      c.db.table<CustomerDoc>('customers').update(customer.id, customer.data);
    }
    return reply;
  },
};
