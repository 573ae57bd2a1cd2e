/**
 * `client:intent`: hydrates an island when the browser is idle, as `client:idle` does, or at once
 * when the guest reaches for it first (pointer, touch or keyboard focus). A click that lands before
 * the island can handle it is held and replayed on the same control once the island is live, so
 * it does what it would have done (open the Login modal, a menu, the cart) rather than follow the
 * control's no-script fallback. Modified clicks (new tab, new window) pass straight through.
 */
import type { ClientDirective } from 'astro';

const EAGER = ['pointerdown', 'touchstart', 'focusin'] as const;

const intent: ClientDirective = (load, _options, el) => {
  let started = false;
  let held: HTMLElement | null = null;

  const hold = (event: MouseEvent) => {
    const control =
      event.target instanceof Element ? event.target.closest<HTMLElement>('a[href], button') : null;
    if (
      !control ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    held = control;
    start();
  };

  const hydrate = async () => {
    try {
      await (
        await load()
      )();
    } finally {
      el.removeEventListener('click', hold, true);
      const control = held;
      if (control?.isConnected) control.click();
      else if (control instanceof HTMLAnchorElement) location.assign(control.href);
    }
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of EAGER) el.removeEventListener(type, start);
    void hydrate();
  };

  el.addEventListener('click', hold, true);
  for (const type of EAGER) el.addEventListener(type, start, { once: true, passive: true });
  // A busy page still hydrates within two seconds.
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 200);
};

export default intent;
