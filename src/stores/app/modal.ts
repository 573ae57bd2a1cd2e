import { atom } from 'nanostores';

export type ModalName =
  | 'login'
  | 'signup'
  | 'forgot'
  | 'verify-phone'
  | 'verify-email'
  | 'in-store-loyalty'
  | 'order-details'
  | 'pending-discounts';

/** The open modal (one at a time, docs/product.md §2.4), or null. */
export const $modal = atom<ModalName | null>(null);

// What opened the first modal of a chain of moves (Login → Sign up → …): focus returns there.
let trigger: HTMLElement | null = null;

/** Opens a modal; the one open before it is replaced (the moves of docs/product.md §2.4). */
export function openModal(name: ModalName): void {
  if ($modal.get() === null && typeof document !== 'undefined')
    trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  $modal.set(name);
}

export function closeModal(): void {
  $modal.set(null);
  const back = trigger;
  trigger = null;
  if (back) requestAnimationFrame(() => back.isConnected && back.focus());
}
