import * as m from '#messages';
import { atom } from 'nanostores';

import { carriesExpiry, type Toast } from '../../lib/toast.ts';

/** Default time a toast stays on screen (docs/product.md §9 "Timing"). */
export const TOAST_DURATION_MS = 3000;

export type { Toast };

/** Toasts on screen, oldest first; they stack at the top of the screen (docs/product.md §2.12). */
export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes one toast now. */
export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/**
 * Shows a toast that dismisses itself after `durationMs` (3000 ms by default).
 * @example showToast('Welcome back')
 */
export function showToast(
  message: string,
  options: { kind?: Toast['kind']; durationMs?: number } = {},
): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, kind: options.kind ?? 'info' }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), options.durationMs ?? TOAST_DURATION_MS),
  );
  return id;
}

const PENDING_KEY = 'pendingToasts';

/**
 * Set once this page has queued toasts for the next one: it is on its way out, so a toast stack
 * that starts up here late (islands hydrate when idle) must leave the queue to the next page.
 */
let leavingPage = false;

/**
 * Shows a toast on the next page: for messages given just before a navigation (session expiry
 * sends the guest Home), which would otherwise vanish with this page.
 */
export function showToastAfterNavigation(message: string, kind: Toast['kind'] = 'info'): void {
  leavingPage = true;
  try {
    const pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]') as unknown;
    const list: unknown[] = Array.isArray(pending) ? (pending as unknown[]).slice(-4) : [];
    sessionStorage.setItem(PENDING_KEY, JSON.stringify([...list, { message, kind }]));
  } catch {
    showToast(message, { kind });
  }
}

/** Shows the toasts queued by the previous page (ignoring anything malformed). */
export function flushPendingToasts(): void {
  if (leavingPage) return;
  // docs/product.md §4.1's expiry arrives in the URL (lib/toast.ts EXPIRED_HOME), not in the queue.
  if (carriesExpiry(location)) {
    history.replaceState(null, '', '/');
    showToast(m.errors_sessionExpired, { kind: 'error' });
  }
  let pending: unknown;
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '[]');
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!Array.isArray(pending)) return;
  for (const t of pending) {
    const { message, kind } = (t ?? {}) as { message?: unknown; kind?: unknown };
    if (typeof message === 'string' && message.length <= 300)
      showToast(message, { kind: kind === 'error' || kind === 'success' ? kind : 'info' });
  }
}
