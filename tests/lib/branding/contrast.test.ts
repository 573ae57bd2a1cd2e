import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '../../../src/lib/branding/contrast.ts';

describe('contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.47],
    ['#767676', '#ffffff', 4.54],
    ['#B3261E', '#ffffff', 6.53],
    ['#ffffff', '#000000', 21],
  ])('%s on %s is %f', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBe(ratio);
  });

  it('weighs green more than blue', () => {
    expect(relativeLuminance('#00ff00')).toBeGreaterThan(relativeLuminance('#0000ff'));
  });
});
