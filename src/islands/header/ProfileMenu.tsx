import { useStore } from '@nanostores/react';
import { $profileMenu } from '../../stores/account/profile-menu.ts';
import { logOut } from '../../stores/account/session.ts';
import { openModal } from '../../stores/app/modal.ts';
import { MenuButton, type MenuEntry } from '../../ui/MenuButton.tsx';

interface Props {
  buttonClassName: string;
}

/**
 * The Profile dropdown (SPEC §2.3, 900px or less): the same entries as the account navigation.
 * Loaded only for a signed-in customer, so nobody else downloads the menu or its rules.
 */
export default function ProfileMenu({ buttonClassName }: Props) {
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
  return <MenuButton label="Profile" buttonClassName={buttonClassName} entries={entries} />;
}
