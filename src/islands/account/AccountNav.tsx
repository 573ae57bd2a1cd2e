import { useStore } from '@nanostores/react';
import type { ScreenKey } from '../../lib/routes.ts';
import { $loggedIn, logOut } from '../../stores/account/session.ts';
import { $profileMenu } from '../../stores/account/profile-menu.ts';
import { openModal } from '../../stores/app/modal.ts';

interface Props {
  screen: ScreenKey;
}

/** The account navigation (SPEC §2.3): the profile dropdown's entries, decided by the same rules. */
export default function AccountNav({ screen }: Props) {
  const entries = useStore($profileMenu);
  const loggedIn = useStore($loggedIn);
  if (!loggedIn) return null;
  return (
    <nav aria-label="Account">
      <ul>
        {entries.map((e) =>
          e.href ? (
            <li key={e.key}>
              <a href={e.href} aria-current={screen === `account-${e.key}` ? 'page' : undefined}>
                {e.label}
              </a>
            </li>
          ) : (
            <li key={e.key}>
              <button
                type="button"
                onClick={() =>
                  e.action === 'logout'
                    ? void logOut()
                    : openModal(e.action === 'verify-phone' ? 'verify-phone' : 'verify-email')
                }
              >
                {e.label}
              </button>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
