import { button } from '../../theme/recipes.css.ts';
import * as css from './ConsentBanner.css.ts';
import * as m from '#messages';

/**
 * Asks once per tenant whether marketing tags may run (docs/architecture.md §6b). Rendered as
 * static HTML on pages whose tenant has marketing, shown by CSS only while the page asks: the
 * shell's inline script and style (src/integrations/consent-first-paint.ts) decide that before the
 * body is parsed, when the guest has not chosen yet, and src/integrations/banner.ts keeps the
 * answer, so no React loads for it. It never takes focus. Accept and Reject have the same size and
 * style: refusing is as easy as accepting.
 */
export default function ConsentBanner() {
  return (
    <section id="sf-consent" className={css.banner} aria-labelledby="sf-consent-title">
      <div className={css.inner}>
        <div className={css.text}>
          <h2 id="sf-consent-title" className={css.heading}>
            {m.consent_title}
          </h2>
          <p className={css.body}>{m.consent_text}</p>
        </div>
        <div className={css.actions}>
          <button type="button" className={button.primary} data-consent="granted">
            {m.consent_accept}
          </button>
          <button type="button" className={button.primary} data-consent="denied">
            {m.consent_reject}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * At the end of the page: as tall as the banner while it shows (its height set by
 * src/integrations/consent-first-paint.ts), so the end of the page can scroll out from under it.
 */
export function ConsentSpacer() {
  return <div id="sf-consent-spacer" aria-hidden="true" />;
}
