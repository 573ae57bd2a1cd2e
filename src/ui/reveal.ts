/**
 * Brings a message or a refused field into view and gives it focus, so a guest on a phone, a
 * keyboard or a screen reader lands on what went wrong, not on a button far below it. Centred, so
 * a sticky header never covers it.
 */
export function reveal(el: HTMLElement | null | undefined): void {
  if (!el) return;
  // A message is not focusable by nature: made so, out of the tab order.
  if (el.tabIndex < 0) el.tabIndex = -1;
  el.scrollIntoView({ block: 'center' });
  el.focus({ preventScroll: true });
}
