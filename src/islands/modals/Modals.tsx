import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $loggedIn, resumeSession } from '../../stores/session.ts';
import { applyStartupParams } from '../../stores/startup.ts';
import { $modal, openModal, type ModalName } from '../../stores/ui.ts';
import { ForgotModal } from './ForgotModal.tsx';
import { InStoreLoyaltyModal } from './InStoreLoyaltyModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { SignUpModal } from './SignUpModal.tsx';
import { VerifyEmailModal } from './VerifyEmailModal.tsx';
import { VerifyPhoneModal } from './VerifyPhoneModal.tsx';

/** The page's one modal slot (SPEC §2.4): whichever modal the ui store names. */
export default function Modals() {
  const modal = useStore($modal);
  // Once per page: the start-up parameters (SPEC §2.2) and the stored session checked.
  useEffect(() => {
    applyStartupParams();
    void resumeSession();
    // The Login screen is the login modal's page (its header has no Login link, SPEC §2.3).
    if (document.body.dataset.screen === 'login' && !$loggedIn.get() && !$modal.get()) openModal('login');
    // Static buttons of the shell open modals too: <button data-open-modal="login">.
    const onClick = (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest<HTMLElement>('[data-open-modal]');
      if (el?.dataset.openModal) openModal(el.dataset.openModal as ModalName);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  switch (modal) {
    case 'login':
      return <LoginModal key="login" />;
    case 'signup':
      return <SignUpModal key="signup" />;
    case 'forgot':
      return <ForgotModal key="forgot" />;
    case 'verify-phone':
      return <VerifyPhoneModal key="verify-phone" />;
    case 'verify-email':
      return <VerifyEmailModal key="verify-email" />;
    case 'in-store-loyalty':
      return <InStoreLoyaltyModal key="in-store-loyalty" />;
    default:
      return null;
  }
}
