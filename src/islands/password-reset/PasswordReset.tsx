import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import * as m from '#messages';
import type { ResetLink } from '../../lib/account/password-reset.ts';
import { $resetLink, requestPasswordReset } from '../../stores/account/password-reset.ts';
import { openModal } from '../../stores/app/modal.ts';
import { useHydrated } from '../../ui/hooks/useHydrated.ts';
import { ForgotForm } from '../modals/ForgotForm.tsx';
import { LinkButton } from '../modals/shared.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { Bone, BoneField, Skeleton } from '../../ui/Skeleton.tsx';
import * as css from './password-reset.css.ts';

type View =
  | { kind: 'loading' }
  /** Opened from the e-mail: the link knows the address and the code. */
  | { kind: 'link'; email: string; code: string }
  /** The code typed by hand, from the e-mail's "enter code …". */
  | { kind: 'code'; email: string }
  /**
   * Opened without a code: docs/product.md §2.7's Forgot password form; `sent`, a request already
   * made.
   */
  | { kind: 'forgot'; email: string; sent?: { error?: string; success?: string } };

const TITLES = {
  loading: m.passwordReset_titleLoading,
  link: m.passwordReset_titleLink,
  code: m.passwordReset_titleCode,
  forgot: m.passwordReset_titleForgot,
} as const;

/** "For {email}. …" with the address in its own element: the sentence's words around it. */
const [FOR_BEFORE = '', FOR_AFTER = ''] = m
  .passwordReset_forEmail({ email: '\u0000' })
  .split('\u0000');

function firstView(link: ResetLink | null): View {
  if (!link) return { kind: 'loading' };
  return link.email && link.code
    ? { kind: 'link', email: link.email, code: link.code }
    : { kind: 'forgot', email: link.email ?? '' };
}

/**
 * The Password reset screen (docs/product.md §2.1 /password_reset): from the e-mailed link, a new
 * password under docs/product.md §5's checklist signs the customer in; without one, the Forgot
 * password form.
 */
export default function PasswordReset() {
  // The address bar is only there in the browser; the prerendered page shows the loading state,
  // and so does the first render in the browser, which must match it.
  const hydrated = useHydrated();
  const storedLink = useStore($resetLink);
  const link = hydrated ? storedLink : null;
  const [chosen, setView] = useState<View>();
  const view = chosen ?? firstView(link);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);

  // A move between views removes the control that made it: focus goes to the new view's title.
  useEffect(() => {
    if (chosen) title.current?.focus();
  }, [chosen]);

  const newLink = (email: string) => () => setView({ kind: 'forgot', email });
  // From the e-mailed link the address is known: a new link is sent at once, and the Forgot
  // password form says so (and can send again).
  const sending = useRef(false);
  const sendNewLink = (email: string) => () => {
    if (sending.current) return;
    sending.current = true;
    void requestPasswordReset(email).then((sent) => {
      sending.current = false;
      setView({
        kind: 'forgot',
        email,
        sent: sent.ok ? { success: sent.value } : { error: sent.message },
      });
    });
  };

  return (
    <section className={css.card} aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} className={css.heading} tabIndex={-1}>
        {TITLES[view.kind]}
      </h2>
      {view.kind === 'loading' && (
        <Skeleton label={m.common_loading}>
          <Bone width="wide" />
          <BoneField />
          <Bone height="pill" />
        </Skeleton>
      )}
      {view.kind === 'link' && (
        <>
          <p className={css.text}>
            {FOR_BEFORE}
            <span className={css.email}>{view.email}</span>
            {FOR_AFTER}
          </p>
          <NewPasswordForm
            key="link"
            email={view.email}
            code={view.code}
            onNewLink={sendNewLink(view.email)}
          />
        </>
      )}
      {view.kind === 'code' && (
        <>
          <p className={css.text}>{m.passwordReset_codeIntro}</p>
          <NewPasswordForm key="code" initialEmail={view.email} onNewLink={newLink(view.email)} />
        </>
      )}
      {view.kind === 'forgot' && (
        <>
          <p className={css.text}>{m.passwordReset_forgotIntro}</p>
          <ForgotForm
            initialEmail={view.email}
            initialResult={view.sent}
            links={(typed) => (
              <>
                <LinkButton onClick={() => setView({ kind: 'code', email: typed.trim() })}>
                  {m.passwordReset_haveCode}
                </LinkButton>
                <LinkButton onClick={() => openModal('login')}>{m.passwordReset_login}</LinkButton>
                <LinkButton onClick={() => openModal('signup')}>
                  {m.passwordReset_createAccount}
                </LinkButton>
              </>
            )}
          />
        </>
      )}
    </section>
  );
}
