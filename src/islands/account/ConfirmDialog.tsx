import { useRef, useState, type RefObject } from 'react';
import type { Result } from '../../lib/result.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import * as css from './saved.css.ts';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => Promise<Result>;
  onClose: () => void;
  /** Where focus goes once the thing is gone (its own button went with it). */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * "Are you sure?" before something is removed: focus starts on Cancel, so Enter alone never
 * deletes; a failure stays in the dialog with the guest's words.
 */
export function ConfirmDialog(props: Props) {
  const { title, text, confirmLabel, onConfirm, onClose, focusAfter } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  const after = useRef<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      initialFocus={cancel}
      describedBy="confirm-text"
      returnFocus={after}
    >
      <div className={css.dialogBody}>
        <p id="confirm-text" className={css.muted}>
          {text}
        </p>
        {error && (
          <p role="alert" className={form.formError}>
            {error}
          </p>
        )}
        <div className={css.actions}>
          <button
            type="button"
            className={button.primary}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              setError(undefined);
              void onConfirm().then((r) => {
                setBusy(false);
                if (!r.ok) return setError(r.message);
                after.current = focusAfter?.current ?? null;
                onClose();
              });
            }}
          >
            {busy ? 'Removing…' : confirmLabel}
          </button>
          <button ref={cancel} type="button" className={button.secondary} onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}
