import { ForgotModal } from './ForgotModal.tsx';
import { InStoreLoyaltyModal } from './InStoreLoyaltyModal.tsx';
import { LoginModal } from './LoginModal.tsx';
import { SignUpModal } from './SignUpModal.tsx';
import { VerifyEmailModal } from './VerifyEmailModal.tsx';
import { VerifyPhoneModal } from './VerifyPhoneModal.tsx';
import type { ModalName } from '../../stores/app/modal.ts';
import { OrderDetailsModal } from '../order/OrderDetailsModal.tsx';
import { PendingDiscountsModal } from '../order/PendingDiscountsModal.tsx';

/** The body of each modal; loaded the first time any modal opens. */
export default function ModalView({ modal }: { modal: ModalName }) {
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
    case 'order-details':
      return <OrderDetailsModal key="order-details" />;
    case 'pending-discounts':
      return <PendingDiscountsModal key="pending-discounts" />;
  }
}
