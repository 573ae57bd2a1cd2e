import { DEBOUNCE_MS } from './search.ts';

/** A debounced function: each call restarts the wait; `cancel` drops a pending call. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/**
 * Runs `fn` with the arguments of the last call once `ms` pass without another call
 * (docs/product.md §9: searches wait 300 ms after the last keystroke).
 */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}
