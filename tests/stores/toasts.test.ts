import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  showToast,
  TOAST_DURATION_MS,
} from '../../src/stores/app/toasts.ts';

describe('toasts (SPEC §2.12, §9 Timing)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const t of $toasts.get()) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('dismiss themselves after 3000 ms by default', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    showToast('Welcome back');
    vi.advanceTimersByTime(2999);
    expect($toasts.get().map((t) => t.message)).toEqual(['Welcome back']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('stack in order and leave one by one', () => {
    showToast('first');
    vi.advanceTimersByTime(1000);
    showToast('second', { kind: 'error' });
    expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([
      ['first', 'info'],
      ['second', 'error'],
    ]);
    vi.advanceTimersByTime(2000);
    expect($toasts.get().map((t) => t.message)).toEqual(['second']);
  });

  it('can be dismissed early, and the timer then does nothing', () => {
    const id = showToast('bye', { durationMs: 5000 });
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toEqual([]);
  });
});

describe('toasts across a navigation', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    for (const t of $toasts.get()) dismissToast(t.id);
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a queued toast on the next page, once', async () => {
    const { showToastAfterNavigation, flushPendingToasts } =
      await import('../../src/stores/app/toasts.ts');
    showToastAfterNavigation('Your session has expired. Please log in again.', 'error');
    expect($toasts.get()).toEqual([]);
    flushPendingToasts();
    expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([
      ['Your session has expired. Please log in again.', 'error'],
    ]);
    flushPendingToasts();
    expect($toasts.get()).toHaveLength(1);
  });

  it('ignores a corrupted queue', async () => {
    const { flushPendingToasts } = await import('../../src/stores/app/toasts.ts');
    store.set('pendingToasts', '{not json');
    flushPendingToasts();
    store.set(
      'pendingToasts',
      JSON.stringify([{ message: 42 }, null, { message: 'ok', kind: 'weird' }]),
    );
    flushPendingToasts();
    expect($toasts.get().map((t) => [t.message, t.kind])).toEqual([['ok', 'info']]);
  });
});
