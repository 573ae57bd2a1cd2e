import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, flushPendingToasts } from '../../stores/app/toasts.ts';
import { Toasts } from '../../ui/Toasts.tsx';

/** The page's toast stack, fed by showToast() from any island. */
export default function Toaster() {
  const toasts = useStore($toasts);
  useEffect(flushPendingToasts, []);
  return <Toasts toasts={toasts} onDismiss={dismissToast} />;
}
