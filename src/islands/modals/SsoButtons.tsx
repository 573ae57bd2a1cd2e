import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { MESSAGES } from '../../api/errors.ts';
import { enabledProviders } from '../../lib/account/sso.ts';
import { $branding, $storeConfig } from '../../stores/chain/config.ts';
import { logInWithSso } from '../../stores/account/session.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { button } from '../../theme/recipes.css.ts';
import { signInWithOkta, SsoError } from '../sso/okta.ts';
import * as css from '../../ui/form.css.ts';

const LABELS = {
  apple: 'Continue with Apple',
  google: 'Continue with Google',
  okta: 'Continue with Okta',
} as const;

/** The platform and web-account providers need their own scripts on the page. */
function scriptPresent(provider: 'apple' | 'google'): boolean {
  const w = window as unknown as { AppleID?: unknown; google?: { accounts?: unknown } };
  return provider === 'apple' ? !!w.AppleID : !!w.google?.accounts;
}

/** SSO buttons for each enabled provider (SPEC §1, §2.5, §2.6), after an OR separator. */
export function SsoButtons({ onError }: { onError: (message: string) => void }) {
  const branding = useStore($branding);
  const config = useStore($storeConfig);
  const [busy, setBusy] = useState(false);
  const okta = config?.foreign_auth_providers?.okta;
  const providers = enabledProviders(branding.sso, {
    appleScriptPresent: typeof window !== 'undefined' && scriptPresent('apple'),
  }).filter((p) => (p === 'okta' ? !!okta : p === 'google' ? scriptPresent('google') : true));
  if (providers.length === 0) return null;

  async function signIn(provider: (typeof providers)[number]) {
    if (busy) return;
    setBusy(true);
    try {
      if (provider !== 'okta' || !okta) throw new Error('unavailable');
      // Called before any await, so the popup opens inside the click and is not blocked.
      const { idToken } = await signInWithOkta({
        issuerUrl: okta.issuer_url,
        clientId: okta.client_id,
      });
      await logInWithSso({ provider: 'okta', auth_info: { access_token: idToken } });
      closeModal();
    } catch (err) {
      // A guest who closes the popup or cancels has nothing to be told.
      if (!(err instanceof SsoError && err.cancelled)) onError(MESSAGES.somethingWentWrongNoStop); // SPEC §8: SSO fails
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className={css.separator}>OR</p>
      {providers.map((p) => (
        <button
          key={p}
          type="button"
          className={`${button({ kind: 'secondary' })} ${css.full}`}
          aria-disabled={busy || undefined}
          onClick={() => void signIn(p)}
        >
          {LABELS[p]}
        </button>
      ))}
    </>
  );
}
