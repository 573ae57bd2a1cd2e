import { closeModal, openModal } from '../../stores/app/modal.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { ForgotForm } from './ForgotForm.tsx';
import { LinkButton } from './shared.tsx';

/** docs/product.md §2.7 "Forgot Your Password?". */
export function ForgotModal() {
  return (
    <Dialog title="Forgot Your Password?" onClose={closeModal}>
      <ForgotForm
        links={() => (
          <>
            <LinkButton onClick={() => openModal('login')}>BACK TO LOGIN</LinkButton>
            <LinkButton onClick={() => openModal('signup')}>CREATE AN ACCOUNT</LinkButton>
          </>
        )}
      />
    </Dialog>
  );
}
