/** The sandbox issuer's in-process store (src/sandbox/oidc/memory-store.ts), per oidc-provider's adapter contract. */
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/sandbox/oidc/memory-store.ts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('memoryStore', () => {
  it('finds what it stored, per model, until it expires', async () => {
    const time = clock();
    const store = memoryStore(time.now);
    const sessions = store('Session');
    const grants = store('Grant');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'dana@example.com' }, 60);
    expect(await sessions.find('s1')).toMatchObject({ accountId: 'dana@example.com' });
    expect(await grants.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'dana@example.com' });
    time.advance(60_000);
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('keeps an entry with no lifetime', async () => {
    const time = clock();
    const grants = memoryStore(time.now)('Grant');
    await grants.upsert('g1', { accountId: 'a' });
    time.advance(365 * 24 * 3600_000);
    expect(await grants.find('g1')).toMatchObject({ accountId: 'a' });
  });

  it('marks an entry consumed in epoch seconds, and destroys it', async () => {
    const time = clock(5_000_000);
    const codes = memoryStore(time.now)('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toMatchObject({ consumed: 5000 });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it("revokes a grant's entries of the asking model only", async () => {
    const store = memoryStore();
    const tokens = store('AccessToken');
    const interactions = store('Interaction');
    await tokens.upsert('t1', { grantId: 'g1' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 60);
    await interactions.upsert('i1', { grantId: 'g1' }, 60);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
    expect(await interactions.find('i1')).toBeDefined();
  });

  it('drops the oldest entries past its bound', async () => {
    const sessions = memoryStore(Date.now, 2)('Session');
    await sessions.upsert('a', { uid: 'a' }, 60);
    await sessions.upsert('b', { uid: 'b' }, 60);
    await sessions.upsert('a', { uid: 'a', accountId: 'again' }, 60);
    await sessions.upsert('c', { uid: 'c' }, 60);
    expect(await sessions.find('b')).toBeUndefined();
    expect(await sessions.find('a')).toMatchObject({ accountId: 'again' });
    expect(await sessions.find('c')).toBeDefined();
  });
});
