// SPEC §1 (feature-flag service) and §9 (refresh every 15 s): the OpenFeature provider and the
// client's visible-only polling.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import { TenantFlagProvider } from '../../../src/integrations/flags/provider.ts';

const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('TenantFlagProvider', () => {
  it('evaluates flags from the service’s document, with the default when absent or mistyped', async () => {
    const provider = new TenantFlagProvider('/flags', () =>
      answer({ flags: { 'gift-cards': false, tier: 'gold' } }),
    );
    await provider.initialize();
    expect(provider.resolveBooleanEvaluation('gift-cards', true).value).toBe(false);
    expect(provider.resolveStringEvaluation('tier', 'none').value).toBe('gold');
    expect(provider.resolveBooleanEvaluation('missing', true)).toMatchObject({
      value: true,
      errorCode: 'FLAG_NOT_FOUND',
    });
    expect(provider.resolveBooleanEvaluation('tier', true)).toMatchObject({
      value: true,
      errorCode: 'TYPE_MISMATCH',
    });
  });

  it('keeps the last values when a refresh fails or answers nonsense', async () => {
    const bodies: (() => Promise<Response>)[] = [
      () => answer({ flags: { 'gift-cards': false } }),
      () => Promise.reject(new TypeError('offline')),
      () => answer({ error: 'x' }, 503),
      () => answer('not flags'),
    ];
    const provider = new TenantFlagProvider('/flags', () => bodies.shift()!());
    await provider.initialize();
    for (let i = 0; i < 3; i += 1) expect(await provider.refresh()).toBe(false);
    expect(provider.resolveBooleanEvaluation('gift-cards', true).value).toBe(false);
  });

  it('tells the SDK which flags changed, and only when they did', async () => {
    let flags: Record<string, boolean> = { a: true };
    const provider = new TenantFlagProvider('/flags', () => answer({ flags }));
    const changes: unknown[] = [];
    provider.events.addHandler(ProviderEvents.ConfigurationChanged, (d) =>
      changes.push(d?.flagsChanged),
    );
    await provider.initialize();
    expect(await provider.refresh()).toBe(false);
    flags = { a: false, b: true };
    expect(await provider.refresh()).toBe(true);
    expect(changes).toEqual([['a'], ['a', 'b']]);
  });

  it('asks without cookies and never from the cache', async () => {
    const seen: RequestInit[] = [];
    const provider = new TenantFlagProvider('/flags?client_key=k', (_, init) => {
      seen.push(init);
      return answer({ flags: {} });
    });
    await provider.initialize();
    expect(seen[0]).toMatchObject({ credentials: 'omit', cache: 'no-store' });
  });
});

describe('startFlags', () => {
  let visibility: 'visible' | 'hidden' = 'visible';
  const listeners = new Set<() => void>();
  let served: Record<string, boolean>;
  let fetches = 0;

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    served = { 'gift-cards': true };
    fetches = 0;
    vi.stubGlobal('document', {
      get visibilityState() {
        return visibility;
      },
      addEventListener: (_: string, f: () => void) => listeners.add(f),
      removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    });
    vi.stubGlobal('fetch', () => {
      fetches += 1;
      return answer({ flags: served });
    });
  });
  afterEach(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    listeners.clear();
    await OpenFeature.clearProviders();
  });

  it('publishes the flags, refreshes every 15 s while visible, and stops while hidden', async () => {
    const { startFlags } = await import('../../../src/integrations/flags/start.ts');
    const { $flags } = await import('../../../src/stores/app/flags.ts');
    const stop = await startFlags({ url: '/__sandbox/flags', clientKey: 'demo' });
    expect(fetches).toBe(1);
    expect($flags.get()['gift-cards']).toBe(true);

    served = { 'gift-cards': false };
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toBe(2);
    await vi.waitFor(() => expect($flags.get()['gift-cards']).toBe(false));

    visibility = 'hidden';
    listeners.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toBe(2);

    visibility = 'visible';
    listeners.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetches).toBe(3);
  });
});
