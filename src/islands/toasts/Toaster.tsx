import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $toasts, dismissToast, flushPendingToasts } from '../../stores/app/toasts.ts';
import { Toasts } from '../../ui/Toasts.tsx';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';

/**
 * The page's toast stack, fed by showToast() from any island. A toast shown before this island
 * hydrated (another island was live first) appears just after: the first render is the server's
 * empty region.
 */
export default function Toaster() {
  const toasts = useStore($toasts);
  const hydrated = useHydrated();
  useEffect(flushPendingToasts, []);
  return <Toasts toasts={hydrated ? toasts : []} onDismiss={dismissToast} />;
}
