// docs/product.md §1 "an error and real-user-monitoring reporting service": sampled, and no
// personal data (no query strings, no e-mails) in what is sent.
import { describe, expect, it } from 'vitest';
import {
  beaconBody,
  errorReport,
  sampled,
  scrub,
  vitalReport,
} from '../../src/integrations/monitoring-data.ts';

describe('sampled', () => {
  it.each([
    [1, 0.999, true],
    [0, 0, false],
    [0.25, 0.1, true],
    [0.25, 0.25, false],
    [0.25, 0.9, false],
    [Number.NaN, 0, false],
    [-1, 0, false],
  ])('rate %s, draw %s → %s', (rate, draw, expected) => {
    expect(sampled(rate, () => draw)).toBe(expected);
  });
});

describe('scrub', () => {
  it.each([
    ['https://x.example/a?email=b@c.io&t=1', 'https://x.example/a'],
    ['at /_astro/x.js?v=2:10:5', 'at /_astro/x.js'],
    ['/password_reset#token=abc', '/password_reset'],
    ['No account for Ann.Lee+1@example.co.uk here', 'No account for [email] here'],
    ['Cannot read properties of undefined', 'Cannot read properties of undefined'],
  ])('%s', (input, expected) => {
    expect(scrub(input)).toBe(expected);
  });

  it('caps the length', () => {
    expect(scrub('x'.repeat(5000), 100)).toHaveLength(100);
  });
});

describe('reports', () => {
  it('an error keeps its name, message and place, scrubbed', () => {
    const err = new TypeError('bad email joe@example.com');
    err.stack = 'TypeError: bad\n    at https://burger.example/_astro/a.js?x=1:3:4';
    expect(
      errorReport('error', err, {
        source: 'https://burger.example/m?q=joe@example.com',
        line: 3,
        column: 4,
      }),
    ).toEqual({
      type: 'error',
      name: 'TypeError',
      message: 'bad email [email]',
      source: 'https://burger.example/m',
      line: 3,
      column: 4,
      stack: 'TypeError: bad\n    at https://burger.example/_astro/a.js',
    });
  });

  it('a rejection with a plain value', () => {
    expect(errorReport('rejection', 'nope')).toEqual({
      type: 'rejection',
      name: 'string',
      message: 'nope',
    });
  });

  it('a vital', () => {
    expect(
      vitalReport({
        name: 'LCP',
        value: 1234.56789,
        rating: 'good',
        id: 'v5-1',
        navigationType: 'navigate',
      }),
    ).toEqual({
      type: 'vital',
      name: 'LCP',
      value: 1234.568,
      rating: 'good',
      id: 'v5-1',
      navigationType: 'navigate',
    });
  });

  it('the beacon names the key and the path without its query', () => {
    const body = JSON.parse(
      beaconBody('pk', '/account/profile?email=a@b.co', {
        type: 'rejection',
        name: 'x',
        message: 'y',
      }),
    ) as Record<string, unknown>;
    expect(body).toEqual({
      key: 'pk',
      path: '/account/profile',
      report: { type: 'rejection', name: 'x', message: 'y' },
    });
  });
});
