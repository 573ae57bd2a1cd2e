import { describe, expect, it } from 'vitest';
import { htmlErrors, screenPaths, styleInBody } from '../../scripts/check-html.ts';
import { SCREENS } from '../../src/lib/routes.ts';

describe('npm run check:html (valid HTML on every page)', () => {
  it('opens every screen, those without a fixed path at a sample one', () => {
    const paths = screenPaths(101);
    expect(paths).toHaveLength(SCREENS.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/101', '/101/checkout', '/no-such-page']));
  });

  it.each([
    ['<html><head><style>p{}</style></head><body><p>a</p></body></html>', undefined],
    [
      '<html><head></head><body><style>astro-island{display:contents}</style></body></html>',
      'a.html: a <style> inside <body>: <style>astro-island{display:contents}</style></body></html>',
    ],
    ['<html><head></head><body class="x"><style media="print"></style></body>', expect.any(String)],
    ['<html><head><style>p{}</style></head></html>', undefined],
  ])('a <style> inside <body> is an error: %s', (html, error) =>
    expect(styleInBody('a.html', html)).toEqual(error),
  );

  it('keeps the checker’s errors and drops its warnings', () => {
    const messages = [
      {
        type: 'error',
        url: 'file:/x/live_.html',
        lastLine: 3,
        message: 'Element “img” is missing “src”.',
      },
      { type: 'info', subType: 'warning', url: 'file:/x/live_.html', message: 'Consider lang.' },
      {
        type: 'non-document-error',
        subType: 'fatal',
        url: 'file:/x/a.html',
        message: 'Cannot read.',
      },
    ];
    expect(htmlErrors({ messages })).toEqual([
      'live_.html:3: Element “img” is missing “src”.',
      'a.html:?: Cannot read.',
    ]);
  });
});
