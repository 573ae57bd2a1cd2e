import { describe, expect, it } from 'vitest';
import {
  blend,
  cardTextColor,
  readableColor,
  rewardPalette,
} from '../../../src/lib/account/reward-colors.ts';
import { AA_NORMAL_TEXT, contrastRatio } from '../../../src/lib/branding/contrast.ts';
import { parseGradient } from '../../../src/lib/branding/gradient.ts';

// docs/product.md §9 default branding: rewards #6FD38E / #8FF4C5 / #009440, custom green #17873e
describe('readableColor', () => {
  it.each([
    [
      'the default success text on the default surface falls back',
      ['#009440'],
      '#8FF4C5',
      '#000000',
    ],
    ['custom green on white is kept', ['#17873e'], '#ffffff', '#17873e'],
    ['the first readable candidate wins', ['#8FF4C5', '#17873e'], '#ffffff', '#17873e'],
    ['on a dark page white is the fallback', ['#17873e'], '#121417', '#ffffff'],
    ['a malformed candidate is skipped', ['green', undefined], '#ffffff', '#000000'],
  ])('%s', (_name, candidates, background, expected) => {
    const colour = readableColor(candidates, background);
    expect(colour).toBe(expected);
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

// docs/product.md §5 "Branding values": gradient stops #RRGGBB with opacity/100 clamped 0–1
describe('cardTextColor', () => {
  it.each([
    [
      'the default dark stops',
      [
        { hex: '#1F2A44', opacity: 100 },
        { hex: '#34507F', opacity: 100 },
      ],
      '#ffffff',
      '#ffffff',
    ],
    [
      'sushi’s warm stops on its dark page',
      [
        { hex: '#F2A93B', opacity: 100 },
        { hex: '#E4572E', opacity: 85 },
      ],
      '#121417',
      '#000000',
    ],
    ['a transparent stop shows the page', [{ hex: '#000000', opacity: 0 }], '#ffffff', '#000000'],
    ['no stops: the page colour', [], '#121417', '#ffffff'],
  ])('%s', (_name, entries, background, expected) => {
    expect(cardTextColor(parseGradient(entries).stops, background)).toBe(expected);
  });
});

describe('blend', () => {
  it.each([
    [{ hex: '#000000', alpha: 0.5 }, '#ffffff', '#808080'],
    [{ hex: '#ff0000', alpha: 1 }, '#000000', '#ff0000'],
    [{ hex: '#ff0000', alpha: 0 }, '#123456', '#123456'],
  ])('%j over %s → %s', (stop, bg, expected) => expect(blend(stop, bg)).toBe(expected));
});

// docs/product.md §9: success colours #6FD38E / #8FF4C5 / #009440, custom green #17873e
describe('rewardPalette', () => {
  it.each([
    ['default light', '#ffffff', [], { card: '#000000', badge: '#000000', gain: '#17873e' }],
    [
      'sushi dark with its gradient',
      '#121417',
      [
        { hex: '#F2A93B', opacity: 100 },
        { hex: '#E4572E', opacity: 85 },
      ],
      { card: '#000000', badge: '#000000', gain: '#009440' },
    ],
  ])('%s', (_name, background, entries, expected) => {
    const palette = rewardPalette({
      background,
      surface: '#8FF4C5',
      successText: '#009440',
      green: '#17873e',
      stops: parseGradient(entries).stops,
    });
    expect(palette).toEqual(expected);
  });
});
