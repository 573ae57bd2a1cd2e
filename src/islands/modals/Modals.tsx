import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { $loggedIn, resumeSession } from '../../stores/account/session.ts';
import { applyStartupParams } from '../../stores/app/startup.ts';
import type { ScreenKey } from '../../lib/routes.ts';
import { loginScreenFace } from '../../lib/account/menu.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { $modal, openModal, type ModalName } from '../../stores/app/modal.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';

// Modal bodies stay out of the page load; they are fetched when a modal is about to open.
const loadView = () => import('./ModalView.tsx');
const ModalView = lazy(loadView);

/** The page's one modal slot (docs/product.md §2.4): whichever modal the ui store names. */
export default function Modals() {
  // A modal opened before this island hydrated (Login pressed as the page loads, the header being
  // live first) shows once it has: its first render must be the server's empty slot.
  const modal = useStore($modal);
  const hydrated = useHydrated();
  // Once per page: the start-up parameters (docs/product.md §2.2) and the stored session checked.
  useEffect(() => {
    applyStartupParams();
    const key = document.body.dataset.screen as ScreenKey;
    // docs/product.md §2.1: some screens (Order quote) load neither the customer nor the current
    // order. The shell marks them from the route table, which stays out of every page's first load.
    if (!('skipsStartupLoad' in document.body.dataset)) {
      void resumeSession();
      void import('../../stores/app/page-start.ts').then((m) => m.startOrderSession(key));
    }
    // The Login screen is the login modal's page (its header has no Login link, docs/product.md
    // §2.3), unless the chain has switched sign-in off: then the screen says so
    // (./LoginScreen.tsx).
    let decided = false;
    const stopLoginWait =
      document.body.dataset.screen === 'login' && !$loggedIn.get() && !$modal.get()
        ? $storeConfig.subscribe((config) => {
            const face = loginScreenFace(config);
            if (decided || face === 'pending') return;
            decided = true;
            if (face === 'login' && !$loggedIn.get() && !$modal.get()) openModal('login');
          })
        : undefined;
    // Static buttons of the shell open modals too: <button data-open-modal="login">.
    const onClick = (e: MouseEvent) => {
      const el = (e.target as Element | null)?.closest<HTMLElement>('[data-open-modal]');
      if (el?.dataset.openModal) openModal(el.dataset.openModal as ModalName);
    };
    document.addEventListener('click', onClick);
    // A pointer resting on, or focus reaching, something that opens a modal starts the fetch early.
    const warm = (e: Event) => {
      if (
        (e.target as Element | null)?.closest?.(
          '[data-open-modal], [data-warms-modal], a[href="/login"]',
        )
      )
        void loadView();
    };
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
      stopLoginWait?.();
    };
  }, []);
  if (!modal || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ModalView modal={modal} />
    </Suspense>
  );
}
