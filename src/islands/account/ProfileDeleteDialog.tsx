import { useId, useRef, useState } from 'react';
import { deleteAccount } from '../../stores/account/delete-account.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormMessage } from '../modals/shared.tsx';
import * as css from './profile.css.ts';
import * as m from '#messages';

/** "Delete your account?": what is lost, Cancel first (the safe choice), then the deletion. */
export function ProfileDeleteDialog({ onClose }: { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = useRef<HTMLButtonElement>(null);
  const textId = useId();

  function close() {
    if (!busy) onClose();
  }

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    const deleted = await deleteAccount();
    setBusy(false);
    // On success the page is already on its way Home.
    if (!deleted.ok) setError(deleted.message);
  }

  return (
    <Dialog
      title={m.profile_deleteDialogTitle}
      onClose={close}
      initialFocus={cancel}
      describedBy={textId}
    >
      <p id={textId} className={css.text}>
        {m.profile_deleteDialogText}
      </p>
      <FormMessage error={error} />
      <div className={css.actions}>
        <button
          type="button"
          className={button.primary}
          aria-disabled={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? m.profile_deleting : m.profile_deleteConfirm}
        </button>
        <button ref={cancel} type="button" className={button.secondary} onClick={close}>
          {m.profile_cancel}
        </button>
      </div>
    </Dialog>
  );
}
