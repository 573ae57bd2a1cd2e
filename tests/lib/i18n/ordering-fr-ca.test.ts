/**
 * The ordering texts built in src/lib (cart, menu, item dialog, order details, reorder) in the
 * fr-CA build (docs/architecture.md §4b): `#messages` is the French catalogue there, so counts take
 * French plurals and lists join with "et". The English texts are the other tests' of these files,
 * unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { cartBarLabel } from '../../../src/lib/cart/bar.ts';
import { addedMessage } from '../../../src/lib/cart/count.ts';
import { checkoutBlock, lineProblemText } from '../../../src/lib/menu/availability.ts';
import { groupHint } from '../../../src/lib/menu/modifiers.ts';
import { reorderAddedMessage } from '../../../src/lib/order/reorder.ts';
import { startLabel, validateDetails } from '../../../src/lib/order/validate.ts';

vi.mock('#messages', () => import('../../../src/generated/messages/fr-CA.ts'));

describe('cart texts in French', () => {
  it.each([
    [1, 'Voir le panier · 1 article · 8,99 $'],
    [3, 'Voir le panier · 3 articles · 8,99 $'],
  ])('the cart bar with %i item(s)', (count, want) =>
    expect(cartBarLabel(count, '8,99 $')).toBe(want),
  );
  it('the added toast says the quantity only when more than one', () => {
    expect(addedMessage('Frites', 1)).toBe('Ajouté à votre commande : Frites');
    expect(addedMessage('Frites', 2)).toBe('Ajoutés à votre commande : 2 × Frites');
  });
  it('sold-out options are listed with "et"', () =>
    expect(lineProblemText({ kind: 'options', options: ['Bacon', 'Oignon', 'Cheddar'] })).toBe(
      'Bacon, Oignon et Cheddar : épuisés pour aujourd’hui',
    ));
  it('a paused store keeps the cart', () =>
    expect(
      checkoutBlock({
        storeName: 'Harbor',
        store: { is_paused: true, paused_until: null },
        live: null,
        lines: [],
        offsetMins: 0,
        nowMs: 0,
      }),
    ).toBe(
      'Harbor est en pause et ne prend pas de commandes pour le moment. Votre panier est conservé : vous pourrez payer dès le retour du restaurant.',
    ));
});

describe('item dialog and order details in French', () => {
  it.each([
    [{ min: 1, max: 1 }, 'Obligatoire'],
    [{ min: 0, max: 3 }, 'Choisissez-en jusqu’à 3'],
    [{ min: 2, max: 4 }, 'Obligatoire · Choisissez-en de 2 à 4'],
  ])('groupHint(%o)', (group, want) => expect(groupHint(group)).toBe(want));
  it('validation messages', () =>
    expect(
      validateDetails({
        requiresAddress: true,
        addressText: '',
        picked: null,
        requiresGuestCount: true,
        guestCount: '0',
      }),
    ).toEqual({
      address: 'Veuillez entrer votre adresse',
      guestCount: 'Le nombre minimal de personnes est 1',
    }));
  it('the start button', () =>
    expect(startLabel({ closed: false, dayAndTimeSelected: false })).toBe('COMMENCER MA COMMANDE'));
  it('the reorder toast', () =>
    expect(reorderAddedMessage(2, ['Frites'])).toBe(
      '2 articles de votre commande précédente ont été ajoutés au panier. Non disponible : Frites.',
    ));
});
