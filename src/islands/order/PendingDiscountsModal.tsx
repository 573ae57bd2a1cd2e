import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $pendingDiscounts, applyPendingDiscount } from '../../stores/discounts/pending.ts';
import { closeModal } from '../../stores/app/modal.ts';
import { button } from '../../theme/recipes.css.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import * as form from '../../ui/form.css.ts';
import { FormMessage } from '../modals/shared.tsx';
import * as css from './details.css.ts';

/** The discounts a new order qualifies for (SPEC §4.6 pending_discounts): apply one, or carry on. */
export function PendingDiscountsModal() {
  const discounts = useStore($pendingDiscounts);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [applied, setApplied] = useState<string>();
  return (
    <Dialog title="Discounts for your order" onClose={closeModal} iconForPointerOnly>
      <div className={form.form}>
        {discounts.length > 0 && <p className={css.lead}>Your order qualifies for:</p>}
        <ul className={form.checklist}>
          {discounts.map((d) => (
            <li key={d.discount_id} className={css.storeBlock}>
              <p className={css.storeText}>
                <span className={css.storeName}>{d.name}</span>
                <span>{d.description}</span>
              </p>
              <button
                type="button"
                className={button({ kind: 'secondary' })}
                aria-disabled={busy !== null || undefined}
                aria-label={`Apply ${d.name}`}
                onClick={async () => {
                  if (busy !== null) return;
                  setBusy(d.discount_id);
                  setError(undefined);
                  const problem = await applyPendingDiscount(d.discount_id);
                  setBusy(null);
                  if (problem) setError(problem);
                  else setApplied(`${d.name} applied`);
                }}
              >
                Apply
              </button>
            </li>
          ))}
        </ul>
        <FormMessage error={error} success={applied} />
        <button
          type="button"
          className={`${button({ kind: 'primary' })} ${form.full}`}
          onClick={closeModal}
        >
          CONTINUE
        </button>
      </div>
    </Dialog>
  );
}
