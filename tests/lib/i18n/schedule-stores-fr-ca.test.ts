/**
 * The order details' day labels and slot notes, and the store locator's texts, in the fr-CA build
 * (docs/product.md §2.1 Home, §9 day labels): `#messages` is the French catalogue there, as
 * astro.config.mjs resolves it for STOREFRONT_LOCALE=fr-CA. The English texts are the tables of
 * tests/lib/schedule/ and tests/lib/stores/, unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import { dayLabel } from '../../../src/lib/schedule/format.ts';
import { closingSoonMessage } from '../../../src/lib/schedule/build.ts';
import { slotLabel } from '../../../src/lib/schedule/capacity.ts';
import { hoursLine, OPEN_STATE_TEXT } from '../../../src/lib/stores/hours.ts';
import { formatDistance } from '../../../src/lib/stores/format.ts';
import { locatorStatus } from '../../../src/lib/stores/messages.ts';
import { pausedText } from '../../../src/lib/stores/paused.ts';

vi.mock('#messages', () => import('../../../src/generated/messages/fr-CA.ts'));

/** Intl separates with no-break spaces (U+00A0, U+202F): shown here as plain ones. */
const plain = (s: string | null | undefined) => s?.replace(/[\u00a0\u202f]/g, ' ');

describe('day labels in French: the word from the catalogue, the weekday and date from Intl', () => {
  it.each([
    ['2026-11-22', 'Aujourd’hui (11-22)'],
    ['2026-11-23', 'Demain (11-23)'],
    ['2026-11-24', 'Mardi (11-24)'],
  ])('dayLabel(%s) is %s', (date, want) => expect(dayLabel(date, '2026-11-22')).toBe(want));
});

describe('closing soon in French, with its plural', () => {
  it.each([
    [1, 'Faites vite! Il ne reste que 1 minute pour commander aujourd’hui.'],
    [12, 'Faites vite! Il ne reste que 12 minutes pour commander aujourd’hui.'],
  ])('%i minutes', (minutes, want) => expect(closingSoonMessage(minutes)).toBe(want));
});

describe('slot capacity notes in French', () => {
  it.each([
    [{ formatted: '19 h 30', load: 'full' as const }, '19 h 30 · Complet'],
    [
      {
        formatted: '19 h 30',
        load: 'full' as const,
        nextFree: { date: '', hour: '', label: '19 h 45' },
      },
      '19 h 30 · Complet — prochaine : 19 h 45',
    ],
    [{ formatted: '19 h 30', load: 'nearly_full' as const }, '19 h 30 · Presque complet'],
  ])('%j', (slot, want) =>
    expect(slotLabel({ hour: '19:30', originalHour: 1170, isNextDay: false, ...slot })).toBe(want),
  );
});

describe('the store locator in French', () => {
  it('names open states and hours', () => {
    expect(OPEN_STATE_TEXT.open).toBe('Ouvert maintenant');
    expect(hoursLine('')).toBe('Fermé aujourd’hui');
    expect(hoursLine('11 h 00 – 15 h 00')).toBe('Aujourd’hui : 11 h 00 – 15 h 00');
  });
  it('writes distances with a decimal comma', () => {
    expect(formatDistance(1.23)).toBe('1,2 mi');
    expect(formatDistance(0.01)).toBe('< 0,1 mi');
  });
  it.each([
    [{ by: 'text' as const, count: 1 }, '1 restaurant correspond à « 10038 »'],
    [{ by: 'text' as const, count: 3 }, '3 restaurants correspondent à « 10038 »'],
    [
      { by: 'address' as const, count: 2 },
      '2 restaurants près de 10038, les plus proches en premier',
    ],
    [{ by: 'text' as const, count: 0 }, 'Aucun restaurant ne correspond à « 10038 »'],
  ])('search %j', ({ by, count }, want) =>
    expect(
      locatorStatus({
        list: { status: 'done', count: 4 },
        search: { by, label: '10038', status: 'done', count },
      }),
    ).toBe(want),
  );
  it('says a paused store is back today at a time, or on a later day', () => {
    const paused = (until: string) =>
      plain(pausedText({ is_paused: true, paused_until: until }, -240, '06/11/2025'));
    expect(paused('2025-06-11T22:30:00Z')).toBe('En pause — de retour à 18 h 30');
    expect(paused('2025-06-12T13:00:00Z')).toBe('En pause — de retour le 12 juin, 9 h 00');
  });
});
