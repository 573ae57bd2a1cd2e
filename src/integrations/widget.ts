/**
 * The accessibility widget: the vendor's script, after the page is interactive. If the script moves
 * focus into what it added before the guest has pressed a key or pointed anywhere, focus goes back
 * where it was: a keyboard or screen-reader guest must not lose their place to a widget they did
 * not open. Focus the guest or the page moved meanwhile (a screen reader's cursor, a dialog opening)
 * is theirs and stays.
 */
import type { PageIntegrations } from './config.ts';
import { loadScript, withId } from './load-script.ts';

export function startWidget(widget: NonNullable<PageIntegrations['widget']>): void {
  let acted = false;
  const mark = () => {
    acted = true;
  };
  addEventListener('pointerdown', mark, { capture: true, once: true });
  addEventListener('keydown', mark, { capture: true, once: true });

  // What the script adds to the page, as direct children of <body>; the page's own dialogs are not it.
  const added: Element[] = [];
  const watch = new MutationObserver(() => undefined);
  const collect = () => {
    for (const record of watch.takeRecords())
      for (const node of record.addedNodes)
        if (node instanceof Element && !node.hasAttribute('data-dialog-host')) added.push(node);
  };
  const inWidget = (el: Element | null) => {
    collect();
    return !!el && added.some((node) => node.contains(el));
  };
  watch.observe(document.body, { childList: true });
  let place = document.activeElement;
  const note = (event: FocusEvent) => {
    if (event.target instanceof Element && !inWidget(event.target)) place = event.target;
  };
  addEventListener('focusin', note, true);

  const settle = () => {
    const now = document.activeElement;
    const moved = inWidget(now);
    watch.disconnect();
    removeEventListener('focusin', note, true);
    if (acted || !moved) return;
    if (place instanceof HTMLElement && place !== document.body && place.isConnected)
      place.focus({ preventScroll: true });
    else if (now instanceof HTMLElement) now.blur();
  };
  loadScript(withId(widget.script, widget.id)).then(settle, () => {
    // The widget is an extra: the page works the same without it.
    watch.disconnect();
    removeEventListener('focusin', note, true);
  });
}
