import { describe, expect, it } from 'vitest';
import { cpuMs, cpuMsOfStat, judgeCpu, median } from '../../scripts/bench-cpu.ts';

describe('bench:load CPU per request (scripts/bench-cpu.ts)', () => {
  it.each([
    ['a plain name', '42 (node) S 1 42 42 0 -1 4194560 10 0 0 0 150 30 0 0 20 0 11', 1800],
    ['a name with spaces and parentheses', '7 (my (odd) name) R 1 7 7 0 -1 0 0 0 0 0 3 4 0 0', 70],
  ])('reads utime + stime in ms from a stat line with %s', (_, line, ms) => {
    expect(cpuMsOfStat(line)).toBe(ms);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuMsOfStat('nothing here')).toThrow(/stat/);
  });

  it("reads this process's own CPU time, which only grows", () => {
    const before = cpuMs(process.pid);
    let spin = 0;
    for (let i = 0; i < 1e6; i++) spin += i;
    expect(spin).toBeGreaterThan(0);
    expect(cpuMs(process.pid)).toBeGreaterThanOrEqual(before);
  });

  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5, NaN, 1], 3],
    [[], NaN],
  ])('takes the median of %j', (values, expected) => {
    expect(median(values)).toBe(expected);
  });

  const limits = [
    { target: 'page', reference: 'bare', most: 2 },
    { target: 'proxy', reference: 'direct', most: 1.2 },
  ];

  it('passes each target at or under its multiple of its reference', () => {
    const verdicts = judgeCpu({ page: 0.08, bare: 0.04, proxy: 0.6, direct: 0.5 }, limits);
    expect(verdicts.map((v) => [v.ratio, v.over])).toEqual([
      [2, false],
      [expect.closeTo(1.2, 9), false],
    ]);
  });

  it('fails a target over its limit, and one whose figures are missing', () => {
    const verdicts = judgeCpu({ page: 0.081, bare: 0.04, direct: 0.5 }, limits);
    expect(verdicts.map((v) => v.over)).toEqual([true, true]);
  });
});
