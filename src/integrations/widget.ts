/**
 * The accessibility widget: the vendor's script, after the page is interactive. If the script moves
 * focus before the guest has pressed a key or pointed anywhere, focus goes back where it was: a
 * keyboard or screen-reader guest must not lose their place to a widget they did not open.
 */
import type { PageIntegrations } from './config.ts';
import { loadScript, withId } from './load-script.ts';

export function startWidget(widget: NonNullable<PageIntegrations['widget']>): void {
  const before = document.activeElement;
  let acted = false;
  const mark = () => {
    acted = true;
  };
  addEventListener('pointerdown', mark, { capture: true, once: true });
  addEventListener('keydown', mark, { capture: true, once: true });
  loadScript(withId(widget.script, widget.id)).then(
    () => {
      const now = document.activeElement;
      if (acted || now === before) return;
      if (before instanceof HTMLElement && before !== document.body)
        before.focus({ preventScroll: true });
      else if (now instanceof HTMLElement) now.blur();
    },
    () => {
      // The widget is an extra: the page works the same without it.
    },
  );
}
