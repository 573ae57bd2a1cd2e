/**
 * What a reorder put in the new order's cart, said once the order details modal
 * knows whether the guest is being taken to the Menu. Apart from the reorder's other code, which
 * loads only when a reorder is under way: the modal's store loads this on every page.
 */
import { atom } from 'nanostores';
import { showToast, showToastAfterNavigation } from '../app/toasts.ts';

/** What filling the new order's cart came to, until the modal has said so. */
export const $reorderNotice = atom<{ message: string; kind: 'info' | 'success' } | null>(null);

/** Says what the reorder put in the cart, on the Menu the guest is taken to (or here). */
export function announceReorder(navigating: boolean): void {
  const notice = $reorderNotice.get();
  if (!notice) return;
  $reorderNotice.set(null);
  if (navigating) showToastAfterNavigation(notice.message, notice.kind);
  else showToast(notice.message, { kind: notice.kind, durationMs: 8000 });
}
