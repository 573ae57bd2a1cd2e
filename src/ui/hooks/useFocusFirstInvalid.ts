import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * For errors that arrive after an await: the returned function asks for focus to move to the
 * form's first invalid field once React has rendered the messages. A frame later is not enough:
 * React may render after it, and the field is then not yet marked invalid.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked, form]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
