import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import * as m from '#messages';

const loadMenu = () => import('./ProfileMenu.tsx');
// Should its code not arrive (a dropped connection), Profile still leads to the account area.
const ProfileMenu = lazy(() =>
  loadMenu().catch(() => ({
    default: ({ buttonClassName }: { buttonClassName: string }) => (
      <a className={buttonClassName} href="/account">
        {m.header_profile}
      </a>
    ),
  })),
);

/** Warms the menu's code when the guest is about to use it; a failure is retried on press. */
const prefetch = () => void loadMenu().catch(() => undefined);

interface Props {
  buttonClassName: string;
}

/**
 * The Profile menu button (docs/product.md §2.3, 900px or less) before its code has loaded: the
 * same button, named and marked as a menu button, fetching the menu on hover or focus
 * (docs/architecture.md §8: no page's first load carries it). Pressed before the code is here, the
 * menu opens as soon as it is, on the item the key asked for, as the WAI-ARIA menu button pattern
 * wants.
 */
export function ProfileMenuSlot({ buttonClassName }: Props) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const placeholder = (
    <button
      type="button"
      className={buttonClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => setOpenAt(0)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
        e.preventDefault();
        setOpenAt(e.key === 'ArrowUp' ? -1 : 0);
      }}
    >
      {m.header_profile}
    </button>
  );
  if (openAt === null) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ProfileMenu buttonClassName={buttonClassName} openAtStart={openAt} />
    </Suspense>
  );
}
