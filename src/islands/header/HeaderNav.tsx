import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ScreenKey } from '../../lib/routes.ts';
import {
  adminLabel,
  orderNowHref,
  profileLinkHref,
  showCartIcon,
  showLoginLink,
  showOrderNow,
} from '../../lib/account/menu.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { $customer, $loggedIn, logOut } from '../../stores/account/session.ts';
import { $hasOrder, $selectedStoreId } from '../../stores/order/order.ts';
import { openModal } from '../../stores/app/modal.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { openAdminDashboard } from '../../stores/account/admin-dashboard.ts';
import { CartIcon } from './CartIcon.tsx';
import { ProfileMenuSlot } from './ProfileMenuSlot.tsx';
import * as css from './nav.css.ts';
import * as m from '#messages';

interface Props {
  screen: ScreenKey;
  /** The shell's display_content_hub, so the server-rendered header matches the tenant. */
  contentHub: boolean;
}

/**
 * The header's navigation (docs/product.md §2.3): Jump To Admin, Content Hub, Login, Profile with
 * its dropdown at 900px or less, LOG OUT, Order Now and the cart icon, each under its own rule.
 */
export default function HeaderNav({ screen, contentHub }: Props) {
  // The stored session and order are the browser's alone: the first render matches the server's
  // HTML (React keeps a mismatched href as the server wrote it), and the next one reads them.
  const hydrated = useHydrated();
  const branding = useStore($branding);
  const chainConfig = useStore($storeConfig);
  const loggedIn = useStore($loggedIn) && hydrated;
  const customer = useStore($customer);
  const hasOrder = useStore($hasOrder) && hydrated;
  const storedStoreId = useStore($selectedStoreId);
  const selectedStoreId = hydrated ? storedStoreId : null;
  const narrow = useMediaQuery(css.narrowNav);
  const profileHref = profileLinkHref(narrow ? 900 : 901);
  const wide = useMediaQuery('(min-width: 900px)');
  // The server's HTML cannot know the chain's configuration, nor live branding (each arrives with a
  // call of the page's, often before this island hydrates): both are drawn as the server drew them
  // until then.
  const disableLogin = hydrated && !!chainConfig?.disable_login;

  // docs/product.md §4.1: disable_login logs a logged-in customer out.
  useEffect(() => {
    if (chainConfig?.disable_login && loggedIn) void logOut();
  }, [chainConfig?.disable_login, loggedIn]);

  return (
    <ul className={css.list}>
      {loggedIn && customer?.is_mgmt && (
        <li>
          <a
            className={css.link}
            href="/account"
            target="_blank"
            rel="noopener"
            onClick={(e) => (e.preventDefault(), void openAdminDashboard())}
          >
            {adminLabel(wide ? 900 : 899)}
          </a>
        </li>
      )}
      {(hydrated ? branding.display_options.display_content_hub : contentHub) && (
        <li>
          <a
            className={css.link}
            href="/content-hub"
            aria-current={screen === 'content-hub' ? 'page' : undefined}
          >
            {m.header_contentHub}
          </a>
        </li>
      )}
      {showLoginLink({ loggedIn, disableLogin, screen }) && (
        <li className={hydrated ? undefined : css.loginBeforeHydration}>
          {/* A real link, so a click before the island hydrates still reaches the login form. */}
          <a
            className={css.link}
            href="/login"
            onClick={(e) => {
              e.preventDefault();
              openModal('login');
            }}
          >
            {m.header_login}
          </a>
        </li>
      )}
      {!hydrated && (
        <>
          <li className={css.signedInBeforeHydration}>
            <span className={css.link}>{m.header_profile}</span>
          </li>
          <li className={css.logOutBeforeHydration}>
            <span className={css.link}>{m.header_logOut}</span>
          </li>
        </>
      )}
      {loggedIn && (
        <li>
          {profileHref === null ? (
            <ProfileMenuSlot buttonClassName={css.link} />
          ) : (
            <a
              className={css.link}
              href={profileHref}
              aria-current={screen === 'account-profile' ? 'page' : undefined}
            >
              {m.header_profile}
            </a>
          )}
        </li>
      )}
      {loggedIn && !narrow && (
        <li>
          <button type="button" className={css.link} onClick={() => void logOut()}>
            {m.header_logOut}
          </button>
        </li>
      )}
      {showOrderNow(screen) && (
        <li>
          <a className={css.link} href={orderNowHref({ hasOrder, selectedStoreId })}>
            {m.header_orderNow}
          </a>
        </li>
      )}
      {/* The width rule is applied by CSS, so the server's HTML already holds the icon where it shows. */}
      {(showCartIcon(screen, 1000) || showCartIcon(screen, 1001)) && (
        <li className={showCartIcon(screen, 1001) ? undefined : css.narrowOnly}>
          <CartIcon />
        </li>
      )}
    </ul>
  );
}
