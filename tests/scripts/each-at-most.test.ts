// The build's helper for work done a few at a time (scripts/each-at-most.ts): language builds and
// the pages' compressed copies.
import { describe, expect, it } from 'vitest';
import { eachAtMost } from '../../scripts/each-at-most.ts';

describe('eachAtMost', () => {
  it.each([
    [5, 2],
    [1, 4],
    [0, 2],
    [3, 3],
  ])('runs %i items, never more than %i at once, starting them in order', async (n, limit) => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    await eachAtMost(
      Array.from({ length: n }, (_, i) => i),
      limit,
      async (i) => {
        started.push(i);
        most = Math.max(most, ++running);
        await Promise.resolve();
        running--;
      },
    );
    expect(started).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(most).toBeLessThanOrEqual(limit);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = eachAtMost([0, 1, 2, 3], 1, async (i) => {
      started.push(i);
      await Promise.resolve();
      if (i === 1) throw new Error('build 1 failed');
    });
    await expect(run).rejects.toThrow('build 1 failed');
    expect(started).toEqual([0, 1]);
  });
});
