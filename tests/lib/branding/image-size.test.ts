// docs/architecture.md §8 (CLS ≤ 0.02): the header's logo carries its file's real aspect ratio.
import { describe, expect, it } from 'vitest';
import { imageSize, logoAttributes } from '../../../src/lib/branding/image-size.ts';

const text = (s: string) => new TextEncoder().encode(s);
const png = (w: number, h: number) => {
  const b = new Uint8Array(24);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const v = new DataView(b.buffer);
  v.setUint32(16, w);
  v.setUint32(20, h);
  return b;
};

describe('imageSize', () => {
  it.each([
    ['viewBox', '<svg xmlns="x" viewBox="0 0 200 48"><rect/></svg>', { width: 200, height: 48 }],
    ['comma viewBox', "<svg viewBox='0,0,170,48'/>", { width: 170, height: 48 }],
    [
      'width and height',
      '<svg width="120" height="40" viewBox="0 0 60 60"/>',
      { width: 120, height: 40 },
    ],
    [
      'em units fall back to the viewBox',
      '<svg width="12em" height="4em" viewBox="0 0 30 10"/>',
      { width: 30, height: 10 },
    ],
    [
      'percentages fall back to the viewBox',
      '<svg width="100%" height="100%" viewBox="0 0 3 1"/>',
      { width: 3, height: 1 },
    ],
    ['no size at all', '<svg xmlns="x"/>', undefined],
    ['not an svg', 'hello', undefined],
  ])('an SVG with %s', (_, svg, expected) => {
    expect(imageSize(text(svg), 'logo.svg')).toEqual(expected);
  });

  it('reads a PNG header', () => {
    expect(imageSize(png(640, 160), 'logo.PNG')).toEqual({ width: 640, height: 160 });
  });
  it('refuses a file that is not a PNG', () => {
    expect(imageSize(text('GIF89a and more bytes here....'), 'logo.png')).toBeUndefined();
  });
  it('does not guess other formats', () => {
    expect(imageSize(png(1, 1), 'logo.webp')).toBeUndefined();
  });
});

describe('logoAttributes', () => {
  it.each([
    [
      { width: 200, height: 48 },
      { width: 200, height: 48 },
    ],
    [
      { width: 640, height: 160 },
      { width: 192, height: 48 },
    ],
    [
      { width: 100, height: 100 },
      { width: 48, height: 48 },
    ],
    [undefined, { width: 180, height: 48 }],
  ])('%o → %o', (size, expected) => {
    expect(logoAttributes(size)).toEqual(expected);
  });
});
