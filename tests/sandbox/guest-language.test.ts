/**
 * What the sandbox sends a guest is in the guest's language (docs/architecture.md §4b): the call's
 * Accept-Language (the page's language, passed on by the proxy) picks the `mail` and `sms`
 * catalogues' texts, money and times; a notice the store's side triggers (a delay) uses the
 * language the guest ordered in; without one, English, as before.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Client, cardToken, resetAt } from './helpers.ts';
import { guestLocale, guestMoney, guestTime } from '../../src/sandbox/core/guest-language.ts';

/** Intl separates with no-break spaces (U+00A0, U+202F): shown here as plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the guest’s language: the best of Accept-Language, else English', () => {
  it.each<[string | null | undefined, string]>([
    ['fr-CA', 'fr-CA'],
    ['es', 'es'],
    ['en', 'en'],
    ['fr', 'fr-CA'],
    ['es-MX,es;q=0.9', 'es'],
    ['de-DE,fr;q=0.5', 'fr-CA'],
    ['de', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('%j → %s', (header, want) => expect(guestLocale(header)).toBe(want));
});

describe('money and times as the guest’s language writes them', () => {
  it.each([
    ['en', 123456, '$1234.56'],
    ['fr-CA', 1234, '12,34 $'],
    ['es', 1234, '$12.34'],
  ] as const)('%s: %i → %s', (locale, cents, want) =>
    expect(plain(guestMoney(cents, locale))).toBe(want),
  );
  it.each([
    ['en', 'Nov 23, 2026, 1:45 PM'],
    ['fr-CA', '23 nov. 2026, 13 h 45'],
    ['es', '23 nov 2026, 1:45 p.m.'],
  ] as const)('%s: 2026-11-23 13:45 → %s', (locale, want) =>
    expect(plain(guestTime('2026-11-23 13:45', locale))).toBe(want),
  );
});

const NOON = '2026-11-23T17:00:00Z';
let c: Client;
beforeEach(async () => {
  c = await resetAt('burger', NOON);
});

type Sent = { kind: string; channel: string; text: string };
const outbox = async (kind: string) =>
  ((await c.fixture('GET', '/outbox')).body as Sent[]).filter((e) => e.kind === kind);

describe('codes go out in the language of the page that asked', () => {
  it.each([
    [
      'fr-CA',
      /^Votre code de connexion Harbor Burger Co\. est \d{6}\. Il expire dans 10 minutes\.$/,
    ],
    [
      'es',
      /^Su código para iniciar sesión en Harbor Burger Co\. es \d{6}\. Vence en 10 minutos\.$/,
    ],
    [undefined, /^Your Harbor Burger Co\. sign-in code is \d{6}\. It expires in 10 minutes\.$/],
  ])('a sign-in code in %s', async (language, want) => {
    const headers = language ? { 'accept-language': language } : undefined;
    await c.call('sendVerifyCode', {}, { email: 'demo@example.com' }, headers);
    expect((await outbox('login_code'))[0]!.text).toMatch(want);
  });

  it('a password reset in Spanish, a phone code in French', async () => {
    await c.call(
      'password',
      {},
      { email: 'demo@example.com', reset: true },
      { 'accept-language': 'es' },
    );
    expect((await outbox('password_reset'))[0]!.text).toMatch(
      /^Restablezca su contraseña de Harbor Burger Co\.: \/password_reset\?email=demo%40example\.com&code=\d{6} — o ingrese el código \d{6}/,
    );
    await c.login('unverified@example.com');
    await c.call('sendVerifyPhone', {}, { phone: '2125550102' }, { 'accept-language': 'fr-CA' });
    expect((await outbox('verify_phone'))[0]!.text).toMatch(
      /^Harbor Burger Co\. : votre code de vérification est \d{6}\. Il expire dans 10 minutes\.$/,
    );
  });
});

describe('an order’s notices in the language it was placed in', () => {
  it('confirms in French, and tells of a delay the store reports in French too', async () => {
    const fr = { 'accept-language': 'fr-CA' };
    const customerId = (await c.call('guestLogin', {}, {}, fr)).body.customer_id;
    const order = {
      customer_id: customerId,
      store_id: 101,
      service_type_id: 1,
      is_asap: false,
      ready_ts: '2026-11-23 13:30',
    };
    const orderId = (await c.call('saveOrder', {}, order, fr)).body.order.order_id;
    const saved = await c.call('saveItem', { orderId }, { menu_item_id: 1011, quantity: 2 }, fr);
    const total = saved.body.order.charges.total_cents as number;
    const paid = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: `language-test-${orderId}-0001`,
        payments: [{ type: 'card_token', token: await cardToken(c), amount_cents: total }],
        guest: {
          first_name: 'Gus',
          last_name: 'Guest',
          email: 'gus@example.com',
          phone: '2125550142',
        },
      },
      fr,
    );
    expect(paid.status).toBe(200);
    const amount = plain(guestMoney(total, 'fr-CA'));
    expect(plain((await outbox('order_placed'))[0]!.text)).toBe(
      `Merci pour votre commande nº ${orderId} chez Harbor Burger Co. Fulton Street. Total ${amount}, prête pour 2026-11-23 13:30.`,
    );
    await c.fixture('POST', '/orders/delay', { order_id: orderId, minutes: 15 });
    const [sms] = (await outbox('order_delayed')).filter((e) => e.channel === 'sms');
    expect(plain(sms!.text)).toBe(
      `Désolés, votre commande nº ${orderId} chez Harbor Burger Co. Fulton Street a environ 15 minutes de retard. Elle est maintenant prévue pour le 23 nov. 2026, 13 h 45.`,
    );
  });
});
