import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from '../../src/server/island-styles.ts';

const RULE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle (valid HTML: no <style> inside <body>)', () => {
  it.each([
    [
      'moves the island rule from the body to the end of the head',
      `<html><head><title>x</title></head><body><p>a</p>${RULE}<astro-island></astro-island></body></html>`,
      `<html><head><title>x</title>${RULE}</head><body><p>a</p><astro-island></astro-island></body></html>`,
    ],
    [
      'keeps one rule when a page writes it twice',
      `<head></head><body>${RULE}<astro-island></astro-island>${RULE}<astro-island></astro-island></body>`,
      `<head>${RULE}</head><body><astro-island></astro-island><astro-island></astro-island></body>`,
    ],
    [
      'leaves a page without islands alone',
      '<head><style>p{}</style></head><body><p>a</p></body>',
      '<head><style>p{}</style></head><body><p>a</p></body>',
    ],
    ['leaves a page without a head alone', `<body>${RULE}</body>`, `<body>${RULE}</body>`],
    [
      'leaves a rule already in the head where it is',
      `<head>${RULE}</head><body></body>`,
      `<head>${RULE}</head><body></body>`,
    ],
  ])('%s', (_, html, out) => expect(hoistIslandStyle(html)).toBe(out));
});
