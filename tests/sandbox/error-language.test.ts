/**
 * The tenant API writes what it sends the guest in that language (docs/architecture.md §4b), its
 * refusals too: the call's Accept-Language (the page's language, passed on by the proxy) picks the
 * `error` text of a guest's refusal, money and times included; without one, or in English, today's
 * English text, byte for byte. The code stays the same in every language, and the plumbing's texts
 * (an injected fault, a malformed call) stay English.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, cardToken, resetAt, type Reply } from './helpers.ts';

const T0 = '2025-06-11T16:00:00Z'; // Wednesday: 12:00 in New York

/** Intl separates with no-break spaces (U+00A0, U+202F): shown here as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

let c: Client;
beforeEach(async () => {
  c = await resetAt('burger', T0);
});

type Headers = Record<string, string> | undefined;

async function openOrder(): Promise<number> {
  const me = await c.login();
  const r = await c.call(
    'saveOrder',
    {},
    { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
  );
  return r.body.order.order_id;
}

const REGISTRATION = {
  email: 'Demo@Example.com',
  password: 'Secret123!',
  first_name: 'A',
  last_name: 'B',
  phone: '2125550111',
  auto_login: true,
  email_optin: false,
  sms_optin: false,
};

/** A refusal: how to provoke it, its status and code, and its text in each language. */
interface Refusal {
  status: number;
  code: string;
  call: (headers: Headers) => Promise<Reply>;
  en: string;
  'fr-CA': string;
  es: string;
}

const REFUSALS: Record<string, Refusal> = {
  'a wrong password': {
    status: 401,
    code: 'invalid_credentials',
    call: (h) => c.call('login', {}, { username: 'demo@example.com', password: 'Wrong1234!' }, h),
    en: 'invalid email or password',
    'fr-CA': 'courriel ou mot de passe invalide',
    es: 'correo electrónico o contraseña no válidos',
  },
  'an e-mail already taken': {
    status: 409,
    code: 'email_taken',
    call: (h) => c.call('register', {}, REGISTRATION, h),
    en: 'An account with this email already exists',
    'fr-CA': 'Un compte existe déjà avec ce courriel',
    es: 'Ya existe una cuenta con este correo electrónico',
  },
  'a field’s path kept before the sentence': {
    status: 400,
    code: 'invalid_email',
    call: (h) => c.call('register', {}, { ...REGISTRATION, email: 'dana@example' }, h),
    en: 'email: Please enter a valid email address',
    'fr-CA': 'email: Veuillez entrer une adresse courriel valide',
    es: 'email: Ingrese un correo electrónico válido',
  },
  'a sold-out item': {
    status: 409,
    code: 'sold_out',
    call: async (h) => {
      const orderId = await openOrder();
      await c.fixture('POST', '/availability', { store_id: 101, item_id: 1011, sold_out: true });
      const fries = { menu_item_id: 1011, quantity: 1, options: [{ option_id: 1033 }] };
      return c.call('saveItem', { orderId }, fries, h);
    },
    en: 'Fries is sold out today',
    'fr-CA': 'Fries : épuisé pour aujourd’hui',
    es: 'Fries está agotado por hoy',
  },
  'an unknown promo code': {
    status: 404,
    code: 'invalid_promo',
    call: async (h) =>
      c.call('redeemDiscount', { orderId: await openOrder() }, { code: 'NOPE' }, h),
    en: 'This promo code is not valid',
    'fr-CA': 'Ce code promo n’est pas valide',
    es: 'Este código promocional no es válido',
  },
  'a declined card': {
    status: 402,
    code: 'card_declined',
    call: async (h) => {
      const orderId = await openOrder();
      const cart = await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 1 });
      const token = await cardToken(c, '4000000000000002');
      const amount_cents = cart.body.order.charges.total_cents;
      return c.call(
        'pay',
        { orderId },
        {
          idempotency_key: 'declined-language-01',
          payments: [{ type: 'card_token', token, amount_cents }],
        },
        h,
      );
    },
    en: 'Your card was declined. Please use another card.',
    'fr-CA': 'Votre carte a été refusée. Veuillez utiliser une autre carte.',
    es: 'Su tarjeta fue rechazada. Use otra tarjeta.',
  },
  'a full slot, its times as the language writes them': {
    status: 409,
    code: 'slot_full',
    call: async (h) => {
      const slot = '2025-06-11 19:30';
      await c.fixture('PUT', '/capacity', {
        store_id: 101,
        service_type_id: 1,
        rule: { orders_per_slot: 1 },
        book: [{ slot, orders: 1 }],
      });
      const me = await c.login();
      const order = { customer_id: me, is_asap: false, store_id: 101, service_type_id: 1 };
      return c.call('saveOrder', {}, { ...order, ready_ts: slot }, h);
    },
    en: 'The 7:30 PM slot is full. The next free time is 7:45 PM.',
    'fr-CA': 'Le créneau de 19 h 30 est complet. Prochaine heure libre : 19 h 45.',
    es: 'El horario de 7:30 p.m. está lleno. 7:45 p.m. es el próximo horario libre.',
  },
};

describe('a guest’s refusal is written in the language of the page that called', () => {
  const cases = Object.entries(REFUSALS).flatMap(([what, r]) => [
    [what, 'fr-CA', r['fr-CA']] as const,
    [what, 'es', r.es] as const,
    [what, 'en', r.en] as const,
    [what, 'es-MX,es;q=0.9', r.es] as const,
    [what, undefined, r.en] as const,
  ]);
  it.each(cases)('%s, Accept-Language %s', async (what, language, error) => {
    const refusal = REFUSALS[what]!;
    const reply = await refusal.call(language ? { 'accept-language': language } : undefined);
    expect(reply.status).toBe(refusal.status);
    expect({ ...reply.body, error: plain(reply.body.error) }).toEqual({
      error,
      code: refusal.code,
    });
  });
});

describe('the processor’s message of a declined card follows the language too', () => {
  it.each([
    ['fr-CA', 'Votre carte a été refusée. Veuillez utiliser une autre carte.'],
    ['es', 'Su tarjeta fue rechazada. Use otra tarjeta.'],
    [undefined, 'Your card was declined. Please use another card.'],
  ])('%s', async (language, message) => {
    await c.login();
    const token = await cardToken(c, '4000000000000002');
    const headers = language ? { 'accept-language': language } : undefined;
    const r = await c.call('checkPayment', { token }, undefined, headers);
    expect(r.body).toMatchObject({ status: 'declined', message });
  });
});

describe('the plumbing’s texts stay English', () => {
  const french = { 'accept-language': 'fr-CA' };
  it('an injected fault', async () => {
    await c.fixture('POST', '/faults', { path: '/stores', status: 503 });
    expect((await c.raw('GET', '/stores', undefined, french)).body).toEqual({
      error: 'Injected fault',
      code: 'injected_fault',
    });
  });

  it('a call that does not match the contract', async () => {
    const r = await c.call('login', {}, { username: 'demo@example.com' }, french);
    expect([r.status, r.body]).toEqual([
      400,
      { error: 'password: is required', code: 'invalid_request' },
    ]);
  });

  it('a payment token the storefront never had', async () => {
    await c.login();
    const r = await c.call('checkPayment', { token: 'tok_unknown' }, undefined, french);
    expect([r.status, r.body]).toEqual([
      404,
      { error: 'Unknown payment token', code: 'unknown_token' },
    ]);
  });
});
