/**
 * Order history, rewards and check-in words in the fr-CA build (docs/product.md §3 loyalty
 * programs, §7.2 check-in): `#messages` is the French catalogue there, as astro.config.mjs resolves
 * it for STOREFRONT_LOCALE=fr-CA, so counts take French plurals and times the 24-hour clock. The
 * English forms are tests/lib/account/rewards.test.ts's and tests/lib/checkin/*.test.ts's, unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { itemText } from '../../../src/lib/account/order-history.ts';
import { codeValidity, notEnoughPoints, rewardProgress } from '../../../src/lib/account/rewards.ts';
import { checkinInfo } from '../../../src/lib/checkin/arrival.ts';
import { checkinReason } from '../../../src/lib/checkin/window.ts';

vi.mock('#messages', () => import('../../../src/generated/messages/fr-CA.ts'));

/** Intl separates with no-break spaces (U+00A0, U+202F): shown here as plain ones. */
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('reward progress in French: one point, then points', () => {
  it.each([
    [149, 150, 'Encore 1 point'],
    [120, 150, 'Encore 30 points'],
    [150, 150, 'Prête à échanger'],
  ])('rewardProgress(%i, %i)', (points, threshold, want) =>
    expect(rewardProgress(points, threshold).label).toBe(want),
  );

  it('says what is missing for a reward', () =>
    expect(
      notEnoughPoints(120, { programId: 3, name: 'Burger', description: '', threshold: 150 }),
    ).toBe('Il vous manque 30 points pour Burger.'));

  it('says how long a code stays valid', () => {
    const at = Date.parse('2026-11-23T17:00:00Z');
    expect(codeValidity('2026-11-23T17:01:00Z', at).label).toBe('Valide pendant 1 minute');
    expect(codeValidity('2026-11-23T17:15:00Z', at).label).toBe('Valide pendant 15 minutes');
    expect(codeValidity('2026-11-23T17:00:00Z', at).label).toBe('Ce code est expiré');
  });
});

describe('check-in in French', () => {
  it('tells when the window opens, on the 24-hour clock', () =>
    expect(plain(checkinReason({ state: 'early', opensMs: 0 }, '2026-11-23 12:15'))).toBe(
      'L’enregistrement ouvre à 12 h 00, 15 minutes avant l’heure de cueillette de votre commande.',
    ));

  it('sends the arrival details in the guest’s words', () =>
    expect(checkinInfo({ vehicle: 'Civic bleue', spot: '4' })).toEqual({
      ok: true,
      value: 'Véhicule : Civic bleue. Place de stationnement : 4',
    }));
});

describe('an order line keeps its quantity and name', () => {
  it('itemText', () =>
    expect(itemText({ quantity: 2, name: 'Poutine', options: [] }).text).toBe('2 × Poutine'));
});
