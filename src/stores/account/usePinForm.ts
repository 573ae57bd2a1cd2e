import { useRef, useState } from 'react';
import { validatePin } from '../../lib/account/validate.ts';
import type { Result } from '../../lib/result.ts';

/**
 * The PIN half of both verification modals (docs/product.md §2.8, §2.9, §8): "Invalid pin code"
 * before any call, with focus back on the PIN; otherwise the action's own text when it fails.
 * @param verify the store action that checks the PIN (it closes the modal on success).
 */
export function usePinForm(verify: (pin: string) => Promise<Result>) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);

  async function submit(): Promise<void> {
    if (busy) return;
    const invalid = validatePin(pin);
    setError(invalid);
    if (invalid) {
      pinRef.current?.focus();
      return;
    }
    setBusy(true);
    const verified = await verify(pin);
    setBusy(false);
    if (!verified.ok) setError(verified.message);
  }

  /** The form's submit handler. */
  function onSubmit(e: React.SyntheticEvent): void {
    e.preventDefault();
    void submit();
  }

  return { pin, setPin, error, setError, busy, setBusy, pinRef, onSubmit };
}
