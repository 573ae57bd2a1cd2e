/**
 * Day labels, the closing-soon notice and the store locator's counts in the US Spanish build
 * (docs/product.md §2.1 Home, §9 day labels): `#messages` is the Spanish catalogue there.
 */
import { describe, expect, it, vi } from 'vitest';
import { dayLabel } from '../../../src/lib/schedule/format.ts';
import { closingSoonMessage } from '../../../src/lib/schedule/build.ts';
import { locatorStatus } from '../../../src/lib/stores/messages.ts';

vi.mock('#messages', () => import('../../../src/generated/messages/es.ts'));

describe('Spanish', () => {
  it.each([
    ['2026-11-22', 'Hoy (22/11)'],
    ['2026-11-23', 'Mañana (23/11)'],
    ['2026-11-24', 'Martes (24/11)'],
  ])('dayLabel(%s) is %s', (date, want) => expect(dayLabel(date, '2026-11-22')).toBe(want));
  it.each([
    [1, '¡Apúrese! Solo queda 1 minuto para hacer un pedido hoy.'],
    [20, '¡Apúrese! Solo quedan 20 minutos para hacer un pedido hoy.'],
  ])('closing soon, %i minutes', (minutes, want) => expect(closingSoonMessage(minutes)).toBe(want));
  it.each([
    [1, '1 restaurante coincide con “Brooklyn”'],
    [2, '2 restaurantes coinciden con “Brooklyn”'],
  ])('%i stores found', (count, want) =>
    expect(
      locatorStatus({
        list: { status: 'done', count: 4 },
        search: { by: 'text', label: 'Brooklyn', status: 'done', count },
      }),
    ).toBe(want),
  );
});
