import { useRef, useState, type RefObject } from 'react';
import type { Result } from '../../lib/result.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import * as css from './saved.css.ts';
import * as m from '#messages';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  /** The confirm button's text while it works ("Removing…" unless said). */
  busyLabel?: string;
  /** The button that keeps things as they are ("Cancel" unless said). */
  keepLabel?: string;
  onConfirm: () => Promise<Result<unknown>>;
  onClose: () => void;
  /** Where focus goes once the thing is gone (its own button went with it). */
  focusAfter?: RefObject<HTMLElement | null>;
}

/**
 * "Are you sure?" before something is removed or cancelled: focus starts on keeping it, so Enter
 * alone never deletes; a failure stays in the dialog with the guest's words.
 */
export function ConfirmDialog(props: Props) {
  const { title, text, confirmLabel, onConfirm, onClose, focusAfter } = props;
  const { busyLabel = m.account_removing, keepLabel = m.account_cancel } = props;
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
            {busy ? busyLabel : confirmLabel}
          </button>
          <button ref={cancel} type="button" className={button.secondary} onClick={onClose}>
            {keepLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
