import { useRef, useState } from 'react';
import { MESSAGES, userMessage } from '../../api/errors.ts';
import { validatePin } from '../../lib/account/validate.ts';

/**
 * The PIN half of both verification modals (SPEC §2.8, §2.9, §8): "Invalid pin code" before any
 * call, "Verification failed. Please try again." when the API says not ok, the server's text when
 * the call fails.
 * @param check sends the PIN and tells whether the API accepted it.
 */
export function usePinForm(check: (pin: string) => Promise<boolean>, onVerified: () => void) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);

  async function submit(e?: React.SyntheticEvent) {
    e?.preventDefault();
    if (busy) return;
    const invalid = validatePin(pin);
    setError(invalid);
    if (invalid) {
      pinRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await check(pin)) onVerified();
      else setError(MESSAGES.verificationFailed);
    } catch (err) {
      setError(userMessage('pinVerify', err));
    } finally {
      setBusy(false);
    }
  }

  return { pin, setPin, error, setError, busy, setBusy, pinRef, submit };
}
