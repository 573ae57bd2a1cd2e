import { describe, expect, it } from 'vitest';
import { carriesExpiry, EXPIRED_HOME } from '../../src/lib/toast.ts';

// docs/product.md §4.1, §8: the expiry toast is carried by the navigation to "/" itself.
describe('the expiry notice in the URL (docs/product.md §4.1)', () => {
  it.each<[string, boolean]>([
    [EXPIRED_HOME, true],
    ['/', false],
    ['/?notice=other', false],
    ['/?notice=expired&q=x', false], // only the exact URL: nothing else is taken away with it
    ['/101/menu?notice=expired', false],
  ])('%s → %s', (href, carries) => {
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe(href.startsWith('/101') ? '/101/menu' : '/');
    expect(carriesExpiry(url)).toBe(carries);
  });
});
