import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  CONSENT_EVENT,
  readConsent,
  saveConsent,
  type Consent,
} from '../../integrations/consent.ts';
import { button } from '../../theme/recipes.css.ts';
import * as css from './ConsentBanner.css.ts';

interface Props {
  tenant: string;
}

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

function subscribe(onChange: () => void): () => void {
  addEventListener(CONSENT_EVENT, onChange);
  addEventListener('storage', onChange);
  return () => {
    removeEventListener(CONSENT_EVENT, onChange);
    removeEventListener('storage', onChange);
  };
}

/**
 * Asks once per tenant whether marketing tags may run (DESIGN §6b). Shown only on pages whose tenant
 * has marketing, after the page is interactive, without taking focus; Accept and Reject are the
 * same size and style, so refusing is as easy as accepting.
 */
export default function ConsentBanner({ tenant }: Props) {
  // Unknown until the browser's storage is read: the server and hydration render nothing.
  const stored = useSyncExternalStore(
    subscribe,
    () => readConsent(tenant, storage()) ?? 'ask',
    () => 'unknown',
  );
  const [dismissed, setDismissed] = useState(false);
  const [height, setHeight] = useState(0);
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const asked = stored === 'ask' && !dismissed;

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Called once at once by the observer, then on every change of the banner's size.
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [asked]);

  if (!asked) return null;
  const choose = (choice: Consent) => {
    const hadFocus = ref.current?.contains(document.activeElement);
    saveConsent(tenant, choice, storage());
    setDismissed(true);
    // The focused button is about to go: the guest continues from the page's main content.
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <>
      <div className={css.spacer} style={{ height }} aria-hidden="true" />
      <section ref={ref} className={css.banner} aria-labelledby={headingId}>
        <div className={css.inner}>
          <div className={css.text}>
            <h2 id={headingId} className={css.heading}>
              Marketing cookies
            </h2>
            <p className={css.body}>
              With your consent we use a marketing pixel and a tag manager to measure our ads. Fraud
              detection and error monitoring are necessary to take orders safely, so they are always
              on.
            </p>
          </div>
          <div className={css.actions}>
            <button
              type="button"
              className={button({ kind: 'primary' })}
              onClick={() => choose('granted')}
            >
              Accept
            </button>
            <button
              type="button"
              className={button({ kind: 'primary' })}
              onClick={() => choose('denied')}
            >
              Reject
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
