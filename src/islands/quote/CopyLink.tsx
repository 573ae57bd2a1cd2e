import { useRef, useState } from 'react';
import { button } from '../../theme/recipes.css.ts';
import * as css from './quote.css.ts';

const STATUS = {
  idle: '',
  copied: 'Link copied. Paste it into an e-mail or message to share this quote.',
  failed: 'We couldn’t copy the link. It is selected above: copy it with your keyboard or menu.',
} as const;

/** The quote's address, always on screen as selectable text, and a button that copies it. */
export function CopyLink({ url }: { url: string }) {
  const [state, setState] = useState<keyof typeof STATUS>('idle');
  const field = useRef<HTMLInputElement>(null);
  const selectLink = () => {
    field.current?.focus();
    field.current?.select();
  };
  const copy = () => {
    // Clipboard access needs a secure context and the page's permission; the field is the fallback.
    const write = navigator.clipboard?.writeText(url) as Promise<void> | undefined;
    if (!write) {
      setState('failed');
      return selectLink();
    }
    write.then(
      () => setState('copied'),
      () => {
        setState('failed');
        selectLink();
      },
    );
  };
  return (
    <div className={css.actions}>
      <label htmlFor="quote-link" className={css.label}>
        Link to this quote
      </label>
      <input
        ref={field}
        id="quote-link"
        className={css.linkField}
        type="text"
        readOnly
        value={url}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className={css.buttons}>
        <button type="button" className={button.primary} onClick={copy}>
          Copy link
        </button>
        <button type="button" className={button.secondary} onClick={() => print()}>
          Print quote
        </button>
      </div>
      <p role="status" className={css.text}>
        {STATUS[state]}
      </p>
    </div>
  );
}
