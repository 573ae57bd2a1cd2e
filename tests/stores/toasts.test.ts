import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  showToast,
  TOAST_DURATION_MS,
} from '../../src/stores/app/toasts.ts';

describe('toasts (docs/product.md §2.12, §9 Timing)', () => {
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
  /** A page's own copy of the toast store, as each page load gets. */
  const loadPage = async () => {
    vi.resetModules();
    return import('../../src/stores/app/toasts.ts');
  };
  const page = { pathname: '/', search: '', replaced: '' };
  beforeEach(() => {
    store.clear();
    Object.assign(page, { pathname: '/', search: '', replaced: '' });
    vi.stubGlobal('location', {
      get pathname() {
        return page.pathname;
      },
      get search() {
        return page.search;
      },
    });
    vi.stubGlobal('history', {
      state: null,
      replaceState: (_s: unknown, _t: string, to: string) => void (page.replaced = to),
    });
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows a queued toast on the next page, once', async () => {
    const leaving = await loadPage();
    leaving.showToastAfterNavigation('Your session has expired. Please log in again.', 'error');
    expect(leaving.$toasts.get()).toEqual([]);
    const next = await loadPage();
    next.flushPendingToasts();
    expect(next.$toasts.get().map((t) => [t.message, t.kind])).toEqual([
      ['Your session has expired. Please log in again.', 'error'],
    ]);
    next.flushPendingToasts();
    expect(next.$toasts.get()).toHaveLength(1);
  });

  it('leaves the queue to the next page when the page being left starts its toast stack late', async () => {
    const leaving = await loadPage();
    leaving.showToastAfterNavigation('Your session has expired. Please log in again.', 'error');
    // The toast stack hydrates when idle: here it starts after the navigation began.
    leaving.flushPendingToasts();
    expect(leaving.$toasts.get()).toEqual([]);
    const next = await loadPage();
    next.flushPendingToasts();
    expect(next.$toasts.get().map((t) => t.message)).toEqual([
      'Your session has expired. Please log in again.',
    ]);
  });

  it('ignores a corrupted queue', async () => {
    const page = await loadPage();
    store.set('pendingToasts', '{not json');
    page.flushPendingToasts();
    store.set(
      'pendingToasts',
      JSON.stringify([{ message: 42 }, null, { message: 'ok', kind: 'weird' }]),
    );
    page.flushPendingToasts();
    expect(page.$toasts.get().map((t) => [t.message, t.kind])).toEqual([['ok', 'info']]);
  });

  // docs/product.md §4.1: the expiry toast travels in the URL of the navigation itself (the queue
  // written just before the page unloaded was sometimes not there on the next page).
  it('shows the expiry toast the URL carries, once, and cleans the address bar', async () => {
    Object.assign(page, { pathname: '/', search: '?notice=expired' });
    const next = await loadPage();
    next.flushPendingToasts();
    expect(next.$toasts.get().map((t) => [t.message, t.kind])).toEqual([
      ['Your session has expired. Please log in again.', 'error'],
    ]);
    expect(page.replaced).toBe('/');
    // The address bar no longer carries it: a second start-up shows nothing more.
    Object.assign(page, { search: '' });
    next.flushPendingToasts();
    expect(next.$toasts.get()).toHaveLength(1);
  });
});
