import { lazy, Suspense, useState } from 'react';
import { button } from '../../theme/recipes.css.ts';
import * as css from './profile.css.ts';
import * as m from '#messages';

// The dialog and the deletion load when the guest asks for them, not with the profile.
const ProfileDeleteDialog = lazy(() =>
  import('./ProfileDeleteDialog.tsx').then((mod) => ({ default: mod.ProfileDeleteDialog })),
);

/** Deleting the account, behind a confirmation dialog that says what is lost. */
export function ProfileDelete({ disabled = false }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={css.section} aria-labelledby="profile-delete">
      <h2 id="profile-delete" className={css.heading}>
        {m.profile_deleteHeading}
      </h2>
      <p className={css.text}>{m.profile_deleteText}</p>
      <div className={css.actions}>
        <button
          type="button"
          className={button.secondary}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {m.profile_deleteButton}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ProfileDeleteDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
