import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SsoProvider } from '../../lib/account/sso.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { availableProviders, signInWithProvider } from '../../stores/account/sso/sign-in.ts';
import { $ssoScriptsLoaded, startSsoWidgets } from '../../stores/account/sso/vendors.ts';
import { button } from '../../theme/recipes.css.ts';
import * as css from '../../ui/form.css.ts';

const LABELS = {
  apple: m.modals_continueWithApple,
  google: m.modals_continueWithGoogle,
  okta: m.modals_continueWithOkta,
} as const;

/**
 * SSO buttons for each enabled provider (docs/product.md §1, §2.5, §2.6), after an OR separator.
 */
export function SsoButtons({ onError }: { onError: (message: string) => void }) {
  const branding = useStore($branding);
  const chainConfig = useStore($storeConfig);
  // Read so the buttons appear once a provider's script has loaded.
  useStore($ssoScriptsLoaded);
  const [busy, setBusy] = useState(false);
  useEffect(() => startSsoWidgets(branding.sso), [branding.sso]);
  const providers = availableProviders(branding.sso, chainConfig);
  if (providers.length === 0) return null;

  async function signIn(provider: SsoProvider) {
    if (busy) return;
    setBusy(true);
    const signedIn = await signInWithProvider(provider);
    setBusy(false);
    if (!signedIn.ok) onError(signedIn.message);
  }

  return (
    <>
      <p className={css.separator}>{m.modals_or}</p>
      {providers.map((p) => (
        <button
          key={p}
          type="button"
          className={`${button.secondary} ${css.full}`}
          aria-disabled={busy || undefined}
          onClick={() => void signIn(p)}
        >
          {LABELS[p]}
        </button>
      ))}
    </>
  );
}
