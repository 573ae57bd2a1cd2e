/**
 * Texts of the quote, password reset and weather in every language (docs/architecture.md §4b): the
 * parts of a sentence code places around an element, and numbers a message writes as they are.
 */
import { describe, expect, it } from 'vitest';
import * as en from '../../../src/generated/messages/en.ts';
import * as es from '../../../src/generated/messages/es.ts';
import * as frCA from '../../../src/generated/messages/fr-CA.ts';

const CATALOGUES = { en, es, 'fr-CA': frCA } as const;

describe.each(Object.entries(CATALOGUES))('%s', (_, m) => {
  it('names the address once in the new-password sentence, so the page can set it apart', () => {
    const parts = m.passwordReset_forEmail({ email: '\u0000' }).split('\u0000');
    expect(parts).toHaveLength(2);
    expect(parts.join('').length).toBeGreaterThan(0);
  });

  it('writes an order number as the order has it, without digit grouping', () => {
    expect(m.quote_title({ orderId: 104215 })).toContain('#104215');
  });

  it('keeps the temperature and the conditions in the weather line', () => {
    const line = m.outside_weather({ degrees: -3, conditions: m.outside_snow });
    expect(line).toContain('-3');
    expect(line).toContain(m.outside_snow);
    expect(m.outside_now({ weather: line })).toContain(line);
  });
});

it('keeps the English texts', () => {
  expect(en.passwordReset_forEmail({ email: 'ana@example.com' })).toBe(
    'For ana@example.com. Once it is saved, you are signed in.',
  );
  expect(en.quote_title({ orderId: 1042 })).toBe('Quote for order #1042');
  expect(en.quote_untilOrderTime({ until: 'Nov 24, 2026 12:00 PM' })).toBe(
    'Nov 24, 2026 12:00 PM (the order’s time)',
  );
});
