// docs/product.md §2.1: on Order quote the current order and the customer are not loaded at
// start-up; every other screen loads them as usual.
import { describe, expect, it } from 'vitest';
import { SCREENS, matchRoute } from '../../../src/lib/routes.ts';

describe('the start-up skip flag', () => {
  it('only Order quote carries it', () =>
    expect(SCREENS.filter((s) => s.skipsStartupLoad).map((s) => s.key)).toEqual(['order-quote']));

  it('the quote link’s path is that screen, whatever the query', () =>
    expect(matchRoute('/order-quote').screen.skipsStartupLoad).toBe(true));
});
