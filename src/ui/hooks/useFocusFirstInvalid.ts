import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { reveal } from '../reveal.ts';

/** What a refused field carries (TextField, Select, Combobox, PinInput and the choice groups set it). */
const INVALID = '[aria-invalid="true"]';

interface How {
  /** The message to focus when no field is marked invalid (a refusal of the whole form). */
  fallbackId?: string;
  /** Centres the field (reveal) instead of the browser's nearest-edge scroll: for long pages. */
  centre?: boolean;
}

/**
 * The one way a form moves focus to its first invalid field after a refused submit, so a keyboard
 * or screen-reader user lands on what went wrong. The returned function asks for it, with the
 * element to search (the form, or `document` when the fields live in other islands); without one
 * it searches `scope`. Focus moves once React has rendered the messages and a frame has passed:
 * errors set just before the call, or in a store other islands read, are then on screen.
 * @example const focusFirstInvalid = useFocusFirstInvalid(formRef);
 *          if (hasErrors(found)) return focusFirstInvalid();
 */
export function useFocusFirstInvalid(
  scope?: RefObject<ParentNode | null>,
  { fallbackId, centre = false }: How = {},
): (within?: ParentNode | null) => void {
  const [asked, setAsked] = useState(0);
  const within = useRef<ParentNode | null | undefined>(undefined);
  useEffect(() => {
    if (!asked) return;
    const frame = requestAnimationFrame(() => {
      const root = within.current ?? scope?.current ?? document;
      const target =
        root.querySelector<HTMLElement>(INVALID) ??
        (fallbackId ? document.getElementById(fallbackId) : null);
      if (centre) reveal(target);
      else target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [asked, scope, fallbackId, centre]);
  return useCallback((element?: ParentNode | null) => {
    within.current = element;
    setAsked((n) => n + 1);
  }, []);
}
