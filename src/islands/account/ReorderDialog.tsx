import * as m from '#messages';
import { useStore } from '@nanostores/react';
import { reviewLead } from '../../lib/account/reorder-review.ts';
import { leftOutSentences } from '../../lib/order/reorder.ts';
import {
  $reorderCheck,
  confirmReorder,
  continueReorder,
  dismissReorderCheck,
} from '../../stores/order/reorder.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as css from './order-history.css.ts';

/**
 * What a reorder leaves out, said before any order is created, plainly,
 * instead of dropping it silently; with nothing left, no order is started.
 */
export function ReorderDialog() {
  const check = useStore($reorderCheck);
  if (check.state !== 'review' && check.state !== 'nothing') return null;
  const sentences = leftOutSentences(check.plan);
  const review = check.state === 'review';
  return (
    <Dialog
      title={review ? m.reorder_titleReview : m.reorder_titleNothing}
      onClose={dismissReorderCheck}
      describedBy="reorder-left-out"
    >
      <div className={css.dialogBody}>
        <div id="reorder-left-out">
          <p className={css.text}>{review ? reviewLead(check.plan) : check.reason}</p>
          {sentences.length > 0 && (
            <ul className={css.reasons}>
              {sentences.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={css.actions}>
          {review ? (
            <>
              <button
                type="button"
                className={button.primary}
                onClick={() => {
                  confirmReorder();
                  // After the review has closed and handed focus back to Reorder.
                  requestAnimationFrame(continueReorder);
                }}
              >
                {m.reorder_continueWithout}
              </button>
              <button type="button" className={button.secondary} onClick={dismissReorderCheck}>
                {m.reorder_cancel}
              </button>
            </>
          ) : (
            <>
              <a className={button.primary} href="/">
                {m.reorder_startNew}
              </a>
              <button type="button" className={button.secondary} onClick={dismissReorderCheck}>
                {m.reorder_ok}
              </button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
