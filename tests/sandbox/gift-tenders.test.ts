/** Gift-card tenders are checked per card: the sum of a card's tenders may not pass its balance. */
import { beforeEach, describe, expect, it } from 'vitest';
import { overdrawnGiftCard, type GiftTender } from '../../src/sandbox/payments/gift-tenders.ts';
import { Client, cardToken, resetAt } from './helpers.ts';

const t = (number: string, amount: number, balance: number): GiftTender => ({
  number,
  amount_cents: amount,
  balance_cents: balance,
});

describe('overdrawnGiftCard: the sum of tenders per card ≤ its balance', () => {
  it.each([
    ['one tender within the balance', [t('G1', 1500, 1500)], undefined],
    ['one tender over the balance', [t('G1', 1501, 1500)], 'G1'],
    [
      'one card twice, within the balance together',
      [t('G1', 1000, 1500), t('G1', 500, 1500)],
      undefined,
    ],
    ['one card twice, over the balance together', [t('G1', 1500, 1500), t('G1', 891, 1500)], 'G1'],
    [
      'one card five times at its balance each',
      Array.from({ length: 5 }, () => t('G1', 1500, 1500)),
      'G1',
    ],
    [
      'two cards, each within its own balance',
      [t('G1', 1500, 1500), t('G2', 5000, 5000)],
      undefined,
    ],
    ['two cards, the second overdrawn', [t('G1', 100, 1500), t('G2', 900, 500)], 'G2'],
    ['zero-amount tenders', [t('G1', 0, 0), t('G1', 0, 0)], undefined],
  ])('%s', (_rule, tenders, overdrawn) => {
    expect(overdrawnGiftCard(tenders)?.number).toBe(overdrawn);
  });
});

describe('paying with one gift card listed several times', { timeout: 30_000 }, () => {
  let c: Client;
  let me = 0;
  let orderId = 0;
  let total = 0;
  let cardId = 0;

  beforeEach(async () => {
    c = await resetAt('burger', '2025-06-11T16:00:00Z');
    me = await c.login();
    orderId = (
      await c.call(
        'saveOrder',
        {},
        { customer_id: me, is_asap: true, store_id: 101, service_type_id: 1 },
      )
    ).body.order.order_id;
    total = (await c.call('saveItem', { orderId }, { menu_item_id: 1002, quantity: 2 })).body.order
      .charges.total_cents;
    // A $15.00 card.
    cardId = (
      await c.call(
        'saveCard',
        { customerId: me },
        { gift_card_number: '6006499876543210', pin: '4321' },
      )
    ).body.card.card_id;
  });

  const balance = async () =>
    (await c.call('savedCards', { customerId: me })).body.cards.find(
      (x: { card_id: number }) => x.card_id === cardId,
    ).balance_cents as number;

  it.each([
    ['the whole balance twice, the rest by card', [1500, 1500], 402, 1500],
    ['the balance and more, the rest by card', [1500, 891], 402, 1500],
    ['two halves of more than the balance', [800, 800], 402, 1500],
    ['two tenders that add up to the balance', [1000, 500], 200, 0],
  ])('%s', async (_case, tenders, status, left) => {
    const gift = tenders.map((amount) => ({
      type: 'gift_card',
      card_id: cardId,
      amount_cents: amount,
    }));
    const spent = tenders.reduce((a, b) => a + b, 0);
    const payments =
      spent < total
        ? [...gift, { type: 'card_token', token: await cardToken(c), amount_cents: total - spent }]
        : gift;
    const r = await c.call('pay', { orderId }, { idempotency_key: 'gift-twice-0000001', payments });
    expect(r.status).toBe(status);
    if (status === 402)
      expect([r.body.code, r.body.error]).toEqual([
        'insufficient_balance',
        'Your gift card balance is $15.00. Please pay the rest another way.',
      ]);
    expect(await balance()).toBe(left);
  });

  it('a $15.00 card alone, listed twice, cannot pay a larger order', async () => {
    expect(total).toBeGreaterThan(1500);
    const r = await c.call(
      'pay',
      { orderId },
      {
        idempotency_key: 'gift-whole-order-001',
        payments: [
          { type: 'gift_card', card_id: cardId, amount_cents: 1500 },
          { type: 'gift_card', card_id: cardId, amount_cents: total - 1500 },
        ],
      },
    );
    expect([r.status, r.body.code]).toEqual([402, 'insufficient_balance']);
    expect(await balance()).toBe(1500);
    expect((await c.call('getOrder', { orderId })).body.order.status).not.toBe('placed');
  });
});
