// docs/architecture.md §8 "content in the first HTML": Home and Menu rendered once and answered
// from memory — fresh, then stale while one render replaces it, never across a data change, bounded
// by LRU.
import { describe, expect, it } from 'vitest';
import { createPageCache, type PageCacheOptions } from '../../src/server/page-cache.ts';

function cacheAt(options: Partial<PageCacheOptions> = {}) {
  const clock = { t: 1_000 };
  const cache = createPageCache<string>({
    maxEntries: 3,
    freshMs: 3_000,
    staleMs: 30_000,
    now: () => clock.t,
    ...options,
  });
  return { cache, clock };
}

describe('createPageCache', () => {
  it.each([
    { age: 0, state: 'fresh' },
    { age: 2_999, state: 'fresh' },
    { age: 3_000, state: 'stale' },
    { age: 29_999, state: 'stale' },
    { age: 30_000, state: undefined },
  ])('an entry $age ms old is $state', ({ age, state }) => {
    const { cache, clock } = cacheAt();
    cache.store('home', 1, 'page');
    clock.t += age;
    expect(cache.lookup('home', 1)?.state).toBe(state);
  });

  it('never answers an entry rendered for another data version, and drops it', () => {
    const { cache } = cacheAt();
    cache.store('home', 1, 'old');
    expect(cache.lookup('home', 2)).toBeUndefined();
    expect(cache.lookup('home', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops an entry from a clock that went backwards', () => {
    const { cache, clock } = cacheAt();
    cache.store('home', 1, 'page');
    clock.t -= 1;
    expect(cache.lookup('home', 1)).toBeUndefined();
  });

  it('a new render replaces the entry and starts its age again', () => {
    const { cache, clock } = cacheAt();
    cache.store('menu', 1, 'old');
    clock.t += 5_000;
    cache.store('menu', 1, 'new');
    expect(cache.lookup('menu', 1)).toEqual({ state: 'fresh', value: 'new' });
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const { cache } = cacheAt();
    for (const key of ['a', 'b', 'c']) cache.store(key, 1, key);
    cache.lookup('a', 1);
    cache.store('d', 1, 'd');
    expect(cache.size).toBe(3);
    expect(cache.lookup('b', 1)).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.lookup(k, 1)?.value)).toEqual(['a', 'c', 'd']);
  });

  it('forgets an entry on demand', () => {
    const { cache } = cacheAt();
    cache.store('menu', 1, 'page');
    cache.forget('menu');
    expect(cache.lookup('menu', 1)).toBeUndefined();
  });

  it('runs one render per key at a time, and another once it is done', async () => {
    const { cache } = cacheAt();
    let renders = 0;
    let finish: (v: string) => void = () => undefined;
    const start = () => {
      renders += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.once('home', start);
    const second = cache.once('home', start);
    const other = cache.once('menu', () => Promise.resolve('menu'));
    finish('page');
    expect(await Promise.all([first, second, other])).toEqual(['page', 'page', 'menu']);
    expect(renders).toBe(1);
    const again = cache.once('home', start);
    finish('page 2');
    expect(await again).toBe('page 2');
    expect(renders).toBe(2);
  });

  it('lets the next render start after one fails', async () => {
    const { cache } = cacheAt();
    await expect(cache.once('home', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(await cache.once('home', () => Promise.resolve('up'))).toBe('up');
  });
});
