import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';
import type { ProfileMenuAction } from '../../lib/account/profile-entries.ts';
import { $loggedIn, logOut } from '../../stores/account/session.ts';
import { $profileMenu } from '../../stores/account/profile-menu.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { openModal } from '../../stores/app/modal.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import * as css from './accountNav.css.ts';
import * as m from '#messages';

interface Props {
  screen: ScreenKey;
}

function run(action: ProfileMenuAction): void {
  if (action === 'logout') void logOut();
  else openModal(action);
}

/**
 * The account navigation (docs/product.md §2.3, §6): exactly the profile dropdown's entries,
 * decided by the same rules; screens are links, Verify Phone / Verify Email / LOG OUT are buttons.
 */
export default function AccountNav({ screen }: Props) {
  const entries = useStore($profileMenu);
  const loggedIn = useStore($loggedIn);
  // Until the chain's configuration is known, the verification rules cannot be judged: showing
  // entries then would flash screens an unverified customer may not open.
  const ready = useStore($storeConfig) !== undefined;
  // The stored session is the browser's: the server, and so hydration, render the frame alone (the
  // My Account link, which every customer has), at its full height on phones, so nothing below it
  // moves when the entries arrive.
  const hydrated = useHydrated();
  const showEntries = hydrated && loggedIn && ready;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the tabs scroll sideways: bring the current one into view, without moving the page.
  useEffect(() => {
    const el = navRef.current;
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !current || el.scrollWidth <= el.clientWidth) return;
    const [box, tab] = [el.getBoundingClientRect(), current.getBoundingClientRect()];
    el.scrollLeft += tab.left - box.left - (box.width - tab.width) / 2;
  }, [showEntries]);
  return (
    <nav ref={navRef} aria-label={m.account_navLabel} className={css.nav}>
      <a
        className={`${css.entry} ${css.home}`}
        href="/account"
        aria-current={screen === 'account' ? 'page' : undefined}
      >
        {m.account_myAccount}
      </a>
      {showEntries && (
        <ul className={css.list}>
          {entries.map((e) => (
            <li key={e.key} className={css.item}>
              {e.action === undefined ? (
                <a
                  className={css.entry}
                  href={e.href}
                  aria-current={screen === `account-${e.key}` ? 'page' : undefined}
                >
                  {e.label}
                </a>
              ) : (
                <button
                  type="button"
                  className={`${css.entry} ${css.action}`}
                  onClick={() => run(e.action)}
                >
                  {e.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
