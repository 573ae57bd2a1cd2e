// docs/architecture.md §5: values read back from storage are checked; anything else falls back to
// the default.
import { describe, expect, it } from 'vitest';
import {
  boolean,
  int,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
} from '../../../src/stores/persist/decode.ts';

describe('guards', () => {
  it.each<[string, (v: unknown) => boolean, unknown, boolean]>([
    ['int', int(), 3, true],
    ['int rejects 1.5', int(), 1.5, false],
    ['int rejects "3"', int(), '3', false],
    ['positive int rejects 0', int({ positive: true }), 0, false],
    ['positive int', int({ positive: true }), 12, true],
    ['number rejects NaN', number(), Number.NaN, false],
    ['number', number(), -74.01, true],
    ['boolean', boolean(), false, true],
    ['boolean rejects "true"', boolean(), 'true', false],
    ['string max', string({ max: 3 }), 'abcd', false],
    ['string pattern', string({ pattern: /^\d{4}-\d{2}-\d{2}$/ }), '2026-11-22', true],
    ['string pattern rejects', string({ pattern: /^\d{4}-\d{2}-\d{2}$/ }), '22/11/2026', false],
    ['oneOf', oneOf(['asap', 'future']), 'asap', true],
    ['oneOf rejects', oneOf(['asap', 'future']), 'later', false],
    ['nullable null', nullable(int()), null, true],
    ['nullable rejects undefined', nullable(int()), undefined, false],
    ['optional undefined', optional(int()), undefined, true],
    ['object', object({ id: int(), note: optional(string()) }), { id: 1 }, true],
    ['object with a bad field', object({ id: int() }), { id: 'x' }, false],
    ['object rejects arrays', object({}), [], false],
    ['object rejects null', object({}), null, false],
  ])('%s', (_n, guard, value, ok) => expect(guard(value)).toBe(ok));
});
