/** The JSON depth pre-scan that keeps deeply nested bodies from overflowing the stack. */
import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from '../../../src/lib/json/depth.ts';

describe('nestedDeeperThan', () => {
  it.each([
    ['1', 0, false],
    ['{}', 0, true],
    ['{}', 1, false],
    ['[[1]]', 1, true],
    ['[[1]]', 2, false],
    ['[{},{},{}]', 2, false],
    ['{"a":"[[[[{{{{"}', 1, false],
    ['{"a":"\\"[[["}', 1, false],
    ['{"a":"\\\\"}', 1, false],
    [`${'['.repeat(1000)}${']'.repeat(1000)}`, 64, true],
    ['[[[', 2, true],
  ])('%j deeper than %d: %s', (text, max, expected) => {
    expect(nestedDeeperThan(text, max)).toBe(expected);
  });
});
