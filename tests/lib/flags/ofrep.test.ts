// docs/product.md §1 (a feature-flag service), §9 (refresh every 15 s): the OFREP wire shapes.
import { describe, expect, it } from 'vitest';
import {
  bulkEvaluation,
  etagOf,
  flagValues,
  ofrepBulkUrl,
  parseBulkEvaluation,
  retryAt,
} from '../../../src/lib/flags/ofrep.ts';

describe('ofrepBulkUrl', () => {
  it.each([
    ['https://flags.example.com', 'https://flags.example.com/ofrep/v1/evaluate/flags'],
    ['https://flags.example.com/', 'https://flags.example.com/ofrep/v1/evaluate/flags'],
    ['/__sandbox/integrations/flags', '/__sandbox/integrations/flags/ofrep/v1/evaluate/flags'],
  ])('%s', (base, expected) => {
    expect(ofrepBulkUrl(base)).toBe(expected);
  });
});

describe('parseBulkEvaluation', () => {
  it.each([
    [
      'evaluated flags',
      {
        flags: [
          { key: 'gift-cards', value: false, reason: 'STATIC' },
          { key: 'tier', value: 'gold', variant: 'g' },
        ],
      },
      { 'gift-cards': false, tier: 'gold' },
    ],
    [
      'a failed flag left out',
      {
        flags: [
          { key: 'a', errorCode: 'FLAG_NOT_FOUND' },
          { key: 'b', value: 1 },
        ],
      },
      { b: 1 },
    ],
    ['an object value left out', { flags: [{ key: 'a', value: { x: 1 } }] }, {}],
    ['entries without a key left out', { flags: [{ value: true }, null, 'x'] }, {}],
    ['an empty set', { flags: [] }, {}],
    ['a bulk failure', { errorCode: 'GENERAL' }, null],
    ['a flag document of another shape', { flags: { a: true } }, null],
    ['null', null, null],
  ])('%s', (_, body, expected) => {
    expect(parseBulkEvaluation(body)).toEqual(expected);
  });

  it('reads what bulkEvaluation writes', () => {
    const doc = { 'gift-cards': false, n: 3, s: 'x' };
    expect(parseBulkEvaluation(bulkEvaluation(doc))).toEqual(doc);
  });
});

describe('etagOf', () => {
  it('is a quoted tag, equal for equal bodies and different for different ones', () => {
    expect(etagOf('{"a":1}')).toMatch(/^"[0-9a-f]{8}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});

describe('retryAt (429 Retry-After)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['seconds', '30', now + 30_000],
    ['an HTTP date', 'Thu, 01 Jan 2026 00:01:00 GMT', now + 60_000],
    ['a past date', 'Wed, 31 Dec 2025 00:00:00 GMT', now],
    ['absent', null, now],
    ['unreadable', 'soon', now],
    ['more than an hour, capped', '86400', now + 3_600_000],
  ])('%s', (_, header, expected) => {
    expect(retryAt(header, now)).toBe(expected);
  });
});

describe('flagValues', () => {
  it.each([
    ['a boolean taken', { 'gift-cards': false }, { 'gift-cards': false }],
    ['the default when absent', {}, { 'gift-cards': true }],
    ['the default for another type', { 'gift-cards': 'off' }, { 'gift-cards': true }],
  ])('%s', (_, doc, expected) => {
    expect(flagValues(doc)).toEqual(expected);
  });
});
