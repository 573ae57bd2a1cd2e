import { describe, expect, it } from 'vitest';
import {
  canRedeem,
  codeValidity,
  notEnoughPoints,
  rewardPrograms,
  rewardProgress,
  signedPoints,
  sortPrograms,
  type RewardProgram,
} from '../../../src/lib/account/rewards.ts';

const fries = { program_id: 1, name: 'Free fries', description: 'Fries', threshold: 50 };
const shake = { program_id: 2, name: 'Free shake', description: 'Shake', threshold: 100 };
const burger = { program_id: 3, name: 'Free burger', description: 'Burger', threshold: 150 };

// docs/product.md §3 "Store configuration": loyalty.programs_information[] kept sorted ascending by
// threshold
describe('sortPrograms', () => {
  it.each([
    [
      [150, 50, 100],
      [50, 100, 150],
    ],
    [
      [0, 10, 5],
      [0, 5, 10],
    ],
    [[], []],
  ])('%j → %j', (given, sorted) => {
    expect(sortPrograms(given.map((threshold) => ({ threshold }))).map((p) => p.threshold)).toEqual(
      sorted,
    );
  });

  it('keeps the given order of equal thresholds', () => {
    const a = { threshold: 50, name: 'a' };
    const b = { threshold: 50, name: 'b' };
    expect(sortPrograms([a, b])).toEqual([a, b]);
  });
});

describe('rewardPrograms', () => {
  it('uses the store configuration’s programs, sorted, with ids from the loyalty call', () => {
    const configured = [
      { name: 'Free burger', threshold: 150 },
      { name: 'Free fries', threshold: 50 },
    ];
    expect(rewardPrograms(configured, [fries, shake, burger])).toEqual([
      { programId: 1, name: 'Free fries', description: '', threshold: 50 },
      { programId: 3, name: 'Free burger', description: '', threshold: 150 },
    ]);
  });

  it('falls back to the loyalty call’s programs when the configuration has none', () => {
    for (const configured of [undefined, []])
      expect(rewardPrograms(configured, [burger, fries]).map((p) => p.programId)).toEqual([1, 3]);
  });

  it('keeps a configured program that the loyalty call does not know, without an id', () => {
    expect(rewardPrograms([{ name: 'Mystery', threshold: 10 }], [fries])[0]?.programId).toBeNull();
  });

  it('drops programs without a usable threshold', () => {
    expect(rewardPrograms([{ name: 'x', threshold: Number.NaN }, fries], [])).toHaveLength(1);
  });
});

// Progress towards each program
describe('rewardProgress', () => {
  it.each([
    [120, 50, 100, 0, true, 'Ready to redeem'],
    [120, 120, 100, 0, true, 'Ready to redeem'],
    [120, 150, 80, 30, false, '30 more points'],
    [99, 100, 99, 1, false, '1 more point'],
    [0, 100, 0, 100, false, '100 more points'],
    [-5, 100, 0, 100, false, '100 more points'],
    [10, 0, 100, 0, true, 'Ready to redeem'],
    [1, 3, 33, 2, false, '2 more points'],
  ])(
    '%i points, threshold %i → %i %%, %i left',
    (points, threshold, percent, remaining, reached, label) => {
      expect(rewardProgress(points, threshold)).toEqual({ percent, remaining, reached, label });
    },
  );
});

describe('canRedeem and notEnoughPoints', () => {
  const program = (programId: number | null, threshold: number): RewardProgram => ({
    programId,
    name: 'Free burger',
    description: '',
    threshold,
  });
  it.each([
    [120, program(1, 50), true],
    [120, program(1, 120), true],
    [120, program(3, 150), false],
    [120, program(null, 50), false],
  ])('%i points, %j → %s', (points, p, expected) => {
    expect(canRedeem(points, p)).toBe(expected);
  });

  it('says how many points are missing', () => {
    expect(notEnoughPoints(120, program(3, 150))).toBe('You need 30 more points for Free burger.');
    expect(notEnoughPoints(149, program(3, 150))).toBe('You need 1 more point for Free burger.');
  });
});

describe('signedPoints', () => {
  it.each([
    [25, '+25'],
    [-50, '−50'],
    [0, '+0'],
  ])('%i → %s', (points, text) => expect(signedPoints(points)).toBe(text));
});

describe('codeValidity', () => {
  const now = Date.parse('2026-11-23T17:00:00Z');
  it.each([
    ['2026-11-23T17:15:00Z', false, 15, 'Valid for 15 minutes'],
    ['2026-11-23T17:00:10Z', false, 1, 'Valid for 1 minute'],
    ['2026-11-23T17:00:00Z', true, 0, 'This code has expired'],
    ['2026-11-23T16:00:00Z', true, 0, 'This code has expired'],
  ])('%s → %s', (expiresAt, expired, minutesLeft, label) => {
    expect(codeValidity(expiresAt, now)).toEqual({ expired, minutesLeft, label });
  });

  it('says nothing for an unreadable time', () => {
    expect(codeValidity('soon', now).label).toBe('');
  });
});
