import { describe, expect, it } from 'vitest';
import { gradientCss, parseGradient } from '../../../src/lib/branding/gradient.ts';

// docs/product.md §5 "Branding values": #RRGGBB with a numeric opacity; opacity / 100 clamped to
// 0–1.
describe('parseGradient (docs/product.md §5)', () => {
  it.each([
    ['a valid stop', [{ hex: '#FF0000', opacity: 50 }], [{ hex: '#FF0000', alpha: 0.5 }], []],
    [
      'opacity 0 and 100',
      [
        { hex: '#000000', opacity: 0 },
        { hex: '#ffffff', opacity: 100 },
      ],
      [
        { hex: '#000000', alpha: 0 },
        { hex: '#ffffff', alpha: 1 },
      ],
      [],
    ],
    [
      'a numeric string opacity',
      [{ hex: '#00FF00', opacity: '25' }],
      [{ hex: '#00FF00', alpha: 0.25 }],
      [],
    ],
    [
      'opacity above 100 is clamped',
      [{ hex: '#0000FF', opacity: 150 }],
      [{ hex: '#0000FF', alpha: 1 }],
      ['opacity-clamped'],
    ],
    [
      'negative opacity is clamped',
      [{ hex: '#0000FF', opacity: -20 }],
      [{ hex: '#0000FF', alpha: 0 }],
      ['opacity-clamped'],
    ],
    ['a colour name is dropped', [{ hex: 'red', opacity: 50 }], [], ['not-a-colour']],
    ['short hex is dropped', [{ hex: '#F00', opacity: 50 }], [], ['not-a-colour']],
    ['8-digit hex is dropped', [{ hex: '#FF000080', opacity: 50 }], [], ['not-a-colour']],
    ['missing opacity is dropped', [{ hex: '#FF0000' }], [], ['opacity-not-a-number']],
    [
      'text opacity is dropped',
      [{ hex: '#FF0000', opacity: 'half' }],
      [],
      ['opacity-not-a-number'],
    ],
    [
      'empty-string opacity is dropped',
      [{ hex: '#FF0000', opacity: '' }],
      [],
      ['opacity-not-a-number'],
    ],
    ['null entries are dropped', [null], [], ['not-a-colour']],
  ])('%s', (_name, input, stops, problems) => {
    const r = parseGradient(input);
    expect(r.stops).toEqual(stops);
    expect(r.problems.map((p) => p.problem)).toEqual(problems);
  });

  it.each([[undefined], [null], ['#fff'], [{}]])('reads %j as no stops', (input) => {
    expect(parseGradient(input)).toEqual({ stops: [], problems: [] });
  });
});

describe('gradientCss', () => {
  it('builds a linear gradient of rgba stops', () => {
    expect(
      gradientCss([
        { hex: '#FF0000', alpha: 0.5 },
        { hex: '#0000ff', alpha: 1 },
      ]),
    ).toBe('linear-gradient(135deg, rgba(255, 0, 0, 0.5), rgba(0, 0, 255, 1))');
  });
  it('repeats a single stop', () => {
    expect(gradientCss([{ hex: '#000000', alpha: 1 }])).toBe(
      'linear-gradient(135deg, rgba(0, 0, 0, 1), rgba(0, 0, 0, 1))',
    );
  });
  it('gives nothing for no stops', () => {
    expect(gradientCss([])).toBeUndefined();
  });
});
