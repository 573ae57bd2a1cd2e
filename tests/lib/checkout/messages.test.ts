// docs/architecture.md §4b: Checkout's and Confirmation's texts with arguments, in each language.
// English keeps the product's texts; the others place the same arguments in their own sentences.
import { describe, expect, it } from 'vitest';
import * as en from '../../../src/generated/messages/en.ts';
import * as es from '../../../src/generated/messages/es.ts';
import * as fr from '../../../src/generated/messages/fr-CA.ts';

const catalogues = { en, es, 'fr-CA': fr } as const;

describe('texts with arguments', () => {
  it.each([
    [
      'en',
      'Estimated delivery at 6:45 PM',
      'Ready for pickup at 6:45 PM (ASAP)',
      'Pick up at: 1 Main St',
      'PLACE ORDER · $12.99',
      '15%',
    ],
    [
      'es',
      'Entrega estimada a las 6:45 PM',
      'Listo para recoger a las 6:45 PM (lo antes posible)',
      'Recoger en: 1 Main St',
      'REALIZAR PEDIDO · $12.99',
      '15%',
    ],
    [
      'fr-CA',
      'Livraison prévue à 6:45 PM',
      'Prête à emporter à 6:45 PM (dès que possible)',
      'À récupérer au : 1 Main St',
      'PASSER LA COMMANDE · $12.99',
      '15\u00a0%',
    ],
  ] as const)('%s', (locale, delivery, asapPickup, where, place, percent) => {
    const m = catalogues[locale];
    const time = '6:45 PM';
    expect(m.confirmation_readyAt({ kind: 'delivery', time })).toBe(delivery);
    expect(m.confirmation_readyAtAsap({ kind: 'pickup', time })).toBe(asapPickup);
    expect(m.confirmation_where({ kind: 'pickup', where: '1 Main St' })).toBe(where);
    expect(m.checkout_placeOrder({ total: '$12.99' })).toBe(place);
    expect(m.tip_percent({ percent: 15 })).toBe(percent);
  });
});
