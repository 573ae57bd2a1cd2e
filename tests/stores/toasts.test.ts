import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, showToast, TOAST_DURATION_MS } from '../../src/stores/toasts.ts';

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
