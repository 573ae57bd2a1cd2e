/** The sandbox's own attempt counters: the proxy's limits, kept in the tenant database. */
import { describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { SandboxDb } from '../../src/sandbox/core/db.ts';
import { databaseLimits, waitBefore } from '../../src/sandbox/core/limits.ts';

const limit = { max: 3, windowMs: 60_000 };

describe('waitBefore: the wait before one more attempt', () => {
  it.each([
    ['no attempts yet', [], 10_000, 0],
    ['fewer than the limit', [1_000, 2_000], 10_000, 0],
    [
      'at the limit: until the oldest counted attempt leaves the window',
      [1_000, 2_000, 3_000],
      10_000,
      51_000,
    ],
    ['attempts older than the window do not count', [1_000, 2_000, 3_000], 61_500, 0],
    ['only the newest `max` attempts decide', [0, 1_000, 2_000, 3_000, 4_000], 10_000, 52_000],
  ])('%s', (_rule, hits, now, wait) => {
    expect(waitBefore(hits, limit, now)).toBe(wait);
  });
});

describe('databaseLimits', () => {
  it('counts in the database, refuses over the limit, and forgets on release or reset', async () => {
    let now = 1_000_000;
    const db = new SandboxDb(new DatabaseSync(':memory:'));
    const store = databaseLimits(db, () => now);
    for (let i = 0; i < limit.max; i++) expect(await store.consume('k', limit)).toBe(0);
    expect(await store.consume('k', limit)).toBe(limit.windowMs);
    // A refused attempt is not counted: the wait does not grow.
    now += 1_000;
    expect(await store.consume('k', limit)).toBe(limit.windowMs - 1_000);
    await store.release('k', limit);
    expect(await store.consume('k', limit)).toBe(0);
    db.clearAll();
    for (let i = 0; i < limit.max; i++) expect(await store.consume('k', limit)).toBe(0);
  });
});
