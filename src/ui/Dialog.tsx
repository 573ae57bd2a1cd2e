import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import * as m from '#messages';
import * as css from './dialog.css.ts';

interface Props {
  /** The accessible name, shown as the dialog's heading. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** What gets focus on open; else the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Optional description element id for aria-describedby. */
  describedBy?: string | undefined;
  /**
   * The dialog has its own labelled close button: the corner icon then stays for pointer users
   * only, so assistive technology meets one close control, not two.
   */
  iconForPointerOnly?: boolean;
  /**
   * Where focus goes when the dialog closes, read at that moment; when it holds nothing, focus
   * returns to what opened the dialog. For a dialog whose action removed its own trigger.
   */
  returnFocus?: RefObject<HTMLElement | null>;
  /**
   * On phones, a full-height sheet: its main action sits in a `sheetFooter` that stays in view
   * while the rest scrolls (docs/architecture.md §8).
   */
  sheet?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openCount = 0;

/** Locks page scroll while any dialog is open; nested dialogs share one lock. */
function lockScroll(): () => void {
  if (openCount++ === 0) {
    const width = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (width > 0) document.body.style.paddingRight = `${width}px`;
  }
  return () => {
    if (--openCount === 0) {
      document.body.style.overflow = '';
      document.body.style.paddingRight = '';
    }
  };
}

// How many open dialogs hold each element inert: dialogs replace one another (Login → Sign up),
// and the element must stay inert until the last one lets go.
const inertHolds = new Map<HTMLElement, number>();

/**
 * Makes everything outside the dialog inert, so neither focus nor a screen reader can leave it.
 * Live regions (the toast stack) stay reachable, so messages shown over a dialog are announced.
 */
function isolate(portal: HTMLElement): () => void {
  const others = [...document.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      el !== portal &&
      !('dialogHost' in el.dataset) &&
      !el.querySelector('[aria-live]'),
  );
  for (const el of others) {
    inertHolds.set(el, (inertHolds.get(el) ?? 0) + 1);
    el.inert = true;
  }
  return () => {
    for (const el of others) {
      const left = (inertHolds.get(el) ?? 1) - 1;
      if (left > 0) inertHolds.set(el, left);
      else {
        inertHolds.delete(el);
        el.inert = false;
      }
    }
  };
}

/**
 * The one modal dialog of the storefront (WAI-ARIA dialog pattern, docs/architecture.md §3): named
 * by its title, focus moved in and trapped, the rest of the page inert, scroll locked, Escape and
 * the close button close it, and focus returns to what opened it.
 */
export function Dialog({
  title,
  onClose,
  children,
  initialFocus,
  describedBy,
  iconForPointerOnly,
  returnFocus,
  sheet,
}: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The portal's own element, made once; none while rendering on the server.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const el = document.createElement('div');
    el.dataset.dialogHost = '';
    return el;
  });

  useEffect(() => {
    if (!host) return;
    const portal = host;
    document.body.append(portal);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();
    const restore = isolate(portal);
    const target =
      initialFocus?.current ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      panel.current;
    target?.focus();
    return () => {
      restore();
      unlock();
      portal.remove();
      // Focus goes where the dialog's action asked, else back to the trigger when it still exists
      // (it may live in a closed dropdown). Here, not later: only now is the page no longer inert.
      // Read now on purpose: the action sets it just before closing.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const next = returnFocus?.current;
      if (next?.isConnected) next.focus();
      else if (opener?.isConnected) opener.focus();
    };
    // Once per dialog: `initialFocus` and `returnFocus` are ref objects, the same on every render.
  }, [host, initialFocus, returnFocus]);

  function onKeyDown(e: React.KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (
      e.shiftKey &&
      (document.activeElement === first || document.activeElement === panel.current)
    ) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  if (!host) return null;
  return createPortal(
    // A press on the backdrop is a pointer shortcut, not a control: Escape and the close button
    // are the keyboard's ways out.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={sheet ? `${css.backdrop} ${css.sheetBackdrop}` : css.backdrop}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      {/* The dialog pattern handles Escape and the Tab trap on the dialog itself (WAI-ARIA APG). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className={sheet ? `${css.panel} ${css.sheet}` : css.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        data-state="open"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        {children}
        {/* Last in the tab order, so focus starts on the dialog's first field; drawn top right. */}
        {iconForPointerOnly ? (
          <button
            type="button"
            className={css.close}
            aria-hidden="true"
            tabIndex={-1}
            onClick={onClose}
          >
            ×
          </button>
        ) : (
          <button type="button" className={css.close} aria-label={m.common_close} onClick={onClose}>
            ×
          </button>
        )}
      </div>
    </div>,
    host,
  );
}
