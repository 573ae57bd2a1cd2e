import * as m from '#messages';
import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ForgotForm } from './ForgotForm.tsx';
import { LinkButton } from './shared.tsx';

/** docs/product.md §2.7 "Forgot Your Password?". */
export function ForgotModal() {
  return (
    <Dialog title={m.modals_forgotTitle} onClose={closeModal}>
      <ForgotForm
        links={() => (
          <>
            <LinkButton onClick={() => openModal('login')}>{m.modals_backToLogin}</LinkButton>
            <LinkButton onClick={() => openModal('signup')}>{m.modals_createAnAccount}</LinkButton>
          </>
        )}
      />
    </Dialog>
  );
}
