/** Which verification modal a customer is led to next (docs/product.md §2.5, §2.8, §2.9). */
export type VerificationStep = 'verify-phone' | 'verify-email';

export interface VerificationState {
  /** Store configuration require_phone_verification. */
  requirePhone: boolean;
  /** Store configuration require_email_verification. */
  requireEmail: boolean;
  phoneVerified: boolean;
  emailVerified: boolean;
}

/**
 * The next verification the chain requires, phone before e-mail, or null when none is due.
 * @example nextVerification({ requirePhone: true, requireEmail: true, phoneVerified: true, emailVerified: false }) // 'verify-email'
 */
export function nextVerification(s: VerificationState): VerificationStep | null {
  if (s.requirePhone && !s.phoneVerified) return 'verify-phone';
  if (s.requireEmail && !s.emailVerified) return 'verify-email';
  return null;
}
