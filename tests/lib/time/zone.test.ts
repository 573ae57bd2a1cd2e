import { describe, expect, it } from 'vitest';
import { isValidZone, offsetMinutes, zonedTime } from '../../../src/lib/time/zone.ts';

// docs/product.md §3: a store's IANA zone is used when the runtime knows it, else its fixed offset.
describe('isValidZone', () => {
  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s → %s, and the same when asked again', (zone, known) => {
    expect(isValidZone(zone)).toBe(known);
    expect(isValidZone(zone)).toBe(known);
  });

  it('an unknown zone cannot be read, however often it is asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(() => zonedTime(0, 'Mars/Olympus')).toThrow(RangeError);
      expect(() => offsetMinutes(0, 'Mars/Olympus')).toThrow(RangeError);
    }
  });

  it('a known zone reads the same after it was asked about', () => {
    expect(isValidZone('Europe/Paris')).toBe(true);
    expect(zonedTime(Date.parse('2026-11-22T17:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-11-22',
      minutes: 1110,
    });
  });
});
