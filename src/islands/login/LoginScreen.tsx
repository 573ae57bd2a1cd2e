import { useStore } from '@nanostores/react';
import { loginScreenFace } from '../../lib/account/menu.ts';
import { $storeConfig } from '../../stores/chain/config.ts';
import { button } from '../../theme/recipes.css.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import * as m from '#messages';

interface Props {
  intro: string;
}

/**
 * The Login screen's body under its heading: the LOGIN button that opens the login modal, or — when
 * the chain has switched sign-in off (disable_login) — words that say so and the way Home.
 */
export default function LoginScreen({ intro }: Props) {
  const hydrated = useHydrated();
  const face = loginScreenFace(useStore($storeConfig));
  if (hydrated && face === 'unavailable')
    return (
      <>
        <p role="status">{m.login_unavailable}</p>
        <a className={button.primary} href="/">
          {m.login_goHome}
        </a>
      </>
    );
  return (
    <>
      <p>{intro}</p>
      <button type="button" className={button.primary} data-open-modal="login">
        {m.login_loginButton}
      </button>
    </>
  );
}
