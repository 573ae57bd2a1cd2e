import { button } from '../../theme/recipes.css.ts';
import * as css from './ConsentBanner.css.ts';

/**
 * Asks once per tenant whether marketing tags may run (docs/architecture.md §6b). Rendered as
 * static HTML, hidden, on pages whose tenant has marketing: the inline script after it
 * (src/integrations/consent-first-paint.ts) shows it as the page is parsed when the guest has not
 * chosen yet (the choice kept at `storageKey`), without taking focus, and
 * src/integrations/banner.ts keeps the answer, so no React loads for it. Accept and Reject have the
 * same size and style: refusing is as easy as accepting.
 */
export default function ConsentBanner({ storageKey }: { storageKey: string }) {
  return (
    <>
      <div id="sf-consent-spacer" hidden aria-hidden="true" />
      <section
        id="sf-consent"
        className={css.banner}
        aria-labelledby="sf-consent-title"
        data-storage-key={storageKey}
        hidden
      >
        <div className={css.inner}>
          <div className={css.text}>
            <h2 id="sf-consent-title" className={css.heading}>
              Marketing cookies
            </h2>
            <p className={css.body}>
              With your consent we use a marketing pixel and a tag manager to measure our ads. Fraud
              detection and error monitoring are necessary to take orders safely, so they are always
              on.
            </p>
          </div>
          <div className={css.actions}>
            <button type="button" className={button.primary} data-consent="granted">
              Accept
            </button>
            <button type="button" className={button.primary} data-consent="denied">
              Reject
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
