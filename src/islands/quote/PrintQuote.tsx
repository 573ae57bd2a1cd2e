import { button } from '../../theme/recipes.css.ts';
import * as css from './quote.css.ts';
import * as m from '#messages';

/**
 * How a quote is shared: printed, or saved as a PDF from the print dialog. The page's address is
 * no share link — an order opens only for its own customer, so anyone else would read "This order
 * isn’t yours" — and the words say so rather than offer a link that fails its recipient.
 */
export function PrintQuote() {
  return (
    <div className={css.actions}>
      <p className={css.text}>{m.quote_shareText}</p>
      <div className={css.buttons}>
        <button type="button" className={button.primary} onClick={() => print()}>
          {m.quote_print}
        </button>
      </div>
    </div>
  );
}
