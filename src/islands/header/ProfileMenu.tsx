import { useStore } from '@nanostores/react';
import * as m from '#messages';
import { $profileMenu } from '../../stores/account/profile-menu.ts';
import { logOut } from '../../stores/account/session.ts';
import { openModal } from '../../stores/app/modal.ts';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton.tsx';

interface Props {
  buttonClassName: string;
  /** The item to open on, when the guest pressed Profile before this code had arrived. */
  openAtStart?: number;
}

/**
 * The Profile dropdown (docs/product.md §2.3, 900px or less): the same entries as the account
 * navigation. Loaded only once a signed-in customer reaches for it (./ProfileMenuSlot.tsx), so no
 * page's first load carries the menu or its rules.
 */
export default function ProfileMenu({ buttonClassName, openAtStart }: Props) {
  const menu = useStore($profileMenu);
  const entries: MenuEntry[] = menu.map((e) => ({
    key: e.key,
    label: e.label,
    ...(e.href ? { href: e.href } : {}),
    ...(e.action
      ? {
          onSelect: () =>
            e.action === 'logout'
              ? void logOut()
              : openModal(e.action === 'verify-phone' ? 'verify-phone' : 'verify-email'),
        }
      : {}),
  }));
  return (
    <MenuButton
      label={m.header_profile}
      buttonClassName={buttonClassName}
      entries={entries}
      openAtStart={openAtStart}
    />
  );
}
